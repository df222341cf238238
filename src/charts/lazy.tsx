import { useLingui } from '@lingui/react/macro';
import Skeleton from '@mui/material/Skeleton';
import { loadable } from '../lib/loadable';
import { balanceChartHeight } from './balance-data';
import type { BalanceChartProps } from './BalanceChart';
import type { QuadrantChartProps } from './QuadrantChart';
import type { SentimentChartProps } from './SentimentChart';
import type { TrendChartProps } from './TrendChart';

/*
 * The only way features reach the charts: each chart module loads when a chart is first shown, and
 * recharts with the sentiment and trend charts only, so no page pays for it before it draws one.
 */
const Quadrant = loadable<QuadrantChartProps>(() => import('./QuadrantChart'));
const Balance = loadable<BalanceChartProps>(() => import('./BalanceChart'));
const Sentiment = loadable<SentimentChartProps>(() => import('./SentimentChart'));
const Trend = loadable<TrendChartProps>(() => import('./TrendChart'));

/**
 * Starts fetching the report charts without waiting for a chart to be shown: a
 * page that will draw them calls it on mount, so the code arrives while its data does.
 */
export function preloadReportCharts(): void {
  Quadrant.prefetch();
  Balance.prefetch();
}

export function preloadSentimentChart(): void {
  Sentiment.prefetch();
}

/** The comparison's charts: fetched when a comparison is about to be drawn. */
export function preloadCompareCharts(): void {
  Quadrant.prefetch();
  Balance.prefetch();
}

export function ChartSkeleton({ height, width }: { height: number; width?: number | string }) {
  const { t } = useLingui();
  return (
    <Skeleton
      variant="rounded"
      height={height}
      width={width ?? '100%'}
      aria-label={t`Loading chart`}
      role="status"
    />
  );
}

export function LazyQuadrantChart(props: QuadrantChartProps) {
  return (
    <Quadrant.Component
      {...props}
      fallback={<ChartSkeleton height={props.height ?? ('tested' in props.data ? 460 : 440)} />}
    />
  );
}

export function LazyBalanceChart(props: BalanceChartProps) {
  return (
    <Balance.Component
      {...props}
      fallback={
        <ChartSkeleton
          height={
            'rows' in props.data
              ? balanceChartHeight(props.data.rows.length, 2)
              : balanceChartHeight(props.data.bars.length)
          }
        />
      }
    />
  );
}

export function LazySentimentChart(props: SentimentChartProps) {
  return (
    <Sentiment.Component
      {...props}
      fallback={<ChartSkeleton height={Math.max(140, props.rows.length * 30 + 72)} />}
    />
  );
}

/** A trend's lines: fetched when the trend page mounts, while its figures are asked for. */
export function preloadTrendChart(): void {
  Trend.prefetch();
}

export function LazyTrendChart(props: TrendChartProps) {
  return <Trend.Component {...props} fallback={<ChartSkeleton height={props.height ?? 360} />} />;
}
