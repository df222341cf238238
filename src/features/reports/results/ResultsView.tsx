import { useCallback, useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useSteppedReveal } from '../../../lib/use-stepped-reveal';
import type { ExportGroup } from '../../../lib/export-footer';
import type { Result, ResultAttitude } from '../../../queries/reports';
import { useViewSetters } from '../report/use-view-setters';
import type { ResultGroup, TableGroup } from '../shared/group';
import type { ReportView, UpdateReportView } from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import { parseSort, type SortState } from './attitude-columns';
import AttitudesTable from './AttitudesTable';
import { CodeLegend } from './CodeLegend';
import { formatCompareSort, parseCompareSort } from './compare-columns';
import { isShared, pairAttitudes } from './pair-attitudes';
import ResultCharts from './ResultCharts';
import { ScoreTiles } from './ScoreTiles';

/** Above this many attitudes the charts come a task after the rest of the page (see below). */
const LARGE_RESULT = 100;

/** The attitudes table's figures, which may follow a render behind the charts'. */
export interface TableFigures {
  groups: readonly TableGroup[];
  base?: Map<string, ResultAttitude> | undefined;
  significance?: ResultSignificance | undefined;
}

interface ResultsViewProps {
  /** One group (the report page) or two (a comparison, A then B). */
  groups: readonly ResultGroup[];
  /** One group's unfiltered result and its attitudes by id, when a filter is applied. */
  base?: Result | undefined;
  baseAttitudes?: Map<string, ResultAttitude> | undefined;
  significance: ResultSignificance | undefined;
  /** Null until the table's figures are set (a skeleton holds its place). */
  table: TableFigures | null;
  view: ReportView;
  update: UpdateReportView;
  /** One group: opens an attitude's detail. */
  onOpen?: (id: string) => void;
  busy: boolean;
  /** Saved files' name: the report, and the groups in a comparison. */
  fileName: string;
  exportGroups: readonly ExportGroup[];
  /** Two groups: why B − A is not tested, when it is not. */
  untested?: string | undefined;
  /** Between the tiles and the charts: what is said of a group without figures. */
  children?: ReactNode;
}

/** The charts' groups, and how many attitudes they plot: those both groups hold, or the one's. */
function useCharted(groups: readonly ResultGroup[]) {
  const [first, second] = groups;
  const a = first!.result.attitudes;
  const b = second?.result.attitudes;
  const charted = useMemo<TableGroup[]>(
    () =>
      b
        ? [
            { label: 'A', attitudes: a },
            { label: 'B', attitudes: b },
          ]
        : [{ label: 'A', attitudes: a }],
    [a, b],
  );
  const shared = useMemo(
    () => (b ? pairAttitudes(a, b).filter(isShared).length : a.length),
    [a, b],
  );
  return { charted, shared };
}

/** The table's sort, kept in the URL: one group's columns, or a comparison's. */
function useSort(
  pair: boolean,
  view: ReportView,
  update: UpdateReportView,
  onGroupSort: (sort: SortState) => void,
) {
  const onPairSort = useCallback(
    (next: SortState) => update({ compareSort: formatCompareSort(next) }, { replace: true }),
    [update],
  );
  const sort = useMemo(
    () => (pair ? parseCompareSort(view.compareSort) : parseSort(view.sort)),
    [pair, view.compareSort, view.sort],
  );
  return { sort, onSort: pair ? onPairSort : onGroupSort };
}

/** Score tiles, the charts and the attitudes table of one group or two. */
export function ResultsView({
  groups,
  base,
  baseAttitudes,
  significance,
  table,
  view,
  update,
  onOpen,
  busy,
  fileName,
  exportGroups,
  untested,
  children,
}: ResultsViewProps) {
  const { t } = useLingui();
  const pair = groups.length > 1;
  const ready = groups.every((group) => group.ready);
  const setters = useViewSetters(update);
  const { sort, onSort } = useSort(pair, view, update, setters.onSort);
  const { charted, shared } = useCharted(groups);
  // A large result's charts draw a task after the page, so opening it is not one long task.
  const chartsShown = useSteppedReveal(1, { initial: shared > LARGE_RESULT ? 0 : 1 }) === 1;
  return (
    <>
      {ready && !pair && shared === 0 && (
        <Alert severity="info" variant="outlined">
          <Trans>This result has no attitudes to chart.</Trans>
        </Alert>
      )}
      <ScoreTiles groups={groups} base={base} significance={significance} />
      {children}
      {ready && shared > 0 && !chartsShown && (
        <Skeleton variant="rounded" height={440} aria-label={t`Loading charts`} />
      )}
      {ready && shared > 0 && chartsShown && (
        <ResultCharts
          groups={charted}
          base={baseAttitudes}
          significance={significance}
          figures={view.figures}
          onFiguresChange={setters.onFiguresChange}
          shifts={view.shifts}
          onShiftsChange={setters.onShiftsChange}
          onOpen={onOpen}
          busy={busy}
          fileName={fileName}
          exportGroups={exportGroups}
          untested={untested}
        />
      )}
      {ready && pair && shared === 0 && (
        <Alert severity="info" variant="outlined">
          <Trans>
            The two groups have no attitude in common, so there is nothing to set side by side.
          </Trans>
        </Alert>
      )}
      {ready && table === null && <Skeleton variant="rounded" height={480} />}
      {ready && table !== null && (
        <AttitudesTable
          groups={table.groups}
          base={table.base}
          significance={table.significance}
          figures={view.figures}
          untested={untested}
          fileName={t`${fileName} - attitudes`}
          exportGroups={exportGroups}
          sort={sort}
          onSort={onSort}
          onOpen={onOpen}
          significantOnly={view.significantOnly}
          onSignificantOnly={setters.onSignificantOnly}
          testDetails={view.testDetails}
          onTestDetails={setters.onTestDetails}
        />
      )}
      {ready && !pair && table !== null && <CodeLegend />}
    </>
  );
}
