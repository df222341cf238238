import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Configuration } from '../../../queries/reports';

/**
 * Whose rows the file holds: the primary configuration's respondents, with its own saved filters;
 * said plainly when the page shows another group (filters, or another configuration).
 */
export function ExportScope({
  fileConfiguration,
  filterWords,
  configuration,
}: {
  fileConfiguration: string | undefined;
  filterWords: string[];
  configuration: Pick<Configuration, 'name' | 'is_primary'>;
}) {
  const pageFilters = filterWords.join('; ');
  const pageConfiguration = configuration.name;
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        {fileConfiguration ? (
          <Trans>
            One row per respondent of “{fileConfiguration}”, the report’s primary configuration,
            with its own saved filters.
          </Trans>
        ) : (
          <Trans>
            One row per respondent of the report’s primary configuration, with its own saved
            filters.
          </Trans>
        )}
      </Typography>
      {(filterWords.length > 0 || !configuration.is_primary) && (
        <Alert severity="info" variant="outlined" data-testid="export-scope">
          <Trans>
            The file holds the whole configuration’s respondents, not the group on screen: the
            download takes no filters.
          </Trans>
          {filterWords.length > 0 && (
            <>
              {' '}
              <Trans>The page’s filters ({pageFilters}) do not apply.</Trans>
            </>
          )}
          {!configuration.is_primary && (
            <>
              {' '}
              <Trans>
                The page shows “{pageConfiguration}”; the file holds the primary configuration.
              </Trans>
            </>
          )}
        </Alert>
      )}
    </>
  );
}
