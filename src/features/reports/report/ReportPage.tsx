/* eslint-disable max-lines -- recomposed by the trends work (results as N groups) */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ViewsIcon from '@mui/icons-material/BookmarksOutlined';
import CompareIcon from '@mui/icons-material/CompareArrows';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SegmentIcon from '@mui/icons-material/GroupWorkOutlined';
import { preloadReportCharts, preloadSentimentChart } from '../../../charts/lazy';
import { useNotify } from '../../../components/notifications';
import { PageContainer } from '../../../components/PageContainer';
import { formatDate } from '../../../lib/format';
import { loadable } from '../../../lib/loadable';
import { can } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { ExportDialog } from './ExportDialog';
import { ReportFailure } from './ReportFailure';
import { ReportHeader } from './ReportHeader';
import { PendingBanner } from './ResultStatus';
import ReportTabs from './ReportTabs';
import { ResultsTab } from './ResultsTab';
import { SaveSegmentDialog } from './SaveSegmentDialog';
import { SentimentTab } from './SentimentTab';
import { TileGrid } from '../results/TileGrid';
import { audienceLabel } from '../shared/report-labels';
import {
  resultViewOf,
  useReportView,
  type CompareTarget,
  type FilterDraft,
  type ReportTab,
} from '../shared/report-view';
import { useKnownReport } from './use-known-report';
import { useReportResult } from './use-report-result';
import { useOpenSavedView } from '../views/use-open-saved-view';
import { ViewsDialog } from '../views/ViewsDialog';

// Compare mode is code of its own, fetched when a comparison is started or opened by link: the
// single report's page does not grow by it.
const CompareMode = loadable(() => import('../compare/CompareMode'));
const CompareDialog = loadable(() =>
  import('../compare/CompareMode').then((module) => ({ default: module.CompareDialog })),
);

/**
 * The results tab while its figures load, laid out as they will be (the filters, the score tiles
 * in their grid, the first chart) so that nothing on screen jumps when they arrive. The heights
 * are the loaded ones at 16 px text: the filters fold into one line on a phone.
 */
function ResultsSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={2} role="status" aria-label={t`Loading results`}>
      <Skeleton variant="rounded" sx={{ height: { xs: 58, sm: 218 } }} />
      <TileGrid>
        {/* The main score, the rank, the population and the four value boxes. */}
        {[0, 1, 2, 3, 4, 5, 6].map((tile) => (
          <Skeleton
            key={tile}
            variant="rounded"
            sx={{
              height: { xs: 150, sm: 200, lg: 208 },
              gridColumn: tile === 0 ? { lg: 'span 2' } : undefined,
            }}
          />
        ))}
      </TileGrid>
      <Skeleton variant="rounded" height={440} />
    </Stack>
  );
}

/** The whole page, while neither the report nor its summary in the reports list is known. */
function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack spacing={3} role="status" aria-label={t`Loading report`}>
      {/* The report's header card, then its tabs. */}
      <Skeleton variant="rounded" sx={{ height: { xs: 190, sm: 114 } }} />
      <Skeleton variant="rounded" height={49} />
      <ResultsSkeleton />
    </Stack>
  );
}

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

/**
 * One report: its header, results (filters, scores, charts, table) and sentiment. Everything that
 * shapes the view lives in the URL, so a view can be bookmarked and shared.
 */
