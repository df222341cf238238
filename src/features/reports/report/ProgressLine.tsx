import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../../../lib/format';
import type { DownloadProgress } from '../../../queries/report-dataset';

/** A download's progress: a bar (exact once the size is known) and the bytes received. */
export function ProgressLine({ progress }: { progress: DownloadProgress }) {
  const { t } = useLingui();
  const received = formatBytes(progress.received);
  const expected = formatBytes(progress.total ?? 0);
  const percent = progress.total
    ? Math.min(100, Math.round((progress.received / progress.total) * 100))
    : undefined;
  return (
    <Box>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t`Download progress`}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status" data-testid="download-progress">
        {progress.total ? (
          <Trans>
            {received} of {expected} received
          </Trans>
        ) : (
          <Trans>{received} received</Trans>
        )}
      </Typography>
    </Box>
  );
}
