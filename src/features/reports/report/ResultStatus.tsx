import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../../lib/format';
import type { Result } from '../../../queries/reports';
import { quotedList } from '../shared/report-labels';
import { useElapsedSeconds } from './use-report-result';

/** Shown (mounted) while an asynchronous result is computed; counts the seconds since. */
export function PendingBanner({ onCancel }: { onCancel: () => void }) {
  const elapsed = formatInteger(useElapsedSeconds(true));
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<CircularProgress size={20} aria-hidden />}
      action={
        <Button color="inherit" size="small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      }
      data-testid="async-pending"
    >
      <AlertTitle>
        <Trans>Pending</Trans>
      </AlertTitle>
      <span role="status">
        <Trans>Computing the filtered result on the server… {elapsed} s elapsed.</Trans>
      </span>{' '}
      <Trans>Any figures below are the previous ones until it is ready.</Trans>
    </Alert>
  );
}

interface UnsettledProps {
  result: Result;
  onRetry: () => void;
  onResetFilters: () => void;
  /** Filter values typed by hand that never matched before: perhaps spelled otherwise. */
  typed?: string[] | undefined;
}

/** A result without figures: failed, under the privacy floor, or a state we do not know. */
export function UnsettledResult({ result, onRetry, onResetFilters, typed }: UnsettledProps) {
  const { t } = useLingui();
  const { status, status_message: message } = result.state;
  if (status === 'insufficient_data') {
    const spellings = typed && typed.length > 0 ? quotedList(typed, 'conjunction') : undefined;
    return (
      <Alert
        severity="warning"
        variant="outlined"
        data-testid="privacy-floor"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={onResetFilters}
            sx={{ whiteSpace: 'nowrap' }}
          >
            <Trans>Reset filters</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>Too few respondents to show</Trans>
        </AlertTitle>
        <Trans>
          Fewer than 5 respondents match these filters, or fewer than 5 are left outside them. To
          protect their privacy, results are only shown when the group and the rest of the
          respondents each number 5 or more. Remove a filter or choose other values.
        </Trans>
        {spellings && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="typed-values-hint">
            <Trans>
              Typed values are matched exactly, capitals and spaces included: check how the survey
              spells {spellings}.
            </Trans>
          </Typography>
        )}
      </Alert>
    );
  }
  if (status === 'failed') {
    return (
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>The result could not be computed</Trans>
        </AlertTitle>
        {message || t`The server reported a failure without a message.`}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      <AlertTitle>
        {status ? <Trans>Result is {status}</Trans> : <Trans>Result is not ready</Trans>}
      </AlertTitle>
      <Stack spacing={0.5}>{message || t`There are no figures to show yet.`}</Stack>
    </Alert>
  );
}
