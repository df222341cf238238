import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/ErrorState';
import { formatInteger } from '../../lib/format';
import { segmentQueries } from '../../queries/segments';
import { SectionCard } from './SectionCard';

const SHOWN = 10;

/** The first segments of the portfolio, with the way to all of them on the segments page. */
export function PortfolioSegments({ portfolioId }: { portfolioId: string }) {
  const { t } = useLingui();
  const query = useQuery(segmentQueries.list({ portfolioId, page: 1, pageSize: SHOWN }));
  // The filter is an extension: a service that ignores it returns every segment, so keep ours.
  const segments = query.data?.results.filter((s) => s.portfolio.id === portfolioId) ?? [];
  const filtered = query.data ? segments.length === query.data.results.length : false;
  const total = query.data && filtered ? query.data.count : undefined;
  const allLink = `/segments?portfolio_id=${portfolioId}`;
  const configurationsOf = (count: number) =>
    t`${plural(count, { one: '# configuration', other: '# configurations' })}`;

  return (
    <SectionCard
      id="portfolio-segments"
      title={t`Segments`}
      meta={total !== undefined ? `(${formatInteger(total)})` : undefined}
      action={
        <Button component={RouterLink} to={allLink} size="small">
          {total !== undefined && total > SHOWN ? (
            <Plural value={total} one="All # segments" other="All # segments" />
          ) : (
            <Trans>Open in Segments</Trans>
          )}
        </Button>
      }
    >
      {query.isPending ? (
        <Box role="status" aria-label={t`Loading segments`} sx={{ display: 'grid', gap: 1 }}>
          {[0, 1].map((index) => (
            <Skeleton key={index} variant="rounded" height={48} />
          ))}
        </Box>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : segments.length === 0 ? (
        <Typography color="textSecondary">
          <Trans>No segment groups this portfolio’s configurations yet.</Trans>
        </Typography>
      ) : (
        <List disablePadding aria-labelledby="portfolio-segments">
          {segments.map((segment) => (
            <ListItem key={segment.id} divider sx={{ px: 0 }}>
              <ListItemText
                primary={segment.name}
                secondary={[configurationsOf(segment.configurations.length), segment.description]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{
                  primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                  secondary: { sx: { overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
