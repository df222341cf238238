import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNotify } from '../../components/notifications';
import { saveBlob } from '../../lib/download';
import { formatInteger } from '../../lib/format';
import { collectActivity, type ActivityFilters } from '../../queries/activity';
import { activityCsv, activityFileName } from './activity-csv';

/**
 * The log's CSV export: every entry the filters select (up to the page cap), saved as a file, with
 * a notification either way. Leaving the page cancels an export under way.
 */
export function useActivityExport(filters: ActivityFilters, organizationName: string | null) {
  const notify = useNotify();
  const { t } = useLingui();
  const [exporting, setExporting] = useState(false);
  const exportAbort = useRef<AbortController | null>(null);
  useEffect(() => () => exportAbort.current?.abort(), []);

  const exportCsv = async () => {
    const abort = new AbortController();
    exportAbort.current = abort;
    setExporting(true);
    try {
      const collected = await collectActivity(filters, { signal: abort.signal });
      const fileName = activityFileName(organizationName);
      // A byte order mark, so that a spreadsheet reads the names and quotes as UTF-8.
      saveBlob(
        new Blob(['\uFEFF', activityCsv(collected)], { type: 'text/csv;charset=utf-8' }),
        fileName,
      );
      const exported = collected.items.length;
      if (collected.complete) {
        notify(
          plural(exported, {
            one: `Exported # entry to ${fileName}`,
            other: `Exported # entries to ${fileName}`,
          }),
        );
      } else {
        const read = formatInteger(exported);
        const count = formatInteger(collected.count);
        notify(
          t`Exported the newest ${read} of ${count} entries to ${fileName}: narrow the filters to export the rest.`,
          'warning',
        );
      }
    } catch (error) {
      if (abort.signal.aborted) return;
      // The reason is the service's or the browser's own words.
      const reason = error instanceof Error ? error.message : null;
      notify(
        reason
          ? t`Could not export the activity: ${reason}`
          : t`Could not export the activity: please try again.`,
        'error',
      );
    } finally {
      if (exportAbort.current === abort) exportAbort.current = null;
      if (!abort.signal.aborted) setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
