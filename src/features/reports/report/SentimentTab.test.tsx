import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { REPORT_ID } from '../shared/report-summary.fixture';
import { SentimentTab } from './SentimentTab';

afterEach(() => vi.unstubAllGlobals());

function renderTab(selected: string[]) {
  const { requests } = stubFetch(() => json({ configuration_id: REPORT_ID, attitudes: [] }));
  renderWithApp(
    <SentimentTab
      reportId={REPORT_ID}
      configurationId={REPORT_ID}
      configurationName="All respondents"
      attitudeNames={['Trust', 'Speed of service']}
      selected={selected}
      onSelect={() => {}}
      reportName="Retail Banking CX"
    />,
  );
  return requests;
}

describe('SentimentTab', () => {
  it("shows a link's attitude in the report's own spelling", async () => {
    const requests = renderTab(['trust']);
    expect(await screen.findByRole('button', { name: 'Trust' })).toBeInTheDocument();
    expect(new URL(requests[0]!.url).searchParams.getAll('attitudes')).toEqual(['trust']);
  });

  it('says when a name in the link is no attitude of the report', async () => {
    renderTab(['Nonexistent']);
    expect(
      await screen.findByText(/This report has no attitude called “Nonexistent”/),
    ).toBeInTheDocument();
  });

  it('names an unknown attitude even beside one that has comments', async () => {
    stubFetch(() =>
      json({
        configuration_id: REPORT_ID,
        attitudes: [
          {
            attitude_id: 'a1',
            keyword: 'Trust',
            topics: [
              {
                topic: 'Product',
                positive: 3,
                neutral: 1,
                negative: 1,
                total: 5,
                mean_sentiment: 0.4,
              },
            ],
          },
        ],
      }),
    );
    renderWithApp(
      <SentimentTab
        reportId={REPORT_ID}
        configurationId={REPORT_ID}
        configurationName="All respondents"
        attitudeNames={['Trust']}
        selected={['trust', 'bogus']}
        onSelect={() => {}}
        reportName="Retail Banking CX"
      />,
    );
    expect(
      await screen.findByText(/This report has no attitude called “bogus”: it is left out/),
    ).toBeInTheDocument();
  });
});
