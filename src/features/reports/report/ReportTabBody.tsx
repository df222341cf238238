import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type {
  Configuration,
  Report,
  ReportSummary,
  Result,
  ResultAttitude,
} from '../../../queries/reports';
import type { ReportTab, ReportView, UpdateReportView } from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import { CompareMode } from './compare-code';
import { ReportFailure } from './ReportFailure';
import { ResultsSkeleton } from './report-skeletons';
import { PendingBanner } from './ResultStatus';
import { ResultsTab } from './ResultsTab';
import { SentimentTab } from './SentimentTab';

type TabBody =
  | 'failure'
  | 'loading-sentiment'
  | 'loading'
  | 'compare'
  | 'sentiment'
  | 'results-loading'
  | 'results';

/**
 * What the tab panel shows: the failure when the report could not be read (on the results tab,
 * or before anything of it is known), a skeleton until the report and its configuration are
 * known, then compare mode, the sentiment tab, or the results once they have figures.
 */
function bodyOf(state: {
  failed: boolean;
  loaded: boolean;
  comparing: boolean;
  tab: ReportTab;
  figures: boolean;
}): TabBody {
  if (state.failed && (state.tab === 'results' || !state.loaded)) return 'failure';
  if (!state.loaded) return state.tab === 'sentiment' ? 'loading-sentiment' : 'loading';
  if (state.comparing) return 'compare';
  if (state.tab === 'sentiment') return 'sentiment';
  return state.figures ? 'results' : 'results-loading';
}

interface ReportTabBodyProps {
  id: string;
  view: ReportView;
  update: UpdateReportView;
  current: UseQueryResult<Report>;
  /** The report's own answer, once in (not a summary). */
  page: Report | undefined;
  configuration: Configuration | undefined;
  result: Result | undefined;
  baseResult: Result | undefined;
  baseAttitudes: Map<string, ResultAttitude> | undefined;
  significance: ResultSignificance | undefined;
  stale: boolean;
  computingAsync: boolean;
  failed: boolean;
  summaries: readonly ReportSummary[] | null | undefined;
  userId: string;
  onResetFilters: (() => void) | undefined;
  onCancelAsync: () => void;
}

/** The tab panel's body: a lookup by what is known so far (see bodyOf). */
export function ReportTabBody(props: ReportTabBodyProps) {
  const { t } = useLingui();
  const { id, view, update, current, page, configuration, result, baseResult } = props;
  const tabBody: Record<TabBody, () => ReactNode> = {
    failure: () => (
      <ReportFailure
        error={current.error}
        onRetry={() => void current.refetch()}
        onResetFilters={props.onResetFilters}
      />
    ),
    'loading-sentiment': () => (
      <Skeleton variant="rounded" height={440} aria-label={t`Loading sentiment`} />
    ),
    loading: () => (
      <Stack spacing={2}>
        {props.computingAsync && <PendingBanner onCancel={props.onCancelAsync} />}
        <ResultsSkeleton />
      </Stack>
    ),
    compare: () => (
      <CompareMode.Component
        fallback={<ResultsSkeleton />}
        id={id}
        view={view}
        update={update}
        report={page!}
        summaries={props.summaries}
        userId={props.userId}
      />
    ),
    sentiment: () => (
      <SentimentTab
        reportId={id}
        configurationId={view.configurationId ?? configuration!.id}
        configurationName={configuration!.name}
        attitudeNames={(baseResult ?? result)?.attitudes.map((attitude) => attitude.keyword) ?? []}
        selected={view.attitudes}
        onSelect={(attitudes) => update({ attitudes })}
        reportName={page!.name}
      />
    ),
    'results-loading': () => <ResultsSkeleton />,
    results: () => (
      <ResultsTab
        view={view}
        update={update}
        query={current}
        configuration={configuration!}
        result={result!}
        baseResult={baseResult}
        baseAttitudes={props.baseAttitudes}
        significance={props.significance}
        stale={props.stale}
        computingAsync={props.computingAsync}
        onCancel={props.onCancelAsync}
        reportName={page!.name}
      />
    ),
  };
  return tabBody[
    bodyOf({
      failed: props.failed,
      loaded: page !== undefined && configuration !== undefined,
      comparing: view.compare !== undefined,
      tab: view.tab,
      figures: Boolean(result),
    })
  ]();
}
