import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import MoreIcon from '@mui/icons-material/MoreVert';
import { isApiError } from '../api/errors';
import { formatRelative } from '../lib/format';
import {
  useDeleteView,
  useRenameView,
  type SavedView,
  type ViewStore,
} from '../queries/saved-views';
import { ConfirmDialog } from './ConfirmDialog';
import { useNotify } from './notifications';

const NAME_MAX = 100;

interface SavedViewListProps {
  views: SavedView[];
  store: ViewStore;
  userId: string;
  /** Name each view's report (home lists every report's views; a report page only its own). */
  showReport?: boolean;
  labelledBy: string;
}

/** Where a view opens: its report page, which reads the view and restores its state. */
export const viewHref = (view: SavedView) => `/reports/${view.report.id}?view=${view.id}`;

/** Saved views, most recently used first, each opening its report as saved; owners manage them. */
export function SavedViewList({
  views,
  store,
  userId,
  showReport = false,
  labelledBy,
}: SavedViewListProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedView } | null>(null);
  const [renaming, setRenaming] = useState<SavedView | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const remove = useDeleteView(userId);
  const notify = useNotify();
  const { t } = useLingui();
  const deletingName = deleting?.name ?? '';

  return (
    <>
      <List disablePadding aria-labelledby={labelledBy}>
        {views.map((view) => {
          const owner = view.owner.full_name;
          const used = view.last_used_at ? formatRelative(view.last_used_at) : undefined;
          const viewName = view.name;
          const details = [
            view.scope === 'organization' ? t`Shared with the organization` : t`Only you`,
            showReport ? view.report.name : undefined,
            view.owner.id === userId ? undefined : t`by ${owner}`,
            used ? t`used ${used}` : undefined,
          ].filter(Boolean);
          const manageable = view.can_edit || view.can_delete;
          return (
            <ListItem
              key={view.id}
              disablePadding
              divider
              secondaryAction={
                manageable && (
                  <IconButton
                    edge="end"
                    aria-label={t`Manage view ${viewName}`}
                    onClick={(event) => setMenu({ anchor: event.currentTarget, view })}
                  >
                    <MoreIcon />
                  </IconButton>
                )
              }
            >
              <ListItemButton component={RouterLink} to={viewHref(view)}>
                <ListItemText
                  primary={view.name}
                  secondary={details.join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu?.view.can_edit && (
          <MenuItem
            onClick={() => {
              setRenaming(menu.view);
              setMenu(null);
            }}
          >
            <Trans>Rename</Trans>
          </MenuItem>
        )}
        {menu?.view.can_delete && (
          <MenuItem
            onClick={() => {
              setDeleting(menu.view);
              setMenu(null);
            }}
          >
            <Trans>Delete</Trans>
          </MenuItem>
        )}
      </Menu>
      {renaming && (
        <RenameDialog
          view={renaming}
          store={store}
          userId={userId}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this view?`}
        message={
          deleting?.scope === 'organization'
            ? t`“${deletingName}” is deleted for everyone in the organization.`
            : t`“${deletingName}” is deleted.`
        }
        confirmLabel={t`Delete`}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(
            { store, view: deleting },
            {
              onSuccess: () => notify(t`View “${name}” deleted`),
              onError: (error) => notify(error.message, 'error'),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </>
  );
}

function RenameDialog({
  view,
  store,
  userId,
  onClose,
}: {
  view: SavedView;
  store: ViewStore;
  userId: string;
  onClose: () => void;
}) {
  const rename = useRenameView(userId);
  const { t } = useLingui();
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | null>(null);
  const serverError = isApiError(rename.error)
    ? (rename.error.fieldErrors.name?.join(' ') ?? rename.error.message)
    : rename.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t`Give the view a name.`);
      return;
    }
    rename.mutate({ store, view, name: trimmed }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-view-title">
          <Trans>Rename view</Trans>
        </DialogTitle>
        <DialogContent>
          <TextField
            label={t`Name`}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={Boolean(error ?? serverError)}
            helperText={error ?? serverError ?? `${name.length}/${NAME_MAX}`}
            slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            <Trans>Rename</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
