import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { ListError } from '../../../components/ListError';
import { PageContainer } from '../../../components/PageContainer';
import { PaginationBar } from '../../../components/PaginationBar';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { portfolioQueries } from '../../../queries/portfolios';
import { useSession } from '../../../lib/session';
import { OpenByIdCard } from './OpenByIdCard';
import { RecentReportsCard } from './RecentReportsCard';
import { ReportListFilters } from './ReportListFilters';
import { parseTag, tagLabel } from '../shared/report-labels';
import { readReportView, resultViewOf } from '../shared/report-view';
import { reportQueries, type ReportSummary } from '../../../queries/reports';
import { preloadReportPage } from '../report-code';
import { useIntentPrefetch } from './use-intent-prefetch';

/**
 * Rows shaped like the list's own (a name over a line of details), as many as a page will likely
 * show: a shorter stand-in let the list push the cards below it down the screen as it arrived.
 */
function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <Box
      role="status"
      aria-label={t`Loading reports`}
      sx={{ borderTop: 1, borderColor: 'divider' }}
    >
      {Array.from({ length: rows }, (_, row) => (
        <Box key={row} sx={{ px: 2, py: 1.75, borderBottom: 1, borderColor: 'divider' }}>
          <Typography>
            <Skeleton width="45%" />
          </Typography>
          <Typography variant="body2">
            <Skeleton width="30%" />
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What a report opens with: its primary configuration, no filter. */
const FIRST_VIEW = resultViewOf(readReportView(new URLSearchParams()));

function ReportRow({ report }: { report: ReportSummary }) {
  const configurations = report.configurations.length;
  const portfolioName = report.portfolio.name;
  const issued = formatDate(report.issued_at);
  const queryClient = useQueryClient();
  const intent = useIntentPrefetch(
    () => void queryClient.prefetchQuery(reportQueries.result(report.id, FIRST_VIEW)),
  );
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={`/reports/${report.id}`} {...intent}>
        <ListItemText
          primary={report.name}
          secondary={plural(configurations, {
            one: `${portfolioName} · issued ${issued} · # configuration`,
            other: `${portfolioName} · issued ${issued} · # configurations`,
          })}
          slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
        />
        <Chip size="small" variant="outlined" label={tagLabel(report.tags)} sx={{ ml: 1 }} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * Finding a report: the organization's reports (an extension of the service), those viewed
 * recently in this browser, and "open by id", so the page works with or without the extension.
 */
export default function ReportsPage() {
  const { t } = useLingui();
  const { organization } = useSession();
  const organizationName = organization.name;
  const params = useListParams();
  const portfolioId = params.get('portfolio') ?? undefined;
  const tag = parseTag(params.get('tag'));
  const portfolios = useQuery(portfolioQueries.everything(organization.id));
  const list = useQuery({
    ...reportQueries.list({
      organizationId: organization.id,
      portfolioId,
      tag,
      page: params.page,
      pageSize: params.pageSize,
    }),
  });
  // Opening a report is what this page is for: once the list is in, the report page's code and
  // the report index it reads (configurations, portfolio) load while the user chooses.
  const queryClient = useQueryClient();
  const listed = list.isFetched;
  useEffect(() => {
    if (!listed) return;
    preloadReportPage();
    void queryClient.prefetchQuery(reportQueries.index({ organizationId: organization.id }));
  }, [listed, queryClient, organization.id]);
  const filtered = Boolean(portfolioId || tag);
  const unavailable = list.data === null;
  const page = list.data ?? undefined;

  return (
    <PageContainer
      title={t`Reports`}
      subtitle={t`Open a report to explore its results, filter it and export its data.`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(260px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" component="section" aria-labelledby="all-reports">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography id="all-reports" variant="h3" component="h2">
              {organizationName ? (
                <Trans>{organizationName} reports</Trans>
              ) : (
                <Trans>Organization reports</Trans>
              )}
            </Typography>
            {!unavailable && (
              <ReportListFilters
                portfolioId={portfolioId}
                tag={tag}
                portfolios={portfolios.data?.items}
                onChange={params.setFilters}
              />
            )}
          </Stack>
          {list.isPending ? (
            <ListSkeleton rows={Math.min(params.pageSize, 10)} />
          ) : list.isError ? (
            <Box sx={{ p: 2 }}>
              <ListError error={list.error} params={params} onRetry={() => void list.refetch()} />
            </Box>
          ) : unavailable ? (
            <Alert
              severity="info"
              variant="outlined"
              sx={{ m: 2 }}
              data-testid="how-reports-reach-you"
            >
              <AlertTitle>
                <Trans>How reports reach you on this service</Trans>
              </AlertTitle>
              <Trans>
                This service does not list reports: each one reaches you as a link. Ask the
                colleague who shares your survey results for it (every report has a “Copy link”
                button), or open it by its id below. Once a report has been opened in this browser,
                it stays under “Recently viewed”, and the segments that hold its configurations link
                to it.
              </Trans>
            </Alert>
          ) : !page || page.results.length === 0 ? (
            <Box sx={{ p: 2 }}>
              <EmptyState
                icon={<AssessmentIcon fontSize="inherit" />}
                title={filtered ? t`No reports match` : t`No reports yet`}
                description={
                  filtered
                    ? t`Try another portfolio or tag.`
                    : t`Reports of your portfolios appear here once they are issued.`
                }
              />
            </Box>
          ) : (
            <>
              <List
                disablePadding
                aria-label={t`Reports`}
                sx={{ borderTop: 1, borderColor: 'divider' }}
              >
                {page.results.map((report) => (
                  <ReportRow key={report.id} report={report} />
                ))}
              </List>
              <PaginationBar count={page.count} params={params} />
            </>
          )}
        </Paper>
        <Stack spacing={3}>
          <RecentReportsCard />
          <OpenByIdCard />
        </Stack>
      </Box>
    </PageContainer>
  );
}
