import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useSession } from '../../../lib/session';
import { savedViewQueries, type SavedViewScope } from '../../../queries/saved-views';
import type { ReportView } from '../shared/report-view';
import { ReportViewList } from './ReportViewList';
import { stateOfView } from './saved-view-state';
import { useSaveViewForm, VIEW_NAME_MAX } from './use-save-view-form';
import { ViewScope } from './ViewScope';

interface ViewsDialogProps {
  reportId: string;
  reportName: string;
  view: ReportView;
  onClose: () => void;
}

/** Saves the page as it is (filters, configuration, tab, comparison) and lists this report's views. */
export function ViewsDialog({ reportId, reportName, view, onClose }: ViewsDialogProps) {
  const { t } = useLingui();
  const { user, organization } = useSession();
  const organizationName = organization.name;
  const list = useQuery(
    savedViewQueries.list({
      userId: user.id,
      organizationId: organization.id,
      reportId,
      page: 1,
      pageSize: 50,
    }),
  );
  const [scope, setScope] = useState<SavedViewScope>('private');
  const store = list.data?.store;
  const form = useSaveViewForm({
    reportName,
    state: () => stateOfView(reportId, view),
    scope: store === 'browser' ? 'private' : scope,
  });

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="views-title">
      <DialogTitle id="views-title">
        <Trans>Saved views</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Stack
            component="form"
            spacing={2}
            onSubmit={form.submit}
            noValidate
            aria-label={t`Save view`}
          >
            <Typography variant="body2" color="textSecondary">
              <Trans>
                Saves this page as it is now: configuration, filters, tab and comparison.
              </Trans>
            </Typography>
            <TextField
              label={t`View name`}
              required
              value={form.name}
              onChange={(event) => form.onNameChange(event.target.value)}
              error={Boolean(form.fieldError)}
              helperText={form.fieldError ?? `${form.name.length}/${VIEW_NAME_MAX}`}
              slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX } }}
            />
            <ViewScope
              store={store}
              scope={scope}
              onScope={setScope}
              organizationName={organizationName}
            />
            {form.otherError && (
              <Alert severity="error" variant="outlined">
                {form.otherError.message}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={form.saving} disabled={!store}>
                <Trans>Save view</Trans>
              </Button>
            </Stack>
          </Stack>
          <Stack spacing={1}>
            <Typography
              id="report-views"
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600 }}
            >
              <Trans>Views of this report</Trans>
            </Typography>
            <ReportViewList list={list} userId={user.id} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
