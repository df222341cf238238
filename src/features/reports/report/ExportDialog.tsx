import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { describeFilters } from '../../../lib/export-footer';
import type { Configuration, Report, Result } from '../../../queries/reports';
import { csvColumns } from './csv-columns';
import { datasetFileName } from './dataset-file-name';
import { ColumnPicker } from './ColumnPicker';
import { ExportScope } from './ExportScope';
import { ProgressLine } from './ProgressLine';
import { useDatasetDownload } from './use-dataset-download';
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
export function ExportDialog({
  report,
  result,
  configuration,
  primaryName,
  filters,
  onClose,
}: ExportDialogProps) {
  const { t } = useLingui();
  const columns = csvColumns(report.dataset.configurations, result);
  const [mask, setMask] = useState(true);
  const [omitted, setOmitted] = useState<Set<string>>(() => new Set());

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
  const { progress, error, downloading, start, cancel } = useDatasetDownload({
    reportId: report.id,
    mask,
    omitted,
    fileName,
    onClose,
  });
  const reason = error instanceof Error ? error.message : t`unknown error`;

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
          <ExportScope
            fileConfiguration={fileConfiguration}
            filterWords={filterWords}
            configuration={configuration}
          />
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
          <ColumnPicker
            columns={columns}
            omitted={omitted}
            onChange={setOmitted}
            disabled={downloading}
          />
          {progress && <ProgressLine progress={progress} />}
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
