import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNotify } from '../../../components/notifications';
import { saveBlob } from '../../../lib/download';
import { formatBytes } from '../../../lib/format';
import { downloadDataset, type DownloadProgress } from '../../../queries/report-dataset';

/**
 * The dataset's download: its progress, its failure, and Cancel, which stops a download in flight
 * (or closes the dialog when none is). Closing the dialog or leaving the page stops it too.
 */
export function useDatasetDownload({
  reportId,
  mask,
  omitted,
  fileName,
  onClose,
}: {
  reportId: string;
  mask: boolean;
  omitted: ReadonlySet<string>;
  fileName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const notify = useNotify();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const downloading = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ received: 0, total: undefined });
    try {
      const blob = await downloadDataset(reportId, {
        maskTextViolations: mask,
        omitColumns: [...omitted],
        signal: abort.signal,
        onProgress: setProgress,
      });
      saveBlob(blob, fileName);
      const size = formatBytes(blob.size);
      notify(t`Downloaded ${fileName} (${size})`);
      onClose();
    } catch (caught) {
      if (abort.signal.aborted) {
        notify(t`Download cancelled: nothing was saved.`, 'info');
      } else {
        setError(caught);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    if (downloading) controller.current?.abort();
    else onClose();
  };

  return { progress, error, downloading, start, cancel };
}
