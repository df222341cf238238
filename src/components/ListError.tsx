import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { isApiError } from '../api/errors';
import type { ListParams } from '../lib/list-params';
import { ErrorState } from './ErrorState';

interface ListErrorProps {
  error: unknown;
  params: ListParams;
  onRetry: () => void;
}

/**
 * A list's failure. A page past the end answers 404 (e.g. a bookmark after items were removed):
 * that is not a missing resource but a stale page number, so it offers the first page instead.
 */
export function ListError({ error, params, onRetry }: ListErrorProps) {
  if (isApiError(error) && error.isNotFound && params.page > 1) {
    const page = params.page;
    return (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => params.setPage(1)}>
            <Trans>Go to page 1</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>There is no page {page}</Trans>
        </AlertTitle>
        <Trans>The list is shorter than it was. Start again from the first page.</Trans>
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
