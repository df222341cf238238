import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FigureMode } from '../../../charts/chart-types';
import { ErrorState } from '../../../components/ErrorState';
import { describeFilters, type ExportGroup } from '../../../lib/export-footer';
import { recordSeenValues, useSeenValues } from '../../../lib/seen-filter-values';
import { useSession } from '../../../lib/session';
import { useSteppedReveal } from '../../../lib/use-stepped-reveal';
import AttitudesTable from './AttitudesTable';
import { AttitudeDrawer } from './AttitudeDrawer';
import { CodeLegend } from './CodeLegend';
import { FilterPanel } from './FilterPanel';
import ResultCharts from './ResultCharts';
import { AnonymityRefusal, refusedForAnonymity } from '../results/AnonymityRefusal';
import { PendingBanner, UnsettledResult } from './ResultStatus';
import { ScoreTiles } from '../results/ScoreTiles';
import { resultGroup } from '../shared/group';
import { SignificanceNote } from '../results/SignificanceNote';
import { formatSort, parseSort, type SortState } from '../results/attitude-columns';
import {
  savedFilters,
  useDetailHistory,
  type ReportView,
  type ReportFilterItem,
  type UpdateReportView,
} from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import { filterSuggestions, untriedValues } from './filter-suggestions';
import type { Configuration, Report, Result, ResultAttitude } from '../../../queries/reports';

/** Above this many attitudes the charts come a task after the rest of the page (see below). */
const LARGE_RESULT = 100;

/**
 * About the filter panel's height (closed on a phone, open on a wide screen), so the page does not
 * jump when it comes.
 */
const FILTER_PANEL_HEIGHT = { xs: 58, sm: 148 };

interface ResultsTabProps {
  view: ReportView;
  update: UpdateReportView;
  query: UseQueryResult<Report>;
  configuration: Configuration;
  result: Result;
  baseResult: Result | undefined;
  baseAttitudes: Map<string, ResultAttitude> | undefined;
  /** Which differences of the filtered result are beyond chance, when the service tests. */
  significance?: ResultSignificance | undefined;
  stale: boolean;
  computingAsync: boolean;
  onCancel: () => void;
  reportName: string;
}

