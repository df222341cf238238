import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { isApiError } from '../api/errors';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  /** In place of the error's own message, where the page can say more than the service did. */
  message?: string;
}

/** A failure a user can act on: what went wrong in plain words, and a retry when retrying can help. */
export function ErrorState({ error, onRetry, title, message: messageProp }: ErrorStateProps) {
  const { t } = useLingui();
  const apiError = isApiError(error) ? error : null;
  const heading =
    title ??
    (apiError?.isForbidden
      ? t`Not available for your role`
      : apiError?.isNotFound
        ? t`Not found`
        : apiError?.kind === 'network'
          ? t`Cannot reach the server`
          : t`Something went wrong`);
  const message =
    messageProp ??
    (error instanceof Error ? error.message : t`An unexpected error occurred. Please try again.`);
  // A refusal (4xx) would come back the same: only an unreachable server, a server error or a
  // throttle is offered a retry.
  const canRetry = onRetry && (apiError?.kind !== 'http' || apiError.isTransient);
  return (
    <Alert
      severity={apiError?.isForbidden ? 'info' : 'error'}
      variant="outlined"
      action={
        canRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{heading}</AlertTitle>
      {message}
    </Alert>
  );
}
