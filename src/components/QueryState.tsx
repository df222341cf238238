import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorState } from './ErrorState';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown while the first load is pending; a spinner by default. */
  loading?: ReactNode;
  /** Decides emptiness; `empty` is shown instead of children when it says so. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one place a page's query becomes pending, error (with retry), empty or content. Once data
 * is on screen a failed background refetch leaves it there (the query cache shows a notice).
 */
export function QueryState<T>({ query, loading, isEmpty, empty, children }: QueryStateProps<T>) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      loading ?? (
        <Box
          role="status"
          aria-label={t`Loading`}
          sx={{ display: 'grid', placeItems: 'center', py: 6 }}
        >
          <CircularProgress />
        </Box>
      )
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(query.data) && empty) return empty;
  return children(query.data);
}
