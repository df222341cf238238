import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { FilterPanel } from './FilterPanel';
import { readReportView, useReportView } from '../shared/report-view';

const REGION = '00000000-0000-4000-8000-0000000000f1';
const AGE = '00000000-0000-4000-8000-0000000000f2';
const TYPED = '00000000-0000-4000-8000-0000000000f3';

function Harness() {
  const { view, update } = useReportView();
  return (
    <FilterPanel
      filterables={[
        { id: REGION, name: 'Region', values: ['East', 'North', 'South'] },
        { id: AGE, name: 'Age group', values: ['18-24', '25-34'] },
        { id: TYPED, name: 'Plan' },
      ]}
      preset={[]}
      applied={view.filters}
      async={view.async}
      onApply={(filters, async) => update({ filters, async })}
    />
  );
}

function search(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('FilterPanel and the URL', () => {
  it(
    'shows the filters in the URL, and writes the applied ones back',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { router } = renderWithApp(<Harness />, {
        path: `/reports/r1?f=${REGION}:North&cfg=c1`,
        route: '/reports/:id',
      });

      const region = screen.getByRole('combobox', { name: 'Region' });
      const regionGroup = region.closest('.MuiAutocomplete-root') as HTMLElement;
      expect(within(regionGroup).getByText('North')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

      await user.click(region);
      await user.click(await screen.findByRole('option', { name: 'East' }));
      await user.click(screen.getByRole('combobox', { name: 'Age group' }));
      await user.click(await screen.findByRole('option', { name: '25-34' }));
      // Without offered values the user types one.
      await user.type(screen.getByRole('combobox', { name: 'Plan' }), 'Gold{Enter}');
      await user.click(screen.getByRole('switch', { name: 'Compute asynchronously' }));
      await user.click(screen.getByRole('button', { name: 'Apply' }));

      const params = search(router);
      expect(params.get('cfg')).toBe('c1');
      expect(params.get('async')).toBe('1');
      expect(readReportView(params).filters).toEqual(
        [
          { dataset_filterable_id: REGION, value: ['East', 'North'] },
          { dataset_filterable_id: AGE, value: ['25-34'] },
          { dataset_filterable_id: TYPED, value: ['Gold'] },
        ].sort((a, b) => (a.dataset_filterable_id < b.dataset_filterable_id ? -1 : 1)),
      );
      expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

      // Back in history: the panel follows the URL it returns to.
      await act(() => router.navigate(-1));
      expect(await screen.findByText('1 filter applied')).toBeInTheDocument();
      expect(within(regionGroup).queryByText('East')).not.toBeInTheDocument();

      // Reset clears the URL's filters.
      await user.click(screen.getByRole('button', { name: 'Reset' }));
      expect(search(router).getAll('f')).toEqual([]);
      expect(screen.getByText('Showing every respondent')).toBeInTheDocument();
      // Reset disabled itself: focus is on the first filter, not lost to the page.
      expect(screen.getByRole('combobox', { name: 'Region' })).toHaveFocus();
    },
  );

  it(
    'acknowledges Apply at once, before the new view has drawn, and takes a new edit',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      // The URL's new view has not rendered yet: `applied` stays as it was.
      const onApply = vi.fn();
      renderWithApp(
        <FilterPanel
          filterables={[{ id: REGION, name: 'Region', values: ['East', 'North'] }]}
          preset={[]}
          applied={[]}
          async={false}
          onApply={onApply}
        />,
      );
      const apply = screen.getByRole('button', { name: 'Apply' });

      await user.click(screen.getByRole('combobox', { name: 'Region' }));
      await user.click(await screen.findByRole('option', { name: 'East' }));
      await user.click(apply);
      expect(onApply).toHaveBeenCalledTimes(1);
      expect(apply).toBeDisabled();

      await user.click(screen.getByRole('switch', { name: 'Compute asynchronously' }));
      expect(apply).toBeEnabled();
      await user.click(apply);
      expect(onApply).toHaveBeenLastCalledWith(
        [{ dataset_filterable_id: REGION, value: ['East'] }],
        true,
      );
    },
  );
});

