import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { SavedViewList } from '../../../components/SavedViewList';
import type { SavedViewPage } from '../../../queries/saved-views';

/** This report's saved views, or why there are none to show yet. */
export function ReportViewList({
  list,
  userId,
}: {
  list: UseQueryResult<SavedViewPage>;
  userId: string;
}) {
  return list.isPending ? (
    <Skeleton variant="rounded" height={56} />
  ) : list.isError ? (
    <ErrorState error={list.error} onRetry={() => void list.refetch()} />
  ) : list.data.results.length === 0 ? (
    <Typography variant="body2" color="textSecondary">
      <Trans>No saved views of this report yet.</Trans>
    </Typography>
  ) : (
    <SavedViewList
      views={list.data.results}
      store={list.data.store}
      userId={userId}
      labelledBy="report-views"
    />
  );
}
