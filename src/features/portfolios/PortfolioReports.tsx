import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDate, formatInteger } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import { reportQueries, type ReportSummary } from '../../queries/reports';
import { SectionCard } from './SectionCard';

/** The report kinds the service tags; another tag is shown as sent. */
const TAG_LABELS: Record<string, MessageDescriptor> = {
  competitive: msg({ message: 'Competitive', context: 'report kind' }),
  segment: msg({ message: 'Segment', context: 'report kind' }),
  industry: msg({ message: 'Industry', context: 'report kind' }),
};

/** The portfolio's reports (reports-list extension), paginated with the page in the URL. */
export function PortfolioReports({
  portfolioId,
  params,
}: {
  portfolioId: string;
  params: ListParams;
}) {
  const { t, i18n } = useLingui();
  const query = useQuery({
    ...reportQueries.list({ portfolioId, page: params.page, pageSize: params.pageSize }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  /** When it was issued, its kind, and how many configurations it has: separate facts, dotted. */
  const details = (report: ReportSummary) => {
    const issued = formatDate(report.issued_at);
    const tag = TAG_LABELS[report.tags];
    const count = report.configurations.length;
    return [
      t`Issued ${issued}`,
      tag ? i18n._(tag) : report.tags,
      t`${plural(count, { one: '# configuration', other: '# configurations' })}`,
    ].join(' · ');
  };

  return (
    <SectionCard
      id="portfolio-reports"
      title={t`Reports`}
      meta={data ? `(${formatInteger(data.count)})` : undefined}
      action={
        data ? (
          // The reports page reads its portfolio filter from `portfolio`.
          <Button component={RouterLink} to={`/reports?portfolio=${portfolioId}`} size="small">
            <Trans>Open in Reports</Trans>
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Box role="status" aria-label={t`Loading reports`} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : query.isError ? (
        <ListError error={query.error} params={params} onRetry={() => void query.refetch()} />
      ) : data === null || data === undefined ? (
        <Alert severity="info" variant="outlined">
          <Trans>
            This service does not list reports.{' '}
            <Link component={RouterLink} to="/reports">
              How reports reach you
            </Link>
          </Trans>
        </Alert>
      ) : data.count === 0 ? (
        <Typography color="textSecondary">
          <Trans>This portfolio has no reports yet.</Trans>
        </Typography>
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
                    secondary={details(report)}
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