// eslint-disable-next-line max-lines-per-function -- recomposed by the trends work
export default function ReportPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user, role, organization } = useSession();
  const { view, update } = useReportView();
  const resultView = resultViewOf(view);
  const {
    current,
    report,
    result,
    baseResult,
    baseAttitudes,
    significance,
    stale,
    computingAsync,
    settledView,
    cancel,
  } = useReportResult(id, resultView, { baseline: !view.compare });
  const {
    page,
    summary,
    summaryItems,
    known,
    configuration,
    fromSegments,
    primaryId,
    portfolio,
    portfolioSettled,
  } = useKnownReport(id, report, user.id, organization.id);
  const [dialog, setDialog] = useState<'export' | 'segment' | 'compare' | 'views' | null>(null);
  const savedView = useOpenSavedView(user.id);
  const comparing = view.compare !== undefined;
  const notify = useNotify();

  useEffect(() => {
    if (comparing) CompareMode.prefetch();
    else if (view.tab === 'sentiment') preloadSentimentChart();
    else preloadReportCharts();
  }, [view.tab, comparing]);

  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => notify(t`Link to this view copied`),
      () => notify(t`The link could not be copied: copy it from the address bar.`, 'error'),
    );
  };

  const selectTab = useCallback((tab: ReportTab) => update({ tab }), [update]);
  // Starting a comparison is a new history entry: Back leaves compare mode.
  const startComparison = (compare: CompareTarget) => {
    setDialog(null);
    update({ compare, detail: undefined });
  };
  const prefetchCompare = () => {
    CompareDialog.prefetch();
    CompareMode.prefetch();
  };
  const resetFilters = view.filters.length > 0 ? () => update({ filters: [] }) : undefined;

  const cancelAsync = () => {
    void cancel();
    const back = settledView.current;
    const filterDraft: FilterDraft = { filters: view.filters, async: view.async };
    update(
      {
        filters: back?.filters ?? [],
        configurationId: back?.configurationId ?? view.configurationId,
        async: false,
      },
      // The figures go back to what they were; the filter panel keeps the choices just
      // cancelled, so they can be changed or run again rather than picked anew.
      { state: { filterDraft } },
    );
  };

  const canExport = can.downloadDataset(role);
  const canSegment = can.createSegment(role);
  if (!known) {
    const loading = !current.isError;
    return (
      <PageContainer
        title={loading ? t`Loading report…` : t`Report`}
        breadcrumbs={[{ label: t`Reports`, to: '/reports' }]}
        // Where the date and model line and the actions will be, so the page below stays put.
        subtitle={loading && <Skeleton width="18rem" sx={{ maxWidth: '100%' }} />}
        actions={
          // As wide as the buttons to come (copy link, Views, Compare, then by role), so they
          // wrap under the title, or not, as the loaded ones will.
          loading && (
            <>
              <Skeleton variant="circular" width={40} height={40} />
              <Skeleton variant="rounded" width={102} height={36.5} />
              <Skeleton variant="rounded" width={127} height={36.5} />
              {canSegment && <Skeleton variant="rounded" width={190} height={36.5} />}
              {canExport && <Skeleton variant="rounded" width={144} height={36.5} />}
            </>
          )
        }
      >
        {current.isError ? (
          <ReportFailure
            error={current.error}
            onRetry={() => void current.refetch()}
            onResetFilters={resetFilters}
          />
        ) : (
          <Stack spacing={2}>
            {computingAsync && <PendingBanner onCancel={cancelAsync} />}
            <PageSkeleton />
          </Stack>
        )}
      </PageContainer>
    );
  }

  const modelVersion = page?.model_version;
  const issued = formatDate(known.issued_at);
  const savedViewError = savedView.error?.message ?? '';

  // What the tab shows, by what is known so far (see bodyOf).
  const tabBody: Record<TabBody, () => ReactNode> = {
    failure: () => (
      <ReportFailure
        error={current.error}
        onRetry={() => void current.refetch()}
        onResetFilters={resetFilters}
      />
    ),
    'loading-sentiment': () => (
      <Skeleton variant="rounded" height={440} aria-label={t`Loading sentiment`} />
    ),
    loading: () => (
      <Stack spacing={2}>
        {computingAsync && <PendingBanner onCancel={cancelAsync} />}
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
        summaries={summaryItems}
        userId={user.id}
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
        baseAttitudes={baseAttitudes}
        significance={significance}
        stale={stale}
        computingAsync={computingAsync}
        onCancel={cancelAsync}
        reportName={page!.name}
      />
    ),
  };
  return (
    <PageContainer
      title={known.name}
      breadcrumbs={[{ label: t`Reports`, to: '/reports' }]}
      subtitle={[
        t`Issued ${issued}`,
        modelVersion?.name,
        modelVersion && audienceLabel(modelVersion.audience_type, modelVersion.audience),
      ]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <>
          <Tooltip title={t`Copy link to this view`}>
            <IconButton aria-label={t`Copy link to this view`} onClick={copyLink}>
              <LinkIcon />
            </IconButton>
          </Tooltip>
          <Button
            variant="outlined"
            startIcon={<ViewsIcon />}
            disabled={!page}
            onClick={() => setDialog('views')}
          >
            <Trans>Views</Trans>
          </Button>
          {!comparing && (
            <Button
              variant="outlined"
              startIcon={<CompareIcon />}
              disabled={!page}
              onPointerEnter={prefetchCompare}
              onFocus={prefetchCompare}
              onClick={() => setDialog('compare')}
            >
              <Trans>Compare</Trans>
            </Button>
          )}
          {canSegment && (
            <Button
              variant="outlined"
              startIcon={<SegmentIcon />}
              disabled={!page || !configuration || !portfolioSettled}
              onClick={() => setDialog('segment')}
            >
              <Trans>Save as segment</Trans>
            </Button>
          )}
          {canExport && (
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={!page}
              onClick={() => setDialog('export')}
            >
              <Trans>Export CSV</Trans>
            </Button>
          )}
        </>
      }
    >
      {savedView.failed && (
        <Alert severity="warning" variant="outlined" onClose={savedView.dismiss}>
          {savedView.error ? (
            <Trans>{savedViewError} The report is shown as it opens.</Trans>
          ) : (
            <Trans>The saved view could not be opened. The report is shown as it opens.</Trans>
          )}
        </Alert>
      )}
      <ReportHeader
        tags={known.tags}
        comments={page ? page.comments : undefined}
        loading={!page && !current.isError}
        configuration={configuration}
        configurations={summary?.configurations ?? fromSegments?.configurations}
        configurationSource={summary ? 'list' : fromSegments ? 'segments' : undefined}
        selectedId={view.configurationId ?? configuration?.id ?? primaryId}
        population={result?.state.status === 'ready' ? result.population_size : undefined}
        basePopulation={baseResult?.population_size}
        groupA={comparing}
        onConfigurationChange={(configurationId) => {
          update({
            configurationId: primaryId === configurationId ? undefined : configurationId,
            detail: undefined,
          });
        }}
      />
      <ReportTabs tab={view.tab} onChange={selectTab} />
      <Box
        role="tabpanel"
        id={`panel-${view.tab}`}
        aria-labelledby={`tab-${view.tab}`}
        sx={{ minWidth: 0 }}
      >
        {tabBody[
          bodyOf({
            failed: current.isError && !report,
            loaded: page !== undefined && configuration !== undefined,
            comparing,
            tab: view.tab,
            figures: Boolean(result),
          })
        ]()}
      </Box>
      {canExport && dialog === 'export' && page && (
        <ExportDialog
          report={page}
          result={baseResult ?? result}
          configuration={page.dataset.configurations}
          primaryName={summary?.configurations.find((item) => item.is_primary)?.name}
          filters={view.filters}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'views' && page && (
        <ViewsDialog
          reportId={id}
          reportName={page.name}
          view={view}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'compare' && page && (
        <CompareDialog.Component
          fallback={null}
          reportId={id}
          report={page}
          aFilters={view.filters}
          summaries={summaryItems}
          userId={user.id}
          initial={undefined}
          onApply={startComparison}
          onClose={() => setDialog(null)}
        />
      )}
      {canSegment && dialog === 'segment' && page && configuration && (
        <SaveSegmentDialog
          report={page}
          configuration={configuration}
          portfolio={portfolio}
          organizationId={organization.id}
          onClose={() => setDialog(null)}
        />
      )}
    </PageContainer>
  );
}
