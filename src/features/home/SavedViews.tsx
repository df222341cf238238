import { useQuery } from '@tanstack/react-query';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../components/ErrorState';
import { SavedViewList } from '../../components/SavedViewList';
import { savedViewQueries } from '../../queries/saved-views';

const SHOWN = 6;

/** The user's views and the organization's, most recently used first. */
export function SavedViews({ userId, organizationId }: { userId: string; organizationId: string }) {
  const { t } = useLingui();
  const list = useQuery(
    savedViewQueries.list({ userId, organizationId, page: 1, pageSize: SHOWN }),
  );
  return (
    <Card component="section" aria-labelledby="saved-views" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id="saved-views" variant="h2">
            <Trans>Saved views</Trans>
          </Typography>
          {list.data?.store === 'browser' && (
            <Typography variant="body2" color="textSecondary">
              <Trans>Kept in this browser only</Trans>
            </Typography>
          )}
        </Stack>
        {list.isPending ? (
          <Stack spacing={1} role="status" aria-label={t`Loading saved views`}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.results.length === 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
            <BookmarksIcon color="action" aria-hidden />
            <Typography color="textSecondary">
              <Trans>
                A report’s “Views” button saves its filters and configuration under a name, for you
                or your whole organization.
              </Trans>
            </Typography>
          </Stack>
        ) : (
          <SavedViewList
            views={list.data.results}
            store={list.data.store}
            userId={userId}
            showReport
            labelledBy="saved-views"
          />
        )}
      </CardContent>
    </Card>
  );
}