/** A page that draws the URL's new view only when told to: the panel's `applied` lags the URL. */
function SlowPage() {
  const { view, update } = useReportView();
  const [drawn, setDrawn] = useState(view);
  return (
    <>
      <button type="button" onClick={() => setDrawn(view)}>
        Draw the new view
      </button>
      <FilterPanel
        filterables={[{ id: REGION, name: 'Region', values: ['East', 'North'] }]}
        preset={[]}
        applied={drawn.filters}
        async={drawn.async}
        onApply={(filters, async) => update({ filters, async })}
      />
    </>
  );
}

describe('FilterPanel while the page draws what it sent', () => {
  it('keeps an edit made after Reset when the unfiltered view arrives', async () => {
    const user = userEvent.setup();
    renderWithApp(<SlowPage />, { path: `/reports/r1?f=${REGION}:North`, route: '/reports/:id' });

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await user.click(screen.getByRole('button', { name: 'Draw the new view' }));

    expect(await screen.findByText('Showing every respondent')).toBeInTheDocument();
    const region = screen.getByRole('combobox', { name: 'Region' });
    const regionGroup = region.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(regionGroup).getByText('East')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('shows a view it did not send, such as Back, in place of the draft', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SlowPage />, {
      path: `/reports/r1?f=${REGION}:North`,
      route: '/reports/:id',
    });

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await act(() => router.navigate(`/reports/r1?f=${REGION}:East`));
    await user.click(screen.getByRole('button', { name: 'Draw the new view' }));

    const region = screen.getByRole('combobox', { name: 'Region' });
    const regionGroup = region.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(regionGroup).getByText('East')).toBeInTheDocument();
    expect(within(regionGroup).queryByText('North')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});

describe('FilterPanel after an asynchronous run is cancelled', () => {
  it('keeps the cancelled choices as its draft while the figures go back', async () => {
    function CancellingHarness() {
      const { view, update } = useReportView();
      return (
        <>
          <FilterPanel
            filterables={[{ id: REGION, name: 'Region', values: ['East', 'North'] }]}
            preset={[]}
            applied={view.filters}
            async={view.async}
            onApply={(filters, async) => update({ filters, async })}
          />
          <button
            type="button"
            onClick={() =>
              update(
                { filters: [], async: false },
                { state: { filterDraft: { filters: view.filters, async: view.async } } },
              )
            }
          >
            Cancel the run
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    const { router } = renderWithApp(<CancellingHarness />, {
      path: `/reports/r1?f=${REGION}:North&async=1`,
      route: '/reports/:id',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel the run' }));

    await vi.waitFor(() => expect(search(router).getAll('f')).toEqual([]));
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(within(region.closest('.MuiAutocomplete-root')!).getByText('North')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Compute asynchronously' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});

describe("FilterPanel and the configuration's own filters", () => {
  it('says which respondents the configuration keeps before any filter is applied', () => {
    renderWithApp(
      <FilterPanel
        filterables={[{ id: AGE, name: 'Age group', values: ['18-24', '25-34'] }]}
        preset={[
          { filterable: { id: REGION, name: 'Region' }, operator: 'in', value: ['Europe'] },
          { filterable: { id: TYPED, name: 'Plan' }, operator: 'not_in', value: ['Free'] },
        ]}
        applied={[]}
        async={false}
        onApply={() => {}}
      />,
    );

    expect(screen.getByText('Showing the configuration’s respondents')).toBeInTheDocument();
    expect(
      screen.getByText('Set by the configuration: Region: Europe · Plan not_in Free'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Showing every respondent')).not.toBeInTheDocument();
  });
});

describe('FilterPanel on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens on demand and, while closed, says which filters are applied', async () => {
    // Only the theme's "below sm" query matches, as on a screen under 600 px wide.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderWithApp(<Harness />, {
      path: `/reports/r1?f=${REGION}:North&f=${REGION}:South&f=${AGE}:18-24`,
      route: '/reports/:id',
    });

    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('2 filters applied');
    expect(screen.getByText('Region: North, South · Age group: 18-24')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Region' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(screen.queryByText(/Region: North/)).not.toBeInTheDocument();

    // Applying closes it, so the new figures come into view, and focus returns to the toggle.
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(
      await screen.findByText('Region: East, North, South · Age group: 18-24'),
    ).toBeInTheDocument();
  });
});
