import { useCallback, useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import Stack from '@mui/material/Stack';
import { Deferred } from '../../../components/Deferred';
import { ErrorState } from '../../../components/ErrorState';
import { describeFilters, type ExportGroup } from '../../../lib/export-footer';
import { AttitudeDrawer } from './AttitudeDrawer';
import { FilterPanel } from './FilterPanel';
import { AnonymityRefusal } from '../results/AnonymityRefusal';
import { PendingBanner, UnsettledResult } from './ResultStatus';
import { useDeferredTable, useShownResult } from './use-shown-result';
import { useFilterSuggestions } from './use-filter-suggestions';
import { resultGroup } from '../shared/group';
import { ResultsView, type TableFigures } from '../results/ResultsView';
import { SignificanceNote } from '../results/SignificanceNote';
import {
  useDetailHistory,
  type ReportView,
  type ReportFilterItem,
  type UpdateReportView,
} from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import { untriedValues } from './filter-suggestions';
import type { Configuration, Report, Result, ResultAttitude } from '../../../queries/reports';

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
  const { preset, suggestions } = useFilterSuggestions(
    configuration,
    view.filters,
    ready && !stale,
  );
  const table = useDeferredTable(result.attitudes, baseAttitudes, significance);
  const tableFigures = useMemo<TableFigures | null>(
    () => table && { ...table, groups: [{ label: 'A', attitudes: table.attitudes }] },
    [table],
  );
  const groups = useMemo(() => [resultGroup(result)], [result]);
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

  return (
    <Stack spacing={2}>
      {/* A combobox per filterable, the costliest part of the first render: it follows in a
          background render, so the figures and charts are not held up by it. */}
      <Deferred height={FILTER_PANEL_HEIGHT} label={t`Loading filters`}>
        <FilterPanel
          filterables={configuration.filterables}
          preset={preset}
          applied={view.filters}
          async={view.async}
          busy={computingAsync}
          suggestions={suggestions}
          onApply={apply}
        />
      </Deferred>
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
        <ResultsView
          groups={groups}
          base={baseResult}
          baseAttitudes={baseAttitudes}
          significance={significance}
          table={tableFigures}
          view={view}
          update={update}
          onOpen={open}
          busy={busy}
          fileName={reportName}
          exportGroups={exportGroups}
        />
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
