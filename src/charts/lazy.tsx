import { lazy, Suspense, useState, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { BalanceChartProps } from './BalanceChart';
import type { QuadrantChartProps } from './QuadrantChart';
import type { ScoreGaugeProps } from './ScoreGauge';
import type { SentimentChartProps } from './SentimentChart';

/**
 * A chart module loaded on demand. Once its code has arrived it renders directly: React.lazy
 * alone would suspend on first render even for a preloaded module, and its retry runs after
 * every pending transition (such as the deferred filter panel), so the charts would draw last.
 */
function chartModule<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const fetchModule = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchModule);
  return {
    preload: fetchModule,
    Component: function ChartModule(props: P) {
      // Pinned per instance: switching from the lazy wrapper to the module would remount the chart.
      const [Chart] = useState(() => loaded ?? Lazy);
      return <Chart {...props} />;
    },
  };
}

/*
 * The only way features reach the charts: each chart module (and recharts with it) loads when a
 * chart is first shown, so no page pays for recharts before it draws one.
 */
const Quadrant = chartModule<QuadrantChartProps>(() => import('./QuadrantChart'));
const Balance = chartModule<BalanceChartProps>(() => import('./BalanceChart'));
const Sentiment = chartModule<SentimentChartProps>(() => import('./SentimentChart'));
const Gauge = chartModule<ScoreGaugeProps>(() => import('./ScoreGauge'));

/**
 * Starts fetching the report charts (and recharts) without waiting for a chart to be shown: a
 * page that will draw them calls it on mount, so the code arrives while its data does.
 */
export function preloadReportCharts(): void {
  void Promise.all([Quadrant.preload(), Balance.preload(), Gauge.preload()]).catch(() => {
    // A failed preload is retried by the lazy component itself when the chart is shown.
  });
}

export function preloadSentimentChart(): void {
  void Sentiment.preload().catch(() => {});
}

export function ChartSkeleton({ height, width }: { height: number; width?: number | string }) {
  return (
    <Skeleton
      variant="rounded"
      height={height}
      width={width ?? '100%'}
      aria-label="Loading chart"
      role="status"
    />
  );
}

export function LazyQuadrantChart(props: QuadrantChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height ?? 440} />}>
      <Quadrant.Component {...props} />
    </Suspense>
  );
}

export function LazyBalanceChart(props: BalanceChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={Math.max(160, props.data.bars.length * 26 + 56)} />}>
      <Balance.Component {...props} />
    </Suspense>
  );
}

export function LazySentimentChart(props: SentimentChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={Math.max(140, props.rows.length * 30 + 72)} />}>
      <Sentiment.Component {...props} />
    </Suspense>
  );
}

export function LazyScoreGauge(props: ScoreGaugeProps) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<ChartSkeleton height={Math.round(size * 0.6)} width={size} />}>
      <Gauge.Component {...props} />
    </Suspense>
  );
}
