import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../api/schema.gen';
import { learnReport } from '../../lib/known-reports';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, testSession, TEST_ORG } from '../../test/render';
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

const OTHER_ORG_PORTFOLIO = { id: '10000000-0000-4000-8000-000000000003', name: 'Elsewhere' };
const R1 = '20000000-0000-4000-8000-000000000001';
const R9 = '20000000-0000-4000-8000-000000000009';
const ISSUED = '2026-03-01T09:00:00Z';

let serial = 0;
function listedSegment(
  name: string,
  portfolio: typeof P1,
  configurations: Segment['configurations'] = [],
): Segment {
  serial += 1;
  return {
    id: `50000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    name,
    portfolio,
    description: '',
    configurations,
  };
}

/** DRF paging of `items` as the request asks: a page, its size, and the total. */
function pageFor(url: URL, items: unknown[]) {
  const size = Number(url.searchParams.get('page_size') ?? 20);
  const number = Number(url.searchParams.get('page') ?? 1);
  const last = Math.max(1, Math.ceil(items.length / size));
  if (number > last) return json({ detail: 'Invalid page.' }, 404);
  return json({
    count: items.length,
    next: number < last ? `${url.origin}${url.pathname}?page=${number + 1}` : null,
    previous: null,
    results: items.slice((number - 1) * size, number * size),
  });
}

/**
 * The production service: it ignores `portfolio_id` and `organization_id` on the segments list
 * and lists the segments of every portfolio the user can read, in all their organizations. The
 * reports list is an extension it answers 404, unless `reports` is given.
 */
function stubPublishedService(segments: Segment[], reports?: Record<string, unknown[]>) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/portfolios/') {
      const organizationId = url.searchParams.get('organization_id');
      return pageFor(url, organizationId === TEST_ORG.id ? [P1, P2] : [OTHER_ORG_PORTFOLIO]);
    }
    if (url.pathname === '/api/v1/segments/') return pageFor(url, segments);
    if (url.pathname === '/api/v1/reports/' && reports) {
      return pageFor(url, reports[url.searchParams.get('portfolio_id') ?? ''] ?? []);
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

describe('segments list on a service that ignores its filters', { timeout: 60_000 }, () => {
  it('shows only the chosen portfolio’s segments of this organization, counted and paged', async () => {
    stubPublishedService([
      listedSegment('Young savers', P1),
      listedSegment('Elsewhere one', OTHER_ORG_PORTFOLIO),
      listedSegment('Claimants', P2),
      listedSegment('Retirees', P1),
      listedSegment('Elsewhere two', OTHER_ORG_PORTFOLIO),
      listedSegment('Students', P1),
    ]);
    const user = userEvent.setup();
    renderWithApp(<SegmentsPage />, {
      path: `/segments?portfolio_id=${P1.id}&page_size=2`,
      route: '/segments',
    });

    expect(await screen.findByRole('article', { name: 'Young savers' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Retirees' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    expect(screen.queryByText(/Some segments may be missing/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByRole('article', { name: 'Students' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
  });

  it('shows every portfolio of this organization and none of another', async () => {
    stubPublishedService([
      listedSegment('Young savers', P1),
      listedSegment('Elsewhere one', OTHER_ORG_PORTFOLIO),
      listedSegment('Claimants', P2),
    ]);
    renderWithApp(<SegmentsPage />, { path: '/segments' });
    expect(await screen.findByRole('article', { name: 'Claimants' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Young savers' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Elsewhere one' })).not.toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('says, quietly, when the list was too long to look through in full', async () => {
    stubPublishedService(Array.from({ length: 1010 }, (_, i) => listedSegment(`S${i}`, P1)));
    renderWithApp(<SegmentsPage />, { path: '/segments' });
    expect(await screen.findByRole('article', { name: 'S0' })).toBeInTheDocument();
    expect(screen.getByText(/Some segments may be missing/)).toBeInTheDocument();
    expect(screen.getByText('1–20 of 1,000')).toBeInTheDocument();
  });
});

describe('report links in a segment', { timeout: 60_000 }, () => {
  const configuration = (id: string, reportName = 'Customer pulse Q1') => ({
    id,
    report_name: reportName,
    report_issued_at: ISSUED,
  });

  function learn(reportId: string, configurationId: string, name: string) {
    learnReport(testSession().user.id, {
      id: reportId,
      name: 'Customer pulse Q1',
      // The same instant as the segment's, spelt otherwise.
      issuedAt: '2026-03-01T10:00:00.000+01:00',
      configuration: { id: configurationId, name, isPrimary: false },
    });
  }

  const itemOf = (article: HTMLElement, configurationName: RegExp | string) =>
    within(article)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.match(configurationName))!;

  it('links a configuration this browser saw in a report, and another of that report by its name and issue date', async () => {
    learn(R9, C1, 'All respondents');
    stubPublishedService([
      listedSegment('Young savers', P1, [
        configuration(C1),
        configuration(C2),
        configuration(C3, 'Never opened'),
      ]),
    ]);
    renderWithApp(<SegmentsPage />, { path: '/segments' });
    const article = await screen.findByRole('article', { name: 'Young savers' });

    const links = within(article).getAllByRole('link', { name: 'Customer pulse Q1' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/reports/${R9}?cfg=${C1}`,
      `/reports/${R9}?cfg=${C2}`,
    ]);
    const items = within(article).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('All respondents · issued');
    // Only the report is known for C2: its line names no configuration.
    expect(items[1]).toHaveTextContent(/^Customer pulse Q1 · issued/);
    expect(within(article).queryByRole('link', { name: 'Never opened' })).not.toBeInTheDocument();
    expect(itemOf(article, 'Never opened')).toHaveTextContent('Never opened');
  });

  it('prefers where the reports list places a configuration', async () => {
    learn(R9, C1, 'Seen elsewhere');
    stubPublishedService([listedSegment('Young savers', P1, [configuration(C1)])], REPORTS);
    renderWithApp(<SegmentsPage />, { path: '/segments' });
    const article = await screen.findByRole('article', { name: 'Young savers' });
    await waitFor(() =>
      expect(within(article).getByRole('link', { name: 'Customer pulse Q1' })).toHaveAttribute(
        'href',
        `/reports/${R1}?cfg=${C1}`,
      ),
    );
    expect(article).toHaveTextContent('All respondents · issued');
    expect(article).not.toHaveTextContent('Seen elsewhere');
  });
});
