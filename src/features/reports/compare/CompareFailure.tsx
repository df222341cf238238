import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { isApiError } from '../../../api/errors';
import { ErrorState } from '../../../components/ErrorState';

interface CompareFailureProps {
  error: unknown;
  onRetry: () => void;
}

/** "report_id: this report uses …" → "this report uses …": the field is said by the title. */
const withoutField = (message: string) => message.replace(/^[a-z_]+: /, '');

/**
 * Why a comparison could not be made: the service's own words when it refuses group B (another
 * model version, a configuration or filter of another report), or a report that cannot be read.
 * The way out (change group B, leave) is the compare toolbar's, just above.
 */
export function CompareFailure({ error, onRetry }: CompareFailureProps) {
  if (isApiError(error) && error.kind === 'http' && error.status === 400) {
    const messages = [
      ...(error.fieldErrors.b ?? []).map((m) => `Group B: ${withoutField(m)}`),
      ...(error.fieldErrors.a ?? []).map((m) => `Group A: ${withoutField(m)}`),
      ...error.nonFieldErrors,
    ];
    return (
      <Alert severity="error" variant="outlined" data-testid="compare-refused">
        <AlertTitle>The service cannot compare these groups</AlertTitle>
        {messages.length > 0 ? messages.join(' ') : error.message}
      </Alert>
    );
  }
  if (isApiError(error) && error.isNotFound) {
    return (
      <ErrorState
        error={error}
        title="Group B’s report was not found"
        message="There is no report with that id, or it is in a portfolio you cannot open."
      />
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
