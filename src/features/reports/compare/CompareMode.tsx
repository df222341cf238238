import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { preloadCompareCharts, preloadSentimentChart } from '../../../charts/lazy';
import {
  isReportKey,
  reportQueries,
  type Report,
  type ReportSummary,
} from '../../../queries/reports';
import {
  comparisonViewOf,
  swappedComparison,
  type CompareTarget,
  type ReportView,
  type UpdateReportView,
} from '../shared/report-view';
import { readComparisonSignificance } from '../shared/significance';
import { SentimentView } from '../results/SentimentView';
import { SignificanceNote } from '../results/SignificanceNote';
import CompareDialog from './CompareDialog';
import { CompareFailure } from './CompareFailure';
import { CompareGroups } from './CompareGroups';
import {
  compareGroups,
  comparisonFileName,
  exportGroupsOf,
  untestedReason,
} from './compare-groups';
import { CompareResults } from './CompareResults';

/** The group chooser, from this module: one chunk holds all of compare mode. */
export { default as CompareDialog } from './CompareDialog';

export interface CompareModeProps {
  id: string;
  view: ReportView;
  update: UpdateReportView;
  /** The page's report: group A's, with the configuration in view. */
  report: Report;
  summaries: readonly ReportSummary[] | null | undefined;
  userId: string;
}

/** Sentiment of a pair is not narrowed to attitudes. */
const ALL_ATTITUDES: string[] = [];

function Loading() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading the comparison`}>
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={160} />
      <Skeleton variant="rounded" height={460} />
    </Stack>
  );
}

/**
 * Compare mode: group A (the page's view) beside group B (the `b.` parameters of the URL), from
 * the service's compare operation, or from two filter requests where it has none. Results and
 * sentiment in two columns, B − A marked by the service's tests.
 */
export default function CompareMode({
  id,
  view,
  update,
  report,
  summaries,
  userId,
}: CompareModeProps) {
  const target = view.compare!;
  const comparisonView = useMemo(() => comparisonViewOf(id, view, target), [id, view, target]);
  const query = useQuery({
    ...reportQueries.comparison(id, comparisonView),
    // A changed group keeps the previous comparison on screen, under a progress bar.
    placeholderData: (previous, previousQuery) =>
      isReportKey(previousQuery?.queryKey, id) ? previous : undefined,
  });
  const [changing, setChanging] = useState(false);
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    if (view.tab === 'sentiment') preloadSentimentChart();
    else preloadCompareCharts();
  }, [view.tab]);

  // The groups are described from the view their figures were made for: while a changed group
  // loads, the previous comparison stays on screen, named as it was.
  const [shownView, setShownView] = useState(comparisonView);
  if (query.data && !query.isPlaceholderData && shownView !== comparisonView)
    setShownView(comparisonView);
  const answerView = query.isPlaceholderData ? shownView : comparisonView;
  const answer = query.data;
  const significance = useMemo(
    () =>
      answer?.madeBy === 'service'
        ? readComparisonSignificance(answer.comparison.significance)
        : undefined,
    [answer],
  );
  const groups = useMemo(
    () => (answer ? compareGroups(answer.comparison, answerView) : undefined),
    [answer, answerView],
  );
  const untested = answer ? untestedReason(answer, significance) : undefined;
  const exportGroups = useMemo(() => (groups ? exportGroupsOf(groups) : []), [groups]);

  const apply = (next: CompareTarget) => {
    setChanging(false);
    update({ compare: next, detail: undefined });
  };
  const leave = () => update({ compare: undefined });
  const swap = () => {
    if (!answer) return;
    const swapped = swappedComparison(id, new URLSearchParams(search), {
      a: answer.comparison.a.dataset.configurations.id,
      b: answer.comparison.b.dataset.configurations.id,
    });
    void navigate({ pathname: swapped.path, search: swapped.search });
  };
  const identical =
    answerView.b.reportId === id &&
    answerView.b.configurationId === answerView.a.configurationId &&
    JSON.stringify(answerView.b.filters) === JSON.stringify(answerView.a.filters);

  return (
    <Stack spacing={2} data-testid="compare-mode">
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography variant="h3" component="h2">
          <Trans>Comparing two groups</Trans>
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" startIcon={<EditIcon />} onClick={() => setChanging(true)}>
            <Trans>Change group B</Trans>
          </Button>
          <Button size="small" startIcon={<SwapIcon />} onClick={swap} disabled={!answer}>
            <Trans>Swap A and B</Trans>
          </Button>
          <Button size="small" startIcon={<CloseIcon />} onClick={leave}>
            <Trans>Leave comparison</Trans>
          </Button>
        </Stack>
      </Stack>
      {query.isError && !answer ? (
        <CompareFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : !answer || !groups ? (
        <Loading />
      ) : (
        <>
          <CompareGroups groups={groups} currentReportId={id} />
          {identical ? (
            <Typography variant="body2" data-testid="compare-identical">
              <Trans>Group B is the same as group A: change group B to compare.</Trans>
            </Typography>
          ) : (
            <SignificanceNote groups={2} significance={significance} untested={untested} />
          )}
          {view.tab === 'sentiment' ? (
            <SentimentView
              groups={groups}
              attitudes={ALL_ATTITUDES}
              fileName={comparisonFileName(id, groups)}
              exportGroups={exportGroups}
              empty={
                <Alert severity="info" variant="outlined">
                  <Trans>Neither group has comments yet.</Trans>
                </Alert>
              }
            />
          ) : (
            <CompareResults
              groups={groups}
              significance={significance}
              untested={untested}
              view={view}
              update={update}
              busy={query.isPlaceholderData && query.isFetching}
              fileName={comparisonFileName(id, groups)}
              exportGroups={exportGroups}
            />
          )}
        </>
      )}
      {changing && (
        <CompareDialog
          reportId={id}
          report={report}
          aFilters={view.filters}
          summaries={summaries}
          userId={userId}
          initial={target}
          onApply={apply}
          onClose={() => setChanging(false)}
        />
      )}
    </Stack>
  );
}
