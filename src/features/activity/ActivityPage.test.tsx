import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../lib/download';
import type * as Download from '../../lib/download';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithApp, TEST_ORG, testSession } from '../../test/render';
import {
  ALICE,
  activityEntry,
  activityPage,
  NOAH,
  REPORT,
  REPORT_TARGET,
} from './activity.fixture';
import ActivityPage from './ActivityPage';

// The file is handed over as a blob, which the test reads instead of a browser's download.
vi.mock('../../lib/download', async (original) => ({
  ...(await original<typeof Download>()),
  saveBlob: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
});

const REVOKED = activityEntry({
  action: 'invitation.status_changed',
  details: { changes: { status: { from: 0, to: 4 } } },
});
const DOWNLOAD = activityEntry({
  action: 'report.dataset_downloaded',
  actor: NOAH,
  target: REPORT_TARGET,
  details: { mask_text_violations: true, omit_columns: ['comment', 'age'] },
});
const DELETED = activityEntry({
  action: 'invitation.deleted',
  target: { type: 'invitation', id: NOAH.id, label: 'gone@example.com' },
  details: { email: 'gone@example.com', status: 0 },
});
const ENTRIES = [REVOKED, DOWNLOAD, DELETED];

/** The service: the log's list (sign-ins for the people filter), or what `list` answers. */
function stubService(list: (url: URL) => Response = () => json(activityPage(ENTRIES))) {
  return stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/v1/activity/') return json({ detail: 'Not found.' }, 404);
    if (
      url.searchParams.get('action') === 'auth.login' &&
      url.searchParams.get('page_size') === '100'
    ) {
      return json(activityPage([activityEntry({ action: 'auth.login', actor: NOAH })]));
    }
    return list(url);
  });
}

/** A screen at least `sm` wide, where the entries are a table (jsdom has no media queries). */
function wideScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const listRequests = (requests: Request[]) =>
  requests
    .map((r) => new URL(r.url).searchParams)
    .filter((query) => query.get('page_size') !== '100');

