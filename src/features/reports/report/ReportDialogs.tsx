import type { Configuration, Report, ReportSummary, Result } from '../../../queries/reports';
import type { CompareTarget, ReportView } from '../shared/report-view';
import { ViewsDialog } from '../views/ViewsDialog';
import { CompareDialog } from './compare-code';
import { ExportDialog } from './ExportDialog';
import { SaveSegmentDialog } from './SaveSegmentDialog';

export type ReportDialog = 'export' | 'segment' | 'compare' | 'views';

interface ReportDialogsProps {
  dialog: ReportDialog | null;
  onClose: () => void;
  id: string;
  page: Report;
  view: ReportView;
  /** The result whose attitudes name the export's rating columns. */
  result: Result | undefined;
  configuration: Configuration | undefined;
  summary: ReportSummary | undefined;
  summaries: readonly ReportSummary[] | null | undefined;
  portfolio: { id: string; name: string } | undefined;
  userId: string;
  organizationId: string;
  canExport: boolean;
  canSegment: boolean;
  onCompare: (compare: CompareTarget) => void;
}

/** The report page's dialog that is open, if any. */
export function ReportDialogs({
  dialog,
  onClose,
  id,
  page,
  view,
  result,
  configuration,
  summary,
  summaries,
  portfolio,
  userId,
  organizationId,
  canExport,
  canSegment,
  onCompare,
}: ReportDialogsProps) {
  if (dialog === 'export' && canExport) {
    return (
      <ExportDialog
        report={page}
        result={result}
        configuration={page.dataset.configurations}
        primaryName={summary?.configurations.find((item) => item.is_primary)?.name}
        filters={view.filters}
        onClose={onClose}
      />
    );
  }
  if (dialog === 'views') {
    return <ViewsDialog reportId={id} reportName={page.name} view={view} onClose={onClose} />;
  }
  if (dialog === 'compare') {
    return (
      <CompareDialog.Component
        fallback={null}
        reportId={id}
        report={page}
        aFilters={view.filters}
        summaries={summaries}
        userId={userId}
        initial={undefined}
        onApply={onCompare}
        onClose={onClose}
      />
    );
  }
  if (dialog === 'segment' && canSegment && configuration) {
    return (
      <SaveSegmentDialog
        report={page}
        configuration={configuration}
        portfolio={portfolio}
        organizationId={organizationId}
        onClose={onClose}
      />
    );
  }
  return null;
}
