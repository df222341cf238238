import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExportGroup } from '../../../lib/export-footer';
import { refusedForAnonymity } from '../results/AnonymityRefusal';
import { quotedList } from '../shared/report-labels';
import type { ReportView, UpdateReportView } from '../shared/report-view';
import type { ResultSignificance } from '../shared/significance';
import type { Group } from '../shared/group';
import { pairAttitudes, unpaired } from '../results/pair-attitudes';
import { ResultsView, type TableFigures } from '../results/ResultsView';

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
  const { onlyA, onlyB } = useMemo(
    () => unpaired(pairAttitudes(a.result.attitudes, b.result.attitudes)),
    [a.result.attitudes, b.result.attitudes],
  );
  const table = useMemo<TableFigures>(
    () => ({
      groups: [
        { label: 'A', attitudes: a.result.attitudes },
        { label: 'B', attitudes: b.result.attitudes },
      ],
      significance,
    }),
    [a.result.attitudes, b.result.attitudes, significance],
  );
  const listA = onlyA.join(', ');
  const listB = onlyB.join(', ');
  return (
    <Stack spacing={2}>
      <ResultsView
        groups={groups}
        significance={significance}
        table={table}
        view={view}
        update={update}
        busy={busy}
        fileName={fileName}
        exportGroups={exportGroups}
        untested={untested}
      >
        {!a.ready && <Withheld group={a} />}
        {!b.ready && <Withheld group={b} />}
        {a.ready && b.ready && (onlyA.length > 0 || onlyB.length > 0) && (
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
      </ResultsView>
    </Stack>
  );
}
