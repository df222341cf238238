import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import { ExportDialog } from './ExportDialog';
import { REGION, readyResult, reportOf, resultAttitude } from '../shared/report.fixture';

const report = reportOf(readyResult([resultAttitude(1)]));
const { configurations } = report.dataset;

function open(props: Partial<Parameters<typeof ExportDialog>[0]> = {}) {
  return renderWithApp(
    <ExportDialog
      report={report}
      result={configurations.result}
      configuration={configurations}
      primaryName="All"
      filters={[]}
      onClose={() => {}}
      {...props}
    />,
  );
}

describe('ExportDialog', () => {
  it('says the file is the whole configuration’s, not the filtered group on screen', async () => {
    open({ filters: [{ dataset_filterable_id: REGION, value: ['Europe'] }] });
    expect(await screen.findByTestId('export-scope')).toHaveTextContent(
      'The file holds the whole configuration’s respondents, not the group on screen: the download takes no filters. The page’s filters (Region: Europe) do not apply.',
    );
  });

  it('says nothing of the kind for the unfiltered primary configuration', async () => {
    open();
    await screen.findByTestId('export-file-name');
    expect(screen.queryByTestId('export-scope')).toBeNull();
  });

  it('names the file after the report and configuration, masking and columns left out', async () => {
    open({
      configuration: { ...configurations, name: 'Europe only', is_primary: false },
      primaryName: 'All respondents',
    });
    expect(await screen.findByTestId('export-scope')).toHaveTextContent(
      'The page shows “Europe only”; the file holds the primary configuration.',
    );
    const name = screen.getByTestId('export-file-name');
    expect(name).toHaveTextContent(
      'Saved as Retail Banking CX - All respondents - text masked - all columns.csv',
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('switch', { name: 'Mask text violations' }));
    await user.click(screen.getByRole('checkbox', { name: 'comment' }));
    expect(name).toHaveTextContent(
      'Saved as Retail Banking CX - All respondents - text unmasked - 1 column omitted.csv',
    );
  });
});
