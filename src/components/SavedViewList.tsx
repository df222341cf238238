import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
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

  return (
    <>
      <List disablePadding aria-labelledby={labelledBy}>
        {views.map((view) => {
          const details = [
            view.scope === 'organization' ? 'Shared with the organization' : 'Only you',
            showReport ? view.report.name : undefined,
            view.owner.id === userId ? undefined : `by ${view.owner.full_name}`,
            view.last_used_at ? `used ${formatRelative(view.last_used_at)}` : undefined,
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
                    aria-label={`Manage view ${view.name}`}
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
            Rename
          </MenuItem>
        )}
        {menu?.view.can_delete && (
          <MenuItem
            onClick={() => {
              setDeleting(menu.view);
              setMenu(null);
            }}
          >
            Delete
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
        title="Delete this view?"
        message={
          deleting?.scope === 'organization'
            ? `“${deleting.name}” is deleted for everyone in the organization.`
            : `“${deleting?.name ?? ''}” is deleted.`
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { store, view: deleting },
            {
              onSuccess: () => notify(`View “${deleting.name}” deleted`),
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
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | null>(null);
  const serverError = isApiError(rename.error)
    ? (rename.error.fieldErrors.name?.join(' ') ?? rename.error.message)
    : rename.error?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Give the view a name.');
      return;
    }
    rename.mutate({ store, view, name: trimmed }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rename-view-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="rename-view-title">Rename view</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
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
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Rename
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
