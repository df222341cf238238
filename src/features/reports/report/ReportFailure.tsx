import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isApiError } from '../../../api/errors';
import { ErrorState } from '../../../components/ErrorState';

interface ReportFailureProps {
  error: unknown;
  onRetry: () => void;
  /** Offered when the view has filters: a link's filters are what the service most often refuses. */
  onResetFilters?: () => void;
}

/**
 * Why a report or its result could not be shown, with the way out that fits: a retry for a
 * failure that may pass, the report list for a report that is not there, and dropping the
 * filters for a view the service refuses (a link with filters this report does not have).
 */
export function ReportFailure({ error, onRetry, onResetFilters }: ReportFailureProps) {
  const { t } = useLingui();
  const status = isApiError(error) && error.kind === 'http' ? error.status : undefined;
  if (status === 404) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ErrorState
          error={error}
          title={t`Report not found`}
          message={t`There is no report with this id, or it is in a portfolio you cannot open.`}
        />
        <Button component={RouterLink} to="/reports">
          <Trans>Back to reports</Trans>
        </Button>
      </Stack>
    );
  }
  const refused = status === 400 && onResetFilters;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ErrorState
        error={error}
        onRetry={onRetry}
        title={refused ? t`These filters do not fit this report` : undefined}
      />
      {onResetFilters && (
        <Button variant={refused ? 'contained' : 'text'} onClick={onResetFilters}>
          <Trans>Reset filters</Trans>
        </Button>
      )}
    </Stack>
  );
}
