import { useCallback, useDeferredValue, useMemo, type ComponentProps } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/ErrorState';
import { describeFilters, type ExportGroup } from '../../../lib/export-footer';
import { useSteppedReveal } from '../../../lib/use-stepped-reveal';
import AttitudesTable from '../results/AttitudesTable';
import { AttitudeDrawer } from './AttitudeDrawer';
import { CodeLegend } from './CodeLegend';
import { FilterPanel } from './FilterPanel';
import ResultCharts from './ResultCharts';
import { AnonymityRefusal } from '../results/AnonymityRefusal';
import { PendingBanner, UnsettledResult } from './ResultStatus';
import { ScoreTiles } from '../results/ScoreTiles';
import { useDeferredTable, useShownResult } from './use-shown-result';
import { useFilterSuggestions } from './use-filter-suggestions';
import { useViewSetters } from './use-view-setters';
import { resultGroup } from '../shared/group';
import { SignificanceNote } from '../results/SignificanceNote';
import { parseSort } from '../results/attitude-columns';
import {
  useDetailHistory,
  type ReportView,
  type ReportFilterItem,
  type UpdateReportView,
} from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import { untriedValues } from './filter-suggestions';
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

/**
 * The filter panel (a combobox per filterable) is the costliest part of the first render; it
 * follows in a background render, so the figures and charts are not held up by it.
 */
function DeferredFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  const { t } = useLingui();
  const panelReady = useDeferredValue(true, false);
  return panelReady ? (
    <FilterPanel {...props} />
  ) : (
    <Skeleton
      variant="rounded"
      sx={{ height: FILTER_PANEL_HEIGHT }}
      aria-label={t`Loading filters`}
    />
  );
}

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
  const { refused, previous, result, significance } = useShownResult(
    current,
    configuration.id,
    currentSignificance,
    stale,
  );
  const ready = result.state.status === 'ready';
  const busy = stale && query.isFetching;
  const { open, close } = useDetailHistory(view.detail, update);
  const { onFiguresChange, onSort, onShiftsChange, onSignificantOnly, onTestDetails } =
    useViewSetters(update);
  const sort = useMemo(() => parseSort(view.sort), [view.sort]);
  const { preset, suggestions } = useFilterSuggestions(
    configuration,
    view.filters,
    ready && !stale,
  );
  const table = useDeferredTable(result.attitudes, baseAttitudes, significance);
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
  const detail = ready ? result.attitudes.find((item) => item.id === view.detail) : undefined;
  const apply = useCallback(
    (filters: ReportFilterItem[], async: boolean) => update({ filters, async, detail: undefined }),
    [update],
  );
  // A large result's charts draw a task after the page, so opening it is not one long task.
  const chartsShown =
    useSteppedReveal(1, { initial: result.attitudes.length > LARGE_RESULT ? 0 : 1 }) === 1;

  return (
    <Stack spacing={2}>
      <DeferredFilterPanel
        filterables={configuration.filterables}
        preset={preset}
        applied={view.filters}
        async={view.async}
        busy={computingAsync}
        suggestions={suggestions}
        onApply={apply}
      />
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
              groups={[{ label: 'A', attitudes: table.attitudes }]}
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
