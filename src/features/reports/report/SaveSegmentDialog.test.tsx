import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub';
import { TEST_ORG, renderWithApp } from '../../../test/render';
import { readyResult, reportOf, resultAttitude } from '../shared/report.fixture';
import { SaveSegmentDialog } from './SaveSegmentDialog';

const REPORT = reportOf(readyResult([resultAttitude(1)]));
const CONFIGURATION = REPORT.dataset.configurations;
const RETAIL = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Retail Banking' };
const WEALTH = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Wealth Management' };

afterEach(() => vi.unstubAllGlobals());

/** A service that keeps the configuration only in the Wealth portfolio, as it drops others. */
function stubService() {
  return stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/v1/portfolios/') {
      return json({ count: 2, next: null, previous: null, results: [RETAIL, WEALTH] });
    }
    if (pathname === '/api/v1/segments/' && request.method === 'POST') {
      const body = (await request.json()) as { name: string; portfolio_id: string };
      const portfolio = body.portfolio_id === WEALTH.id ? WEALTH : RETAIL;
      return json(
        {
          id: '00000000-0000-4000-8000-0000000000c1',
          name: body.name,
          description: '',
          portfolio,
          configurations:
            portfolio === WEALTH
              ? [
                  {
                    id: CONFIGURATION.id,
                    report_name: REPORT.name,
                    report_issued_at: REPORT.issued_at,
                  },
                ]
              : [],
        },
        201,
      );
    }
    return json({ detail: 'Not found.' }, 404);
  });
}

describe('SaveSegmentDialog', () => {
  it('asks for the portfolio when the report’s is unknown, and says when the service left the configuration out', async () => {
    const { requests } = stubService();
    const onClose = vi.fn();
    renderWithApp(
      <SaveSegmentDialog
        report={REPORT}
        configuration={CONFIGURATION}
        portfolio={undefined}
        organizationId={TEST_ORG.id}
        onClose={onClose}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Save as segment' });

    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    expect(within(dialog).getByText('Choose the portfolio the report belongs to.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Portfolio/ }));
    await user.click(await screen.findByRole('option', { name: 'Retail Banking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    expect(await within(dialog).findByTestId('configuration-left-out')).toHaveTextContent(
      'the report is not in that portfolio',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: /Portfolio/ }));
    await user.click(await screen.findByRole('option', { name: 'Wealth Management' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = requests.filter((r) => r.method === 'POST');
    expect(await posted.at(-1)!.json()).toMatchObject({
      portfolio_id: WEALTH.id,
      configuration_ids: [CONFIGURATION.id],
    });
  });

  it('does not ask when the portfolio is known', () => {
    stubService();
    renderWithApp(
      <SaveSegmentDialog
        report={REPORT}
        configuration={CONFIGURATION}
        portfolio={RETAIL}
        organizationId={TEST_ORG.id}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save as segment' });
    expect(within(dialog).queryByRole('combobox', { name: /Portfolio/ })).toBeNull();
    expect(dialog).toHaveTextContent('Creates a segment in the portfolio “Retail Banking”');
  });
});