// eslint-disable-next-line max-lines-per-function -- recomposed by the trends work
export function ResultsTab({
  view,
  update,
  query,
  configuration,
  result: current,
  baseResult,
  baseAttitudes,
  significance: currentSignificance,
  stale,
  computingAsync,
  onCancel,
  reportName,
}: ResultsTabProps) {
  const { t } = useLingui();
  // A result withheld for anonymity keeps the last figures of this configuration on screen.
  const [lastReady, setLastReady] = useState<{
    configurationId: string;
    result: Result;
    significance: ResultSignificance | undefined;
  } | null>(null);
  if (current.state.status === 'ready' && !stale && lastReady?.result !== current) {
    setLastReady({
      configurationId: configuration.id,
      result: current,
      significance: currentSignificance,
    });
  }
  const refused = refusedForAnonymity(current);
  const previous =
    refused && lastReady?.configurationId === configuration.id ? lastReady : undefined;
  const result = previous?.result ?? current;
  const significance = previous ? previous.significance : currentSignificance;
  const ready = result.state.status === 'ready';
  const busy = stale && query.isFetching;
  const { open, close } = useDetailHistory(view.detail, update);
  const onFiguresChange = useCallback(
    (figures: FigureMode) => update({ figures }, { replace: true }),
    [update],
  );
  const onSort = useCallback(
    (sort: SortState) => update({ sort: formatSort(sort) }, { replace: true }),
    [update],
  );
  const onShiftsChange = useCallback(
    (shifts: boolean) => update({ shifts }, { replace: true }),
    [update],
  );
  const onSignificantOnly = useCallback(
    (significantOnly: boolean) => update({ significantOnly }, { replace: true }),
    [update],
  );
  const onTestDetails = useCallback(
    (testDetails: boolean) => update({ testDetails }, { replace: true }),
    [update],
  );
  const sort = useMemo(() => parseSort(view.sort), [view.sort]);
  const preset = useMemo(
    () => savedFilters(configuration.filters, view.filters),
    [configuration.filters, view.filters],
  );
  // Values that matched respondents are remembered, to be suggested where the service sends no
  // list of values (and to tell a misspelt value from one that is simply rare).
  const { user } = useSession();
  const seen = useSeenValues(user.id);
  const matched = ready && !stale && view.filters.length > 0;
  useEffect(() => {
    if (matched) recordSeenValues(user.id, view.filters);
  }, [matched, view.filters, user.id]);
  // The configuration's own filters (`preset`), not those echoed back from the request.
  const suggestions = useMemo(
    () => filterSuggestions(configuration.filterables, preset, seen),
    [configuration.filterables, preset, seen],
  );
  // The table (hundreds of cells) renders after the charts have been committed, in a transition
  // of its own, so new figures draw first, on the first load and after every filter alike.
  const [table, setTable] = useState<{
    attitudes: ResultAttitude[];
    base: Map<string, ResultAttitude> | undefined;
    significance: ResultSignificance | undefined;
  } | null>(null);
  useEffect(() => {
    startTransition(() =>
      setTable({ attitudes: result.attitudes, base: baseAttitudes, significance }),
    );
  }, [result.attitudes, baseAttitudes, significance]);
  const exportGroups = useMemo<ExportGroup[]>(
    () => [
      {
        report: reportName,
        configuration: configuration.name,
        filters: describeFilters(view.filters, configuration.filterables),
        population: ready ? result.population_size : null,
      },
    ],
    [reportName, configuration, view.filters, ready, result.population_size],
  );
  const detail = ready
    ? result.attitudes.find((attitude) => attitude.id === view.detail)
    : undefined;
  const apply = useCallback(
    (filters: ReportFilterItem[], async: boolean) => update({ filters, async, detail: undefined }),
    [update],
  );
  // The filter panel (a combobox per filterable) is the costliest part of the first render; it
  // follows in a background render, so the figures and charts are not held up by it.
  const panelReady = useDeferredValue(true, false);
  // A large result's charts draw a task after the page, so opening it is not one long task.
  const chartsShown =
    useSteppedReveal(1, { initial: result.attitudes.length > LARGE_RESULT ? 0 : 1 }) === 1;

  return (
    <Stack spacing={2}>
      {panelReady ? (
        <FilterPanel
          filterables={configuration.filterables}
          preset={preset}
          applied={view.filters}
          async={view.async}
          busy={computingAsync}
          suggestions={suggestions}
          onApply={apply}
        />
      ) : (
        <Skeleton
          variant="rounded"
          sx={{ height: FILTER_PANEL_HEIGHT }}
          aria-label={t`Loading filters`}
        />
      )}
      {ready && !stale && (
        <SignificanceNote
          groups={1}
          significance={significance}
          compared={baseResult !== undefined}
        />
      )}
      {computingAsync && <PendingBanner onCancel={onCancel} />}
      {query.isError && stale && (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      )}
      {refused && (
        <AnonymityRefusal
          result={current}
          showingPrevious={previous !== undefined}
          onResetFilters={() => apply([], view.async)}
        />
      )}
      {!ready ? (
        !refused && (
          <UnsettledResult
            result={result}
            onRetry={() => void query.refetch()}
            onResetFilters={() => apply([], view.async)}
            typed={untriedValues(view.filters, configuration.filterables, suggestions)}
          />
        )
      ) : (
        <>
          {result.attitudes.length === 0 && (
            <Alert severity="info" variant="outlined">
              <Trans>This result has no attitudes to chart.</Trans>
            </Alert>
          )}
          <ScoreTiles
            groups={[resultGroup(result)]}
            base={baseResult}
            significance={significance}
          />
          {result.attitudes.length > 0 && !chartsShown && (
            <Skeleton variant="rounded" height={440} aria-label={t`Loading charts`} />
          )}
          {result.attitudes.length > 0 && chartsShown && (
            <ResultCharts
              attitudes={result.attitudes}
              base={baseAttitudes}
              significance={significance}
              figures={view.figures}
              onFiguresChange={onFiguresChange}
              shifts={view.shifts}
              onShiftsChange={onShiftsChange}
              onOpen={open}
              busy={busy}
              reportName={reportName}
              exportGroups={exportGroups}
            />
          )}
          {table === null ? (
            <Skeleton variant="rounded" height={480} />
          ) : (
            <AttitudesTable
              attitudes={table.attitudes}
              base={table.base}
              significance={table.significance}
              sort={sort}
              onSort={onSort}
              onOpen={open}
              significantOnly={view.significantOnly}
              onSignificantOnly={onSignificantOnly}
              testDetails={view.testDetails}
              onTestDetails={onTestDetails}
            />
          )}
          {table !== null && <CodeLegend />}
        </>
      )}
      <AttitudeDrawer
        attitude={detail}
        base={detail ? baseAttitudes?.get(detail.attitude_id) : undefined}
        significance={significance}
        onClose={close}
      />
    </Stack>
  );
}
