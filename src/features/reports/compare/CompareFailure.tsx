import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** A refusal of one group, said as the service's words after the group's name. */
function groupBRefusal(message: string): string {
  const reason = withoutField(message);
  return t`Group B: ${reason}`;
}

function groupARefusal(message: string): string {
  const reason = withoutField(message);
  return t`Group A: ${reason}`;
}

/**
 * Why a comparison could not be made: the service's own words when it refuses group B (another
 * model version, a configuration or filter of another report), or a report that cannot be read.
 * The way out (change group B, leave) is the compare toolbar's, just above.
 */
export function CompareFailure({ error, onRetry }: CompareFailureProps) {
  const { t } = useLingui();
  if (isApiError(error) && error.kind === 'http' && error.status === 400) {
    const messages = [
      ...(error.fieldErrors.b ?? []).map(groupBRefusal),
      ...(error.fieldErrors.a ?? []).map(groupARefusal),
      ...error.nonFieldErrors,
    ];
    return (
      <Alert severity="error" variant="outlined" data-testid="compare-refused">
        <AlertTitle>
          <Trans>The service cannot compare these groups</Trans>
        </AlertTitle>
        {messages.length > 0 ? messages.join(' ') : error.message}
      </Alert>
    );
  }
  if (isApiError(error) && error.isNotFound) {
    return (
      <ErrorState
        error={error}
        title={t`Group B’s report was not found`}
        message={t`There is no report with that id, or it is in a portfolio you cannot open.`}
      />
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
