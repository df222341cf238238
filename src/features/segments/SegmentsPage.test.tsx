import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema.gen';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, testSession } from '../../test/render';
import SegmentsPage from './SegmentsPage';

type Segment = components['schemas']['Segment'];

const P1 = { id: '10000000-0000-4000-8000-000000000001', name: 'Retail banking' };
const P2 = { id: '10000000-0000-4000-8000-000000000002', name: 'Insurance' };
const C1 = '30000000-0000-4000-8000-000000000001';
const C2 = '30000000-0000-4000-8000-000000000002';
const C3 = '30000000-0000-4000-8000-000000000003';

const report = (
  id: string,
  name: string,
  portfolio: typeof P1,
  configurations: [string, string][],
) => ({
  id,
  name,
  issued_at: '2026-03-01T09:00:00Z',
  tags: 'competitive',
  portfolio,
  configurations: configurations.map(([configId, configName], index) => ({
    id: configId,
    name: configName,
    is_primary: index === 0,
  })),
});

const REPORTS: Record<string, unknown[]> = {
  [P1.id]: [
    report('20000000-0000-4000-8000-000000000001', 'Customer pulse Q1', P1, [
      [C1, 'All respondents'],
      [C2, 'Region East'],
    ]),
  ],
  [P2.id]: [report('20000000-0000-4000-8000-000000000002', 'Claims survey', P2, [[C3, 'Main']])],
};

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

/** A small fake of the service; `createSegment` decides what POST /segments/ answers. */
function stubService(createSegment: (body: { configuration_ids: string[] }) => Response) {
  return stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/portfolios/') return json(page([P1, P2]));
    if (url.pathname === '/api/v1/reports/') {
      return json(page(REPORTS[url.searchParams.get('portfolio_id') ?? ''] ?? []));
    }
    if (url.pathname === '/api/v1/segments/' && request.method === 'POST') {
      return createSegment((await request.json()) as { configuration_ids: string[] });
    }
    if (url.pathname === '/api/v1/segments/') return json(page([]));
    return json({ detail: 'Not found.' }, 404);
  });
}

function createdSegment(keep: string[]): Segment {
  return {
    id: '40000000-0000-4000-8000-000000000001',
    name: 'Young savers',
    portfolio: P1,
    description: '',
    configurations: keep.map((id) => ({
      id,
      report_name: 'Customer pulse Q1',
      report_issued_at: '2026-03-01T09:00:00Z',
    })),
  };
}

async function openDialog() {
  renderWithApp(<SegmentsPage />, { path: '/segments?new=1', route: '/segments' });
  const dialog = await screen.findByRole('dialog', { name: 'New segment' });
  return within(dialog);
}

async function choosePortfolio(dialog: ReturnType<typeof within>, name: string) {
  const user = userEvent.setup();
  await user.click(await dialog.findByRole('combobox', { name: /Portfolio/ }));
  await user.click(await screen.findByRole('option', { name }));
}

afterEach(() => vi.unstubAllGlobals());

// MUI dialogs and selects render slowly in jsdom on a busy machine.
// Each test types into a dialog of several fields: on a loaded two-core machine that took 21 s.
describe('create segment dialog', { timeout: 60_000 }, () => {
  it('resets the chosen configurations when the portfolio changes', async () => {
    const { requests } = stubService(() => json(createdSegment([]), 201));
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Young savers');
    await choosePortfolio(dialog, P1.name);
    await user.click(await dialog.findByRole('checkbox', { name: /Region East/ }));
    expect(dialog.getByText('(1 chosen)')).toBeInTheDocument();

    await choosePortfolio(dialog, P2.name);
    expect(await dialog.findByRole('checkbox', { name: /Main/ })).not.toBeChecked();
    expect(dialog.getByText('(0 chosen)')).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: /Region East/ })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Create segment' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual({
      name: 'Young savers',
      portfolio_id: P2.id,
      description: '',
      configuration_ids: [],
    });
  });

  it('names the configurations the service ignored', async () => {
    // The service keeps C1 and drops C2, as it does for configurations outside the portfolio.
    stubService(() => json(createdSegment([C1]), 201));
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Young savers');
    await choosePortfolio(dialog, P1.name);
    await user.click(await dialog.findByRole('checkbox', { name: /All respondents/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Region East/ }));
    await user.click(dialog.getByRole('button', { name: 'Create segment' }));

    const notice = await screen.findByTestId('ignored-configurations');
    expect(notice).toHaveTextContent('1 configuration was left out');
    expect(notice).toHaveTextContent('Customer pulse Q1 · Region East');
    expect(notice).not.toHaveTextContent('All respondents');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('confirms a segment created with every configuration, without a warning', async () => {
    stubService(() => json(createdSegment([C1]), 201));
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Young savers');
    await choosePortfolio(dialog, P1.name);
    await user.click(await dialog.findByRole('checkbox', { name: /All respondents/ }));
    await user.click(dialog.getByRole('button', { name: 'Create segment' }));
    expect(
      await screen.findByText(/was created in Retail banking with 1 configuration/),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('ignored-configurations')).not.toBeInTheDocument();
  });

  it('shows server field errors beside the fields and keeps the dialog open', async () => {
    stubService(() => json({ name: ['Ensure this field has no more than 255 characters.'] }, 400));
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Name/ }), 'Young savers');
    await choosePortfolio(dialog, P1.name);
    await user.click(dialog.getByRole('button', { name: 'Create segment' }));
    expect(
      await dialog.findByText('Ensure this field has no more than 255 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Focus goes to the field to fix, and its message goes once the field is edited.
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, ' club');
    expect(
      dialog.queryByText('Ensure this field has no more than 255 characters.'),
    ).not.toBeInTheDocument();
  });

  it('asks for the required fields before sending anything', async () => {
    const { requests } = stubService(() => json(createdSegment([]), 201));
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Create segment' }));
    expect(dialog.getByText('Enter a name.')).toBeInTheDocument();
    expect(dialog.getByText('Choose a portfolio.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers no creation to members', async () => {
    stubService(() => json(createdSegment([]), 201));
    renderWithApp(<SegmentsPage />, {
      path: '/segments?new=1',
      route: '/segments',
      session: testSession(0),
    });
    expect(await screen.findByText('No segments yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New segment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
