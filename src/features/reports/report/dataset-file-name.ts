import { plural, t } from '@lingui/core/macro';
import { safeFilename } from '../../../lib/download';

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
      masked
        ? t({ message: 'text masked', comment: 'Part of a downloaded file’s name.' })
        : t({ message: 'text unmasked', comment: 'Part of a downloaded file’s name.' }),
      omitted > 0
        ? plural(omitted, { one: '# column omitted', other: '# columns omitted' })
        : t({ message: 'all columns', comment: 'Part of a downloaded file’s name.' }),
    ]
      .filter(Boolean)
      .join(' - '),
    'csv',
  );
}
