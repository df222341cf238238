import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FigureMode } from '../../../charts/chart-types';
import type { ExportGroup } from '../../../lib/export-footer';
import { refusedForAnonymity } from '../results/AnonymityRefusal';
import { quotedList } from '../shared/report-labels';
import type { ReportView, UpdateReportView } from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import CompareCharts from './CompareCharts';
import { formatCompareSort, parseCompareSort } from '../results/compare-columns';
import type { SortState } from '../results/attitude-columns';
import type { Group } from '../shared/group';
import AttitudesTable from '../results/AttitudesTable';
import { ScoreTiles } from '../results/ScoreTiles';
import { isShared, pairAttitudes, unpaired } from '../results/pair-attitudes';

interface CompareResultsProps {
  groups: readonly [Group, Group];
  significance: ResultSignificance | undefined;
  untested: string | undefined;
  view: ReportView;
  update: UpdateReportView;
  busy: boolean;
  fileName: string;
  exportGroups: readonly ExportGroup[];
}

/** A group without figures, said for that group alone: the other one's figures still show. */
function Withheld({ group }: { group: Group }) {
  const { t } = useLingui();
  const status = group.result.state.status;
  const label = group.label;
  if (refusedForAnonymity(group.result)) {
    const widen = group.result.state.widen ?? [];
    return (
      <Alert
        severity="warning"
        variant="outlined"
        data-testid={`withheld-${group.label.toLowerCase()}`}
      >
        <AlertTitle>{t`Group ${label} is hidden to keep respondents anonymous`}</AlertTitle>
        {t`Combined with other results, its filters could single out a few respondents. Choose broader filters for it.`}
        {widen.map((hint) => {
          const filterable = hint.filterable.name;
          const values = quotedList(hint.values, 'conjunction');
          return (
            <Typography
              key={hint.filterable.id + hint.values.join()}
              variant="body2"
              sx={{ mt: 1 }}
            >
              {t`For ${filterable}, choose ${values} together.`}
            </Typography>
          );
        })}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      variant="outlined"
      data-testid={`withheld-${group.label.toLowerCase()}`}
    >
      <AlertTitle>
        {status === 'insufficient_data'
          ? t`Group ${label} has too few respondents to show`
          : status
            ? t`Group ${label} has no figures: ${status}`
            : t`Group ${label} has no figures: not ready`}
      </AlertTitle>
      {status === 'insufficient_data'
        ? t`Fewer than 5 respondents match its filters, or fewer than 5 are left outside them. To protect their privacy its figures are withheld, so there is nothing to compare. Change the group’s filters.`
        : group.result.state.status_message || t`Try again in a moment.`}
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
  const { t } = useLingui();
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
    (next: SortState) => update({ compareSort: formatCompareSort(next) }, { replace: true }),
    [update],
  );
  const ready = a.ready && b.ready;
  const listA = onlyA.join(', ');
  const listB = onlyB.join(', ');
  return (
    <Stack spacing={2}>
      <ScoreTiles groups={groups} significance={significance} />
      {!a.ready && <Withheld group={a} />}
      {!b.ready && <Withheld group={b} />}
      {ready && (onlyA.length > 0 || onlyB.length > 0) && (
        <Typography variant="body2" data-testid="unpaired" sx={{ px: { xs: 0.5, sm: 1 } }}>
          {[
            onlyA.length > 0 && t`Only in group A (not plotted): ${listA}.`,
            onlyB.length > 0 && t`Only in group B (not plotted): ${listB}.`,
            t`The table lists them.`,
          ]
            .filter(Boolean)
            .join(' ')}
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
          <Trans>
            The two groups have no attitude in common, so there is nothing to set side by side.
          </Trans>
        </Alert>
      )}
      {ready && (
        <AttitudesTable
          groups={[
            { label: 'A', attitudes: a.result.attitudes },
            { label: 'B', attitudes: b.result.attitudes },
          ]}
          significance={significance}
          untested={untested}
          figures={view.figures}
          sort={sort}
          onSort={onSort}
          fileName={t`${fileName} - attitudes`}
        />
      )}
    </Stack>
  );
}
