import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListError } from '../../components/ListError';
import { PaginationBar } from '../../components/PaginationBar';
import { formatDate } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import { reportQueries } from '../../queries/reports';
import { SectionCard } from './SectionCard';

const TAG_LABELS: Record<string, string> = {
  competitive: 'Competitive',
  segment: 'Segment',
  industry: 'Industry',
};

/** The portfolio's reports (reports-list extension), paginated with the page in the URL. */
export function PortfolioReports({
  portfolioId,
  params,
}: {
  portfolioId: string;
  params: ListParams;
}) {
  const query = useQuery({
    ...reportQueries.list({ portfolioId, page: params.page, pageSize: params.pageSize }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;

  return (
    <SectionCard
      id="portfolio-reports"
      title="Reports"
      meta={data ? `(${data.count})` : undefined}
      action={
        data ? (
          // The reports page reads its portfolio filter from `portfolio`.
          <Button component={RouterLink} to={`/reports?portfolio=${portfolioId}`} size="small">
            Open in Reports
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Box role="status" aria-label="Loading reports" sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : query.isError ? (
        <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
      ) : data === null || data === undefined ? (
        <Alert severity="info" variant="outlined">
          This service does not list reports.{' '}
          <Link component={RouterLink} to="/reports">
            How reports reach you
          </Link>
        </Alert>
      ) : data.count === 0 ? (
        <Typography color="textSecondary">This portfolio has no reports yet.</Typography>
      ) : (
        <>
          <List disablePadding aria-labelledby="portfolio-reports">
            {data.results.map((report) => (
              <ListItem key={report.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/reports/${report.id}`}>
                  <ListItemIcon sx={{ display: { xs: 'none', sm: 'flex' } }}>
                    <AssessmentIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={report.name}
                    secondary={[
                      `Issued ${formatDate(report.issued_at)}`,
                      TAG_LABELS[report.tags] ?? report.tags,
                      `${report.configurations.length} configuration${report.configurations.length === 1 ? '' : 's'}`,
                    ].join(' · ')}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                  <ChevronRightIcon color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {data.count > params.pageSize || params.page > 1 ? (
            <PaginationBar count={data.count} params={params} />
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
