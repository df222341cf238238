import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { isApiError } from '../api/errors';

interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** A failure a user can act on: what went wrong in plain words, and a retry when retrying can help. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const apiError = isApiError(error) ? error : null;
  const heading =
    title ??
    (apiError?.isForbidden
      ? 'Not available for your role'
      : apiError?.isNotFound
        ? 'Not found'
        : apiError?.kind === 'network'
          ? 'Cannot reach the server'
          : 'Something went wrong');
  const message =
    error instanceof Error ? error.message : 'An unexpected error occurred. Please try again.';
  const canRetry = onRetry && !apiError?.isForbidden && !apiError?.isNotFound;
  return (
    <Alert
      severity={apiError?.isForbidden ? 'info' : 'error'}
      variant="outlined"
      action={
        canRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{heading}</AlertTitle>
      {message}
    </Alert>
  );
}
