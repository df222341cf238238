import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import TrendIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { preloadTrendChart } from '../../charts/lazy';
import { formatDate } from '../../lib/format';
import type { ConfigurationLocation } from '../../lib/known-reports';
import type { Segment } from '../../queries/segments';

interface SegmentCardProps {
  segment: Segment;
  /** Where a configuration opens, when the dashboard knows its report. */
  locate: (configuration: Segment['configurations'][number]) => ConfigurationLocation | undefined;
}

export function SegmentCard({ segment, locate }: SegmentCardProps) {
  const { t } = useLingui();
  const titleId = `segment-${segment.id}`;
  const portfolioName = segment.portfolio.name;
  const segmentName = segment.name;
  const count = segment.configurations.length;
  // A segment with a trend to open fetches the trend chart's code while the list is read, so the
  // trend opened from here waits for its figures only (as the reports list does for reports).
  useEffect(() => {
    if (count >= 2) preloadTrendChart();
  }, [count]);
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Typography id={titleId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {segment.name}
          </Typography>
          <Chip
            icon={<FolderIcon />}
            label={segment.portfolio.name}
            component={RouterLink}
            to={`/portfolios/${segment.portfolio.id}`}
            clickable
            variant="outlined"
            size="small"
            aria-label={t`Portfolio ${portfolioName}`}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, maxWidth: '100%' }}
          />
        </Stack>
        <Typography
          color={segment.description ? 'textPrimary' : 'textSecondary'}
          sx={{ overflowWrap: 'anywhere', fontStyle: segment.description ? undefined : 'italic' }}
        >
          {segment.description || t`No description.`}
        </Typography>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {count === 0 ? (
              <Trans>No configurations</Trans>
            ) : (
              <Plural value={count} one="# configuration" other="# configurations" />
            )}
          </Typography>
          {segment.configurations.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {segment.configurations.map((configuration) => {
                const location = locate(configuration);
                const configurationName = location?.configurationName;
                const issued = formatDate(configuration.report_issued_at);
                return (
                  <li key={configuration.id}>
                    {location ? (
                      <Link
                        component={RouterLink}
                        // The report explorer reads its configuration from `cfg`.
                        to={`/reports/${location.reportId}?cfg=${configuration.id}`}
                      >
                        {configuration.report_name}
                      </Link>
                    ) : (
                      <Typography component="span">{configuration.report_name}</Typography>
                    )}
                    {/* Under the report's name on a phone: the configuration's name, found a
                        moment later, then lengthens that line instead of rewrapping the item. */}
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ display: { xs: 'none', sm: 'inline' } }}
                    >
                      {' · '}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="textSecondary"
                      sx={{ display: { xs: 'block', sm: 'inline' } }}
                    >
                      {configurationName
                        ? t`${configurationName} · issued ${issued}`
                        : t`issued ${issued}`}
                    </Typography>
                  </li>
                );
              })}
            </Box>
          )}
        </Box>
        {count >= 2 && (
          <Box>
            <Button
              component={RouterLink}
              // The reports feature's trend page: a plain URL, features do not import each other.
              to={`/segments/${segment.id}/trend`}
              size="small"
              startIcon={<TrendIcon />}
              aria-label={t`Trend of ${segmentName}`}
            >
              <Trans>Trend</Trans>
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

export function SegmentCardSkeleton() {
  return (
    <Card aria-hidden>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="55%" />
      </CardContent>
    </Card>
  );
}
