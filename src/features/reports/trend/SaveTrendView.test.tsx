import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { SaveTrendView } from './SaveTrendView';
import type { TrendPageView } from './trend-view';

const VIEW: TrendPageView = { figure: 'performance_rebased', attitudes: undefined, filters: [] };

function renderSave() {
  return renderWithApp(
    <SaveTrendView
      segmentId="segment-1"
      report={{ id: 'report-8', name: 'Tracker wave 8' }}
      view={VIEW}
    />,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Save view' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this trend as a view' });
  return { user, dialog };
}

describe('SaveTrendView', () => {
  it('asks for a name before sending anything', async () => {
    const { requests } = stubFetch(() => json({}, 500));
    renderSave();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the service's field error beside the name", async () => {
    stubFetch(() => json({ name: ['A view of that name exists.'] }, 400));
    renderSave();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Europe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A view of that name exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('saves the trend privately, says so and closes', async () => {
    const { requests } = stubFetch(async (request) => {
      const body = (await request.clone().json()) as { name: string; scope: string };
      return json(
        {
          id: 'view-1',
          name: body.name,
          scope: body.scope,
          state: {},
          owner: { id: 'user-1', full_name: 'Ada' },
          organization: { id: 'org-1', name: 'Acme' },
          created_at: '2026-11-29T00:00:00Z',
          updated_at: '2026-11-29T00:00:00Z',
        },
        201,
      );
    });
    renderSave();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Europe');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View “Europe” saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = (await requests[0]!.json()) as {
      scope: string;
      state: { tab: string; report_id: string; trend: { segment_id: string } };
    };
    expect(sent.scope).toBe('private');
    expect(sent.state).toMatchObject({
      tab: 'trend',
      report_id: 'report-8',
      trend: { segment_id: 'segment-1' },
    });
  });
});
