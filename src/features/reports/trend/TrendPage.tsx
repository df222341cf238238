import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { preloadTrendChart } from '../../../charts/lazy';
import { Deferred } from '../../../components/Deferred';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageContainer } from '../../../components/PageContainer';
import { trendQueries } from '../../../queries/trends';
import { TrendFigures } from './TrendFigures';
import { TrendFilterPanel } from './TrendFilterPanel';
import { TrendNote } from './TrendNote';
import { TrendWithheldList } from './TrendWithheldList';
import { SaveTrendView } from './SaveTrendView';
import { useTrendFilterables } from './use-trend-filterables';
import { useTrendSource } from './use-trend-source';
import { useTrendView } from './trend-view';

// The filter panel's height with its four placeholder fields (stacked on a phone).
const TREND_FILTERS_HEIGHT = { xs: 391, sm: 183 };

function TrendSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading trend`}>
      <Skeleton variant="rounded" sx={{ height: { xs: 58, sm: 120 } }} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={460} />
    </Stack>
  );
}

/**
 * A segment's configurations as waves over time: the main score and chosen attitudes per wave,
 * the same filters applied to each, and the changes the service found beyond chance.
 */
export default function TrendPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { view, update } = useTrendView();
  const source = useTrendSource(id, view.filters);
  const trend = useQuery({
    ...trendQueries.trend(
      source.view ?? { segmentId: id, segmentName: '', waves: [], filters: [] },
    ),
    enabled: source.view !== undefined,
    // New filters keep the previous figures on screen, under a progress bar, until theirs arrive.
    placeholderData: keepPreviousData,
  });
  const answer = trend.data;
  const filterables = useTrendFilterables(source.view, answer?.trend);
  useEffect(() => preloadTrendChart(), []);

  const segmentName = source.segment?.name;
  const latest = answer?.trend.waves.filter((wave) => wave.charted).at(-1);
  const title = segmentName ? t`Trend: ${segmentName}` : t`Trend`;
  const crumbs = useMemo(() => [{ label: t`Segments`, to: '/segments' }], [t]);

  let body;
  if (source.segments.isError) {
    body = (
      <ErrorState error={source.segments.error} onRetry={() => void source.segments.refetch()} />
    );
  } else if (source.segments.isPending || source.indexPending) {
    body = <TrendSkeleton />;
  } else if (!source.segment) {
    body = (
      <EmptyState
        icon={<ShowChartIcon />}
        title={t`Segment not found`}
        description={t`It may have been deleted, or it belongs to another organization.`}
      />
    );
  } else if (source.segment.configurations.length < 2) {
    body = (
      <EmptyState
        icon={<ShowChartIcon />}
        title={t`Nothing to follow over time yet`}
        description={t`A trend needs a segment with two or more configurations, one per wave.`}
      />
    );
  } else if (trend.isError && !answer) {
    body = <ErrorState error={trend.error} onRetry={() => void trend.refetch()} />;
  } else if (!answer) {
    body = <TrendSkeleton />;
  } else {
    body = (
      <Stack spacing={2}>
        <Deferred height={TREND_FILTERS_HEIGHT} label={t`Loading filters`}>
          <TrendFilterPanel
            filterables={filterables.filterables}
            loading={filterables.loading}
            applied={view.filters}
            busy={trend.isFetching}
            onApply={(filters) => update({ filters })}
          />
        </Deferred>
        {trend.isError && <ErrorState error={trend.error} onRetry={() => void trend.refetch()} />}
        <TrendNote answer={answer} />
        <TrendFigures
          answer={answer}
          view={view}
          busy={trend.isPlaceholderData}
          onChange={update}
        />
        <TrendWithheldList answer={answer} />
      </Stack>
    );
  }
  return (
    <PageContainer
      title={title}
      breadcrumbs={crumbs}
      actions={
        latest &&
        source.segment && (
          <SaveTrendView segmentId={source.segment.id} report={latest.report} view={view} />
        )
      }
      subtitle={
        source.segment && (
          <Trans>
            The segment’s configurations as waves, oldest first, with the same filters applied to
            each.
          </Trans>
        )
      }
    >
      {body}
    </PageContainer>
  );
}
