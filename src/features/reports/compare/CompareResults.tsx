import { useCallback, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FigureMode } from '../../../charts/chart-types';
import type { ExportGroup } from '../../../lib/export-footer';
import type { ReportView, UpdateReportView } from '../report-view';
import type { ResultSignificance } from '../significance';
import CompareCharts from './CompareCharts';
import { formatCompareSort, parseCompareSort, type CompareSort } from './compare-columns';
import type { CompareGroup } from './compare-groups';
import CompareTable from './CompareTable';
import { CompareScores } from './CompareScores';
import { isShared, pairAttitudes, unpaired } from './pair-attitudes';

interface CompareResultsProps {
  groups: readonly [CompareGroup, CompareGroup];
  significance: ResultSignificance | undefined;
  untested: string | undefined;
  view: ReportView;
  update: UpdateReportView;
  busy: boolean;
  fileName: string;
  exportGroups: readonly ExportGroup[];
}

/** A group without figures, said for that group alone: the other one's figures still show. */
function Withheld({ group }: { group: CompareGroup }) {
  const status = group.result.state.status;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid={`withheld-${group.label.toLowerCase()}`}
    >
      <AlertTitle>
        {status === 'insufficient_data'
          ? `Group ${group.label} has too few respondents to show`
          : `Group ${group.label} has no figures: ${status || 'not ready'}`}
      </AlertTitle>
      {status === 'insufficient_data'
        ? 'Fewer than 5 respondents match its filters, or fewer than 5 are left outside them. To protect their privacy its figures are withheld, so there is nothing to compare. Change the group’s filters.'
        : group.result.state.status_message || 'Try again in a moment.'}
    </Alert>
  );
}

/** Scores, charts and the attitudes table of both groups. */
export function CompareResults({
  groups,
  significance,
  untested,
  view,
  update,
  busy,
  fileName,
  exportGroups,
}: CompareResultsProps) {
  const [a, b] = groups;
  const pairs = useMemo(
    () => pairAttitudes(a.result.attitudes, b.result.attitudes),
    [a.result.attitudes, b.result.attitudes],
  );
  const shared = useMemo(() => pairs.filter(isShared), [pairs]);
  const { onlyA, onlyB } = useMemo(() => unpaired(pairs), [pairs]);
  const onFiguresChange = useCallback(
    (figures: FigureMode) => update({ figures }, { replace: true }),
    [update],
  );
  const sort = useMemo(() => parseCompareSort(view.compareSort), [view.compareSort]);
  const onSort = useCallback(
    (next: CompareSort) => update({ compareSort: formatCompareSort(next) }, { replace: true }),
    [update],
  );
  const ready = a.ready && b.ready;
  return (
    <Stack spacing={2}>
      <CompareScores groups={groups} significance={significance} />
      {!a.ready && <Withheld group={a} />}
      {!b.ready && <Withheld group={b} />}
      {ready && (onlyA.length > 0 || onlyB.length > 0) && (
        <Typography variant="body2" data-testid="unpaired" sx={{ px: { xs: 0.5, sm: 1 } }}>
          {[
            onlyA.length > 0 && `Only in group A (not plotted): ${onlyA.join(', ')}.`,
            onlyB.length > 0 && `Only in group B (not plotted): ${onlyB.join(', ')}.`,
          ]
            .filter(Boolean)
            .join(' ')}{' '}
          The table lists them.
        </Typography>
      )}
      {ready && shared.length > 0 && (
        <CompareCharts
          pairs={shared}
          significance={significance}
          figures={view.figures}
          onFiguresChange={onFiguresChange}
          busy={busy}
          fileName={fileName}
          exportGroups={exportGroups}
          untested={untested}
        />
      )}
      {ready && shared.length === 0 && (
        <Alert severity="info" variant="outlined">
          The two groups have no attitude in common, so there is nothing to set side by side.
        </Alert>
      )}
      {ready && (
        <CompareTable
          pairs={pairs}
          significance={significance}
          untested={untested}
          figures={view.figures}
          sort={sort}
          onSort={onSort}
          fileName={`${fileName} - attitudes`}
        />
      )}
    </Stack>
  );
}
