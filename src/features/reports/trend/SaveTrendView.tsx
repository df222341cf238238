import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import BookmarkIcon from '@mui/icons-material/BookmarkAddOutlined';
import { isApiError } from '../../../api/errors';
import { ErrorState } from '../../../components/ErrorState';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useNotify } from '../../../components/notifications';
import { useSession } from '../../../lib/session';
import { useSaveView } from '../../../queries/saved-views';
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
  const { user, organization } = useSession();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveView({
    user: { id: user.id, full_name: user.full_name },
    organization: { id: organization.id, name: organization.name ?? null },
  });
  const reportName = report.name;
  const fieldError = isApiError(save.error) ? save.error.fieldErrors.name?.join(' ') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t`Give the view a name.`);
      return;
    }
    save.mutate(
      {
        name: trimmed,
        scope: 'private',
        state: stateOfTrendView(segmentId, report.id, view),
        reportName: report.name,
      },
      {
        onSuccess: ({ store, view: saved }) => {
          const viewName = saved.name;
          notify(
            store === 'browser'
              ? t`View “${viewName}” saved in this browser`
              : t`View “${viewName}” saved`,
          );
          setOpen(false);
          setName('');
        },
      },
    );
  };

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
        <form onSubmit={submit} noValidate>
          <DialogTitle id="save-trend-title">
            <Trans>Save this trend as a view</Trans>
          </DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <TextField
              autoFocus
              label={t`Name`}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={Boolean(nameError ?? fieldError)}
              helperText={
                nameError ??
                fieldError ??
                t`Listed among the saved views of ${reportName}, the latest wave.`
              }
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ mt: 1 }}
            />
            {save.error && !fieldError && <ErrorState error={save.error} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </form>
      </ResponsiveDialog>
    </>
  );
}