describe('activity page', { timeout: 60_000 }, () => {
  it('asks for the filters in the URL, and puts the filters chosen in the URL', async () => {
    const { requests } = stubService();
    wideScreen();
    const { router } = renderWithApp(<ActivityPage />, {
      path: '/activity?action=invitation.status_changed&from=2026-03-01&page=2',
    });
    await screen.findByText(/revoked the invitation of/);
    const first = listRequests(requests)[0]!;
    expect(first.get('organization_id')).toBe(TEST_ORG.id);
    expect(first.get('action')).toBe('invitation.status_changed');
    expect(first.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(first.get('page')).toBe('2');
    expect(first.get('page_size')).toBe('50');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Dataset downloaded' }));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Noah Patel' }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-04' } });

    const search = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(search().get('to')).toBe('2026-03-04'));
    // A filter change starts again from the first page.
    expect(Object.fromEntries(search())).toEqual({
      action: 'report.dataset_downloaded',
      from: '2026-03-01',
      actor: NOAH.id,
      to: '2026-03-04',
    });
    await waitFor(() => {
      const last = listRequests(requests).at(-1)!;
      expect(last.get('action')).toBe('report.dataset_downloaded');
      expect(last.get('actor')).toBe(NOAH.id);
      expect(last.get('to')).toBe(new Date(2026, 2, 5).toISOString());
      expect(last.get('page')).toBe('1');
    });

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('reads each entry as a sentence, linking the targets that still exist', async () => {
    stubService();
    wideScreen();
    renderWithApp(<ActivityPage />, { path: '/activity' });
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'What happened', 'Action']);
    const rows = within(table).getAllByTestId('activity-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Alice Moreno revoked the invitation of bruno.schmidt@example.com',
      'Noah Patel downloaded the dataset of “Retail Banking CX 2026 Q3” (text masked, 2 columns left out)',
      'Alice Moreno deleted the pending invitation of gone@example.com',
    ]);
    expect(
      within(rows[0]!).getByRole('link', { name: 'bruno.schmidt@example.com' }),
    ).toHaveAttribute('href', '/invitations?status=4');
    expect(within(rows[1]!).getByRole('link', { name: REPORT.name })).toHaveAttribute(
      'href',
      `/reports/${REPORT.id}`,
    );
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: 'Invitation status changed' })).toBeVisible();
    // The time reads relative, with the exact one at hand.
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', REVOKED.at);
  });

  it('shows the entries as cards on a narrow screen, the filters folded away', async () => {
    stubService();
    renderWithApp(<ActivityPage />, {
      path: '/activity?action=invitation.status_changed&from=2026-03-01',
    });
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Action' })).not.toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: 'Action' })).toHaveTextContent(
      'Invitation status changed',
    );

    const list = await screen.findByRole('list', { name: 'Activity' });
    const [first] = within(list).getAllByTestId('activity-row');
    expect(first).toHaveTextContent(
      'Alice Moreno revoked the invitation of bruno.schmidt@example.com',
    );
    expect(first).toHaveTextContent('Invitation status changed');
    expect(within(first!).getByRole('link')).toHaveAttribute('href', '/invitations?status=4');
  });

  it('offers the people of the log, and names someone it has not seen "Selected person"', async () => {
    stubService();
    wideScreen();
    const stranger = '80000000-0000-4000-8000-0000000000ff';
    renderWithApp(<ActivityPage />, { path: `/activity?actor=${stranger}` });
    await screen.findAllByTestId('activity-row');
    const person = screen.getByRole('combobox', { name: 'Person' });
    expect(person).toHaveTextContent('Selected person');
    await userEvent.setup({ delay: null }).click(person);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Everyone',
      'Selected person',
      ALICE.name,
      NOAH.name,
    ]);
  });

  it('tells a member the log is for administrators, without asking the service', async () => {
    const { requests } = stubService();
    renderWithApp(<ActivityPage />, { path: '/activity', session: testSession(0) });
    expect(await screen.findByText('The activity log is for administrators')).toBeInTheDocument();
    expect(screen.getByText(/You are a member of Acme Research/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Action' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('explains a 403 the service answers an administrator instead of failing', async () => {
    stubService(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    renderWithApp(<ActivityPage />, { path: '/activity' });
    expect(await screen.findByText('The activity log is for administrators')).toBeInTheDocument();
  });

  it('explains a service without the activity log, rather than failing', async () => {
    stubFetch(() => json({ detail: 'Not found.' }, 404));
    renderWithApp(<ActivityPage />, { path: '/activity?action=auth.login' });
    expect(await screen.findByText('This service keeps no activity log')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Action' })).not.toBeInTheDocument();
  });

  it('tells an empty filter result from an empty log', async () => {
    stubService(() => json(activityPage([])));
    wideScreen();
    const { router, unmount } = renderWithApp(<ActivityPage />, {
      path: '/activity?target=segment',
    });
    expect(await screen.findByText('No activity matches these filters')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filters' });
    await userEvent
      .setup({ delay: null })
      .click(within(filters).getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    unmount();
  });

  it('exports the filtered log as CSV: the sentence column, and formulas kept from running', async () => {
    const hostile = activityEntry({
      action: 'segment.created',
      actor: { id: NOAH.id, name: '=cmd|calc' },
      target: { type: 'segment', id: NOAH.id, label: '@SUM(A1)' },
    });
    const { requests } = stubService(() => json(activityPage([REVOKED, hostile])));
    renderWithApp(<ActivityPage />, { path: '/activity?action=segment.created' });
    await screen.findAllByTestId('activity-row');
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(fileName).toMatch(/^activity-acme-research-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Time,Actor,Action,Target type,Target,Details');
    expect(lines[1]).toBe(
      `${REVOKED.at},Alice Moreno,invitation.status_changed,invitation,bruno.schmidt@example.com,Alice Moreno revoked the invitation of bruno.schmidt@example.com`,
    );
    expect(lines[2]).toBe(
      `${hostile.at},'=cmd|calc,segment.created,segment,'@SUM(A1),'=cmd|calc created the segment “@SUM(A1)”`,
    );
    // The export asked for the same filters, a hundred at a time.
    const exported = requests
      .map((r) => new URL(r.url).searchParams)
      .filter((query) => query.get('page_size') === '100' && query.get('action') !== 'auth.login');
    expect(exported.map((query) => query.get('action'))).toEqual(['segment.created']);
    expect(await screen.findByText(/Exported 2 entries to activity-acme-research/)).toBeVisible();
  });
});
