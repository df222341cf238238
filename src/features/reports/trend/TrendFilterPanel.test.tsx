import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { TrendFilterPanel } from './TrendFilterPanel';
import { useTrendView } from './trend-view';

const REGION = '00000000-0000-4000-8000-0000000000f1';
const TREND = { path: `/segments/s1/trend?f=${REGION}:North`, route: '/segments/:id/trend' };

/** A trend page that draws the URL's new view only when told to: the panel's `applied` lags. */
function SlowTrendPage() {
  const { view, update } = useTrendView();
  const [drawn, setDrawn] = useState(view);
  return (
    <>
      <button type="button" onClick={() => setDrawn(view)}>
        Draw the new view
      </button>
      <TrendFilterPanel
        filterables={[{ id: REGION, name: 'Region', values: ['East', 'North', 'South'] }]}
        loading={false}
        applied={drawn.filters}
        busy={false}
        onApply={(filters) => update({ filters })}
      />
    </>
  );
}

/** The chips of the Region field: the values its draft holds. */
function regionChips(): string[] {
  const field = screen.getByRole('combobox', { name: 'Region' }).closest('.MuiAutocomplete-root');
  return within(field as HTMLElement)
    .queryAllByRole('button')
    .map((chip) => chip.textContent ?? '')
    .filter(Boolean);
}

async function pick(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.click(screen.getByRole('combobox', { name: 'Region' }));
  await user.click(await screen.findByRole('option', { name: value }));
  await user.keyboard('{Escape}');
}

describe('TrendFilterPanel while the page draws what it sent', () => {
  it('acknowledges Apply, and keeps an edit made after it when the applied view arrives', async () => {
    const user = userEvent.setup();
    renderWithApp(<SlowTrendPage />, TREND);

    await pick(user, 'East');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Acknowledged at once: not sent twice while the page draws it.
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await pick(user, 'South');
    await user.click(screen.getByRole('button', { name: 'Draw the new view' }));

    expect(regionChips()).toEqual(['North', 'East', 'South']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('keeps an edit made after Reset when the unfiltered view arrives', async () => {
    const user = userEvent.setup();
    renderWithApp(<SlowTrendPage />, TREND);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await pick(user, 'East');
    await user.click(screen.getByRole('button', { name: 'Draw the new view' }));

    expect(regionChips()).toEqual(['East']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('shows a view it did not send, such as a link followed, in place of the draft', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SlowTrendPage />, TREND);

    await pick(user, 'East');
    await act(() => router.navigate(`/segments/s1/trend?f=${REGION}:South`));
    await user.click(screen.getByRole('button', { name: 'Draw the new view' }));

    expect(regionChips()).toEqual(['South']);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
