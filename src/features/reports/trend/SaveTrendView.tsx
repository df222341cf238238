import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import BookmarkIcon from '@mui/icons-material/BookmarkAddOutlined';
import { ErrorState } from '../../../components/ErrorState';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useSaveViewForm, VIEW_NAME_MAX } from '../views/use-save-view-form';
import { stateOfTrendView } from './trend-saved-view';
import type { TrendPageView } from './trend-view';

interface SaveTrendViewProps {
  segmentId: string;
  /** The latest wave's report: the view is listed among its saved views. */
  report: { id: string; name: string };
  view: TrendPageView;
}

/** "Save view": the trend as it is on screen, kept private, opened again from its report's views. */
export function SaveTrendView({ segmentId, report, view }: SaveTrendViewProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const reportName = report.name;
  const form = useSaveViewForm({
    reportName,
    state: () => stateOfTrendView(segmentId, report.id, view),
    scope: 'private',
    onSaved: () => setOpen(false),
  });

  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkIcon />} onClick={() => setOpen(true)}>
        <Trans>Save view</Trans>
      </Button>
      <ResponsiveDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="save-trend-title"
      >
        <form onSubmit={form.submit} noValidate>
          <DialogTitle id="save-trend-title">
            <Trans>Save this trend as a view</Trans>
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <TextField
              autoFocus
              label={t`Name`}
              value={form.name}
              onChange={(event) => form.onNameChange(event.target.value)}
              error={Boolean(form.fieldError)}
              helperText={
                form.fieldError ??
                t`Listed among the saved views of ${reportName}, the latest wave.`
              }
              slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
              sx={{ mt: 1 }}
            />
            {form.otherError && <ErrorState error={form.otherError} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained" loading={form.saving}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </form>
      </ResponsiveDialog>
    </>
  );
}
