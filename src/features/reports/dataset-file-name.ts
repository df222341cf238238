import { safeFilename } from '../../lib/download';

/**
 * The dataset download's file name, saying what the file holds: the report, the configuration
 * whose respondents it lists, whether comment text was masked and whether columns were left out.
 */
export function datasetFileName(options: {
  report: string;
  /** The configuration the file holds (the primary one); left out when not known. */
  configuration: string | undefined;
  masked: boolean;
  omitted: number;
}): string {
  const { report, configuration, masked, omitted } = options;
  return safeFilename(
    [
      report,
      configuration,
      masked ? 'text masked' : 'text unmasked',
      omitted > 0 ? `${omitted} ${omitted === 1 ? 'column' : 'columns'} omitted` : 'all columns',
    ]
      .filter(Boolean)
      .join(' - '),
    'csv',
  );
}
