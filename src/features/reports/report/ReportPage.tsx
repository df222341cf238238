import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { preloadReportCharts, preloadSentimentChart } from '../../../charts/lazy';
import { PageContainer } from '../../../components/PageContainer';
import { formatDate } from '../../../lib/format';
import { can } from '../../../lib/roles';
import { useSession } from '../../../lib/session';
import { audienceLabel } from '../shared/report-labels';
import {
  resultViewOf,
  useReportView,
  type CompareTarget,
  type ReportTab,
} from '../shared/report-view';
import { useOpenSavedView } from '../views/use-open-saved-view';
import { CompareMode } from './compare-code';
import { ReportActions } from './ReportActions';
import { ReportDialogs, type ReportDialog } from './ReportDialogs';
import { ReportHeader } from './ReportHeader';
import { ReportPlaceholder } from './ReportPlaceholder';
import { ReportTabBody } from './ReportTabBody';
import ReportTabs from './ReportTabs';
import { useCancelAsync } from './use-cancel-async';
import { useKnownReport } from './use-known-report';
import { useReportResult } from './use-report-result';

/**
 * One report: its header, results (filters, scores, charts, table) and sentiment. Everything that
 * shapes the view lives in the URL, so a view can be bookmarked and shared. The page composes: the
 * report as known so far (useKnownReport), the result in view (useReportResult), and the tab body
 * looked up by what is known (ReportTabBody).
 */
export default function ReportPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user, role, organization } = useSession();
  const { view, update } = useReportView();
  const resultView = resultViewOf(view);
  const results = useReportResult(id, resultView, { baseline: !view.compare });
  const { current, report, result, baseResult, computingAsync } = results;
  const knownReport = useKnownReport(id, report, user.id, organization.id);
  const { page, summary, summaryItems, known, configuration, fromSegments, primaryId } =
    knownReport;
  const [dialog, setDialog] = useState<ReportDialog | null>(null);
  const savedView = useOpenSavedView(user.id);
  const comparing = view.compare !== undefined;

  useEffect(() => {
    if (comparing) CompareMode.prefetch();
    else if (view.tab === 'sentiment') preloadSentimentChart();
    else preloadReportCharts();
  }, [view.tab, comparing]);

  const selectTab = useCallback((tab: ReportTab) => update({ tab }), [update]);
  // Starting a comparison is a new history entry: Back leaves compare mode.
  const startComparison = (compare: CompareTarget) => {
    setDialog(null);
    update({ compare, detail: undefined });
  };
  const resetFilters = view.filters.length > 0 ? () => update({ filters: [] }) : undefined;
  const cancelAsync = useCancelAsync(results.cancel, results.settledView, view, update);

  const canExport = can.downloadDataset(role);
  const canSegment = can.createSegment(role);
  if (!known) {
    return (
      <ReportPlaceholder
        current={current}
        computingAsync={computingAsync}
        canSegment={canSegment}
        canExport={canExport}
        onResetFilters={resetFilters}
        onCancelAsync={cancelAsync}
      />
    );
  }

  const modelVersion = page?.model_version;
  const issued = formatDate(known.issued_at);
  const savedViewError = savedView.error?.message ?? '';
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
        <ReportActions
          loaded={page !== undefined}
          comparing={comparing}
          canSegment={canSegment}
          canExport={canExport}
          segmentReady={configuration !== undefined && knownReport.portfolioSettled}
          onOpen={setDialog}
        />
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
        <ReportTabBody
          {...results}
          id={id}
          view={view}
          update={update}
          page={page}
          configuration={configuration}
          failed={current.isError && !report}
          summaries={summaryItems}
          userId={user.id}
          onResetFilters={resetFilters}
          onCancelAsync={cancelAsync}
        />
      </Box>
      {page && (
        <ReportDialogs
          dialog={dialog}
          onClose={() => setDialog(null)}
          id={id}
          page={page}
          view={view}
          result={baseResult ?? result}
          configuration={configuration}
          summary={summary}
          summaries={summaryItems}
          portfolio={knownReport.portfolio}
          userId={user.id}
          organizationId={organization.id}
          canExport={canExport}
          canSegment={canSegment}
          onCompare={startComparison}
        />
      )}
    </PageContainer>
  );
}
