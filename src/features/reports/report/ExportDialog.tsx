import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useNotify } from '../../../components/notifications';
import { saveBlob } from '../../../lib/download';
import { describeFilters } from '../../../lib/export-footer';
import { formatBytes, formatInteger } from '../../../lib/format';
import { downloadDataset, type DownloadProgress } from '../../../queries/report-dataset';
import type { Configuration, Report, Result } from '../../../queries/reports';
import { csvColumns } from './csv-columns';
import { datasetFileName } from './dataset-file-name';
import type { ReportFilterItem } from '../shared/report-view';

interface ExportDialogProps {
  report: Report;
  /** The result whose attitudes name the rating columns (the unfiltered one when known). */
  result: Result | undefined;
  /** The configuration the page shows, and the report's primary one, which the file holds. */
  configuration: Pick<Configuration, 'name' | 'is_primary' | 'filterables'>;
  primaryName: string | undefined;
  /** The filters applied on the page, which the download does not take. */
  filters: readonly ReportFilterItem[];
  onClose: () => void;
}

/** CSV export: masking, the columns to leave out, and a download with progress and Cancel. */
// eslint-disable-next-line max-lines-per-function -- recomposed by the trends work
export function ExportDialog({
  report,
  result,
  configuration,
  primaryName,
  filters,
  onClose,
}: ExportDialogProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const columnsLabelId = useId();
  const columns = csvColumns(report.dataset.configurations, result);
  const [mask, setMask] = useState(true);
  const [omitted, setOmitted] = useState<Set<string>>(() => new Set());
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const downloading = progress !== null;

  // Closing the dialog (or leaving the page) stops a download in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const toggle = (column: string) =>
    setOmitted((current) => {
      const next = new Set(current);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ received: 0, total: undefined });
    try {
      const blob = await downloadDataset(report.id, {
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

  const kept = columns.length - omitted.size;
  // The download always holds the primary configuration's respondents, without the page's filters.
  const fileConfiguration = configuration.is_primary ? configuration.name : primaryName;
  const fileName = datasetFileName({
    report: report.name,
    configuration: fileConfiguration,
    masked: mask,
    omitted: omitted.size,
  });
  const filterWords = describeFilters(filters, configuration.filterables);
  const pageFilters = filterWords.join('; ');
  const pageConfiguration = configuration.name;
  const included = formatInteger(kept);
  const columnCount = formatInteger(columns.length);
  const reason = error instanceof Error ? error.message : t`unknown error`;
  const received = formatBytes(progress?.received ?? 0);
  const expected = formatBytes(progress?.total ?? 0);
  const percent = progress?.total
    ? Math.min(100, Math.round((progress.received / progress.total) * 100))
    : undefined;

  return (
    <ResponsiveDialog
      open
      onClose={downloading ? undefined : onClose}
      aria-labelledby="export-title"
    >
      <DialogTitle id="export-title">
        <Trans>Export dataset as CSV</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            {fileConfiguration ? (
              <Trans>
                One row per respondent of “{fileConfiguration}”, the report’s primary configuration,
                with its own saved filters.
              </Trans>
            ) : (
              <Trans>
                One row per respondent of the report’s primary configuration, with its own saved
                filters.
              </Trans>
            )}
          </Typography>
          {(filterWords.length > 0 || !configuration.is_primary) && (
            <Alert severity="info" variant="outlined" data-testid="export-scope">
              <Trans>
                The file holds the whole configuration’s respondents, not the group on screen: the
                download takes no filters.
              </Trans>
              {filterWords.length > 0 && (
                <>
                  {' '}
                  <Trans>The page’s filters ({pageFilters}) do not apply.</Trans>
                </>
              )}
              {!configuration.is_primary && (
                <>
                  {' '}
                  <Trans>
                    The page shows “{pageConfiguration}”; the file holds the primary configuration.
                  </Trans>
                </>
              )}
            </Alert>
          )}
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={mask}
                  onChange={(event) => setMask(event.target.checked)}
                  disabled={downloading}
                />
              }
              label={t`Mask text violations`}
            />
            <FormHelperText sx={{ mt: 0 }}>
              <Trans>
                Replaces e-mail addresses, phone numbers and profanity in comments with ***.
              </Trans>
            </FormHelperText>
          </Box>
          {/* Named by aria-labelledby: a <legend> inside the row beside the buttons would not be
              the fieldset's first child, and so would not name it. */}
          <Box
            component="fieldset"
            aria-labelledby={columnsLabelId}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            disabled={downloading}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography id={columnsLabelId} component="span" variant="subtitle2">
                <Trans>
                  Columns ({included} of {columnCount} included)
                </Trans>
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() => setOmitted(new Set())}
                  disabled={omitted.size === 0}
                >
                  <Trans context="columns">All</Trans>
                </Button>
                <Button
                  size="small"
                  onClick={() => setOmitted(new Set(columns))}
                  disabled={kept === 0}
                >
                  <Trans context="columns">None</Trans>
                </Button>
              </Stack>
            </Stack>
            <Typography variant="caption" color="textSecondary">
              <Trans>Untick the columns to leave out.</Trans>
            </Typography>
            <FormGroup
              sx={{
                mt: 1,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                // In a dialog window the list scrolls in a box of its own; full screen on a phone,
                // the whole dialog scrolls, and a box would leave the screen's lower half empty.
                maxHeight: { sm: 280 },
                overflowY: { sm: 'auto' },
              }}
            >
              {columns.map((column) => (
                <FormControlLabel
                  key={column}
                  control={
                    <Checkbox
                      size="small"
                      checked={!omitted.has(column)}
                      onChange={() => toggle(column)}
                    />
                  }
                  label={
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {column}
                    </Typography>
                  }
                />
              ))}
            </FormGroup>
          </Box>
          {downloading && (
            <Box>
              <LinearProgress
                variant={percent === undefined ? 'indeterminate' : 'determinate'}
                value={percent}
                aria-label={t`Download progress`}
              />
              <Typography
                variant="body2"
                sx={{ mt: 1 }}
                role="status"
                data-testid="download-progress"
              >
                {progress.total ? (
                  <Trans>
                    {received} of {expected} received
                  </Trans>
                ) : (
                  <Trans>{received} received</Trans>
                )}
              </Typography>
            </Box>
          )}
          <Typography
            variant="body2"
            data-testid="export-file-name"
            sx={{ overflowWrap: 'anywhere' }}
          >
            <Trans>
              Saved as <strong>{fileName}</strong>
            </Trans>
          </Typography>
          {error !== null && (
            <Alert severity="error" variant="outlined">
              <Trans>The download failed and nothing was saved: {reason}</Trans>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={downloading || kept === 0}
        >
          {downloading ? <Trans>Downloading…</Trans> : <Trans>Download CSV</Trans>}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
