import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { BalanceChartProps } from './BalanceChart';
import type { QuadrantChartProps } from './QuadrantChart';
import type { ScoreGaugeProps } from './ScoreGauge';
import type { SentimentChartProps } from './SentimentChart';

/*
 * The only way features reach the charts: each chart module (and recharts with it) loads when a
 * chart is first shown, so no page pays for recharts before it draws one.
 */
const loadQuadrant = () => import('./QuadrantChart');
const loadBalance = () => import('./BalanceChart');
const loadSentiment = () => import('./SentimentChart');
const loadGauge = () => import('./ScoreGauge');
const Quadrant = lazy(loadQuadrant);
const Balance = lazy(loadBalance);
const Sentiment = lazy(loadSentiment);
const Gauge = lazy(loadGauge);

/**
 * Starts fetching the report charts (and recharts) without waiting for a chart to be shown: a
 * page that will draw them calls it on mount, so the code arrives while its data does.
 */
export function preloadReportCharts(): void {
  void Promise.all([loadQuadrant(), loadBalance(), loadGauge()]).catch(() => {
    // A failed preload is retried by the lazy component itself when the chart is shown.
  });
}

export function preloadSentimentChart(): void {
  void loadSentiment().catch(() => {});
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
      <Quadrant {...props} />
    </Suspense>
  );
}

export function LazyBalanceChart(props: BalanceChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={Math.max(160, props.data.bars.length * 26 + 56)} />}>
      <Balance {...props} />
    </Suspense>
  );
}

export function LazySentimentChart(props: SentimentChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={Math.max(140, props.rows.length * 30 + 72)} />}>
      <Sentiment {...props} />
    </Suspense>
  );
}

export function LazyScoreGauge(props: ScoreGaugeProps) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<ChartSkeleton height={Math.round(size * 0.6)} width={size} />}>
      <Gauge {...props} />
    </Suspense>
  );
}
