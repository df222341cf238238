import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ListError } from '../../components/ListError';
import { PageContainer } from '../../components/PageContainer';
import { PaginationBar } from '../../components/PaginationBar';
import { useListParams } from '../../lib/list-params';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { activityQueries, distinctActors } from '../../queries/activity';
import { deletedTargets } from './activity-link';
import {
  ACTIVITY_PAGE_SIZE,
  activityFiltersOf,
  FILTER_PARAMS,
  hasFilters,
  readActivityFilters,
} from './activity-list-params';
import { ActivityCards } from './ActivityCards';
import { ActivityFilters, type FilterChange } from './ActivityFilters';
import { ActivityForbidden, ActivitySkeleton, ActivityUnavailable } from './ActivityStates';
import { ActivityTable } from './ActivityTable';
import { useActivityExport } from './use-activity-export';

export default function ActivityPage() {
  const session = useSession();
  const params = useListParams({ defaultPageSize: ACTIVITY_PAGE_SIZE });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const { t } = useLingui();

  const organization = session.organization;
  const organizationLabel =
    organization.name ??
    t({
      message: 'your organization',
      context: 'in place of the organization’s name, after “in” or “of”',
    });
  const allowed = can.viewActivity(session.role);
  const urlFilters = readActivityFilters(params);
  const filters = activityFiltersOf(urlFilters, organization.id);
  // Only administrators may read the log (docs/decisions.md, Roles): anyone else is told so
  // without a request the service would refuse.
  const query = useQuery({
    ...activityQueries.list({ ...filters, page: params.page, pageSize: params.pageSize }),
    enabled: allowed,
  });
  const unavailable = query.data === null;
  const actorsQuery = useQuery({
    ...activityQueries.actors(organization.id),
    enabled: allowed && !unavailable,
  });
  const forbidden = !allowed || (isApiError(query.error) && query.error.isForbidden);

  const entries = useMemo(() => query.data?.results ?? [], [query.data]);
  const deleted = useMemo(() => deletedTargets(entries), [entries]);
  // The people of the latest sign-ins, and anyone else the page in view shows.
  const actors = useMemo(
    () => distinctActors([...(actorsQuery.data ?? []), ...entries.map((entry) => entry.actor)]),
    [entries, actorsQuery.data],
  );

  const { exporting, exportCsv } = useActivityExport(filters, organization.name);

  const changeFilters = (change: FilterChange) => params.setFilters(change);
  const resetFilters = () =>
    params.setFilters(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])));
  const filtered = hasFilters(urlFilters);
  const count = query.data?.count;

  return (
    <PageContainer
      title={t`Activity`}
      subtitle={t`Who did what in ${organizationLabel}, newest first.`}
      actions={
        !forbidden &&
        !unavailable && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingPosition="start"
            disabled={!count}
          >
            <Trans>Export CSV</Trans>
          </Button>
        )
      }
    >
      {!forbidden && !unavailable && (
        <ActivityFilters
          filters={urlFilters}
          actors={actors}
          onChange={changeFilters}
          onReset={resetFilters}
          folded={!wide}
        />
      )}

      <Box component="section" aria-label={t`Activity log`}>
        {forbidden ? (
          <ActivityForbidden role={session.role} organizationName={organizationLabel} />
        ) : unavailable ? (
          <ActivityUnavailable />
        ) : query.isError && !query.data ? (
          <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
        ) : count === 0 ? (
          <EmptyState
            icon={<HistoryIcon fontSize="inherit" />}
            title={filtered ? t`No activity matches these filters` : t`No activity yet`}
            description={
              filtered
                ? t`Try a longer time range, another person or another action, or reset the filters.`
                : t`Sign-ins, invitations, profile changes, segments, saved views and dataset downloads in ${organizationLabel} will show here.`
            }
          />
        ) : (
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            <Box sx={{ height: 4 }}>
              {query.isFetching && !query.isPending && (
                <LinearProgress aria-label={t`Loading activity`} />
              )}
            </Box>
            {query.isPending || !query.data ? (
              <ActivitySkeleton wide={wide} />
            ) : (
              <>
                {wide ? (
                  <ActivityTable entries={entries} deleted={deleted} />
                ) : (
                  <ActivityCards entries={entries} deleted={deleted} />
                )}
                <PaginationBar count={query.data.count} params={params} />
              </>
            )}
          </Paper>
        )}
      </Box>
    </PageContainer>
  );
}
