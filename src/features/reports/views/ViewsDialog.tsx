import { useState, type FormEvent } from 'react';
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
import { isApiError } from '../../../api/errors';
import { useNotify } from '../../../components/notifications';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useSession } from '../../../lib/session';
import { savedViewQueries, useSaveView, type SavedViewScope } from '../../../queries/saved-views';
import type { ReportView } from '../shared/report-view';
import { ReportViewList } from './ReportViewList';
import { stateOfView } from './saved-view-state';
import { ViewScope } from './ViewScope';

const NAME_MAX = 100;

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
  const notify = useNotify();
  const list = useQuery(
    savedViewQueries.list({
      userId: user.id,
      organizationId: organization.id,
      reportId,
      page: 1,
      pageSize: 50,
    }),
  );
  const save = useSaveView({
    user: { id: user.id, full_name: user.full_name },
    organization: { id: organization.id, name: organization.name ?? null },
  });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<SavedViewScope>('private');
  const [nameError, setNameError] = useState<string | null>(null);
  const store = list.data?.store;
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const otherError =
    save.error && !(isApiError(save.error) && save.error.hasFieldErrors()) ? save.error : null;

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
        scope: store === 'browser' ? 'private' : scope,
        state: stateOfView(reportId, view),
        reportName,
      },
      {
        onSuccess: ({ store: savedIn, view: saved }) => {
          const viewName = saved.name;
          const savedFor = saved.organization.name;
          notify(
            savedIn === 'browser'
              ? t`View “${viewName}” saved in this browser`
              : saved.scope !== 'organization'
                ? t`View “${viewName}” saved`
                : savedFor
                  ? t`View “${viewName}” saved for everyone in ${savedFor}`
                  : t`View “${viewName}” saved for everyone in the organization`,
          );
          setName('');
        },
      },
    );
  };

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
            onSubmit={submit}
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
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              error={Boolean(nameError ?? fieldErrors.name ?? fieldErrors.state)}
              helperText={
                nameError ??
                fieldErrors.name?.join(' ') ??
                fieldErrors.state?.join(' ') ??
                `${name.length}/${NAME_MAX}`
              }
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <ViewScope
              store={store}
              scope={scope}
              onScope={setScope}
              organizationName={organizationName}
            />
            {otherError && (
              <Alert severity="error" variant="outlined">
                {otherError.message}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={save.isPending} disabled={!store}>
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
