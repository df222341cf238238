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
    return (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button color="inherit" size="small" onClick={() => params.setPage(1)}>
            Go to page 1
          </Button>
        }
      >
        <AlertTitle>There is no page {params.page}</AlertTitle>
        The list is shorter than it was. Start again from the first page.
      </Alert>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
