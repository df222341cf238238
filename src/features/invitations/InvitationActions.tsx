import { useState } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import type { InvitationStatus } from '../../lib/invitation-status';
import { inviteeName } from './invitation-form';
import type { Invitation } from '../../queries/invitations';
import { LazyTooltip } from '../../components/LazyTooltip';

export interface InvitationHandlers {
  onEdit: (invitation: Invitation) => void;
  onStatus: (invitation: Invitation, status: InvitationStatus) => void;
  onDelete: (invitation: Invitation) => void;
}

const REVOKE = msg`Revoke`;
const REOPEN = msg`Re-open`;

/**
 * The status moves worth one click (docs/decisions.md, Invitation status and expiry): a pending invitation can be revoked (or, from
 * the menu, cancelled); one that ended unused can be re-opened, which starts a new expiry.
 * An accepted invitation has nothing left to move.
 */
export function quickAction(status: number): { label: string; status: InvitationStatus } | null {
  if (status === 0) return { label: i18n._(REVOKE), status: 4 };
  if (status === 2 || status === 3 || status === 4) return { label: i18n._(REOPEN), status: 0 };
  return null;
}

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.spacing(0.5),
}));

export function InvitationActions({
  invitation,
  onEdit,
  onStatus,
  onDelete,
  compact = false,
}: InvitationHandlers & {
  invitation: Invitation;
  /** Icon buttons (with tooltips) for the table, where width is scarce; words on the cards. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  // The menu belongs to the invitation it was opened for: the row may show another one next.
  const [opened, setOpened] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  // A page has twenty rows and a menu is opened in few: it is made at its first opening (and kept
  // for its closing transition), not with every row.
  const [menuMade, setMenuMade] = useState(false);
  const anchor = opened?.id === invitation.id ? opened.anchor : null;
  const name = inviteeName(invitation);
  const quick = quickAction(invitation.status);
  const close = () => setOpened(null);
  const menuId = `invitation-actions-${invitation.id}`;
  // The quick move's name for screen readers, a whole sentence per move.
  const quickName =
    quick?.status === 4
      ? t`Revoke the invitation of ${name}`
      : t`Re-open the invitation of ${name}`;

  return (
    <Actions>
      {quick && compact && (
        <LazyTooltip title={quick.label}>
          <IconButton
            size="small"
            color={quick.status === 4 ? 'error' : 'primary'}
            onClick={() => onStatus(invitation, quick.status)}
            aria-label={quickName}
          >
            {quick.status === 4 ? <BlockIcon fontSize="small" /> : <ReplayIcon fontSize="small" />}
          </IconButton>
        </LazyTooltip>
      )}
      {quick && !compact && (
        <Button
          size="small"
          color={quick.status === 4 ? 'error' : 'primary'}
          startIcon={quick.status === 4 ? <BlockIcon /> : <ReplayIcon />}
          onClick={() => onStatus(invitation, quick.status)}
          aria-label={quickName}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {quick.label}
        </Button>
      )}
      <IconButton
        size="small"
        aria-label={t`More actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened({ id: invitation.id, anchor: event.currentTarget });
          setMenuMade(true);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {menuMade && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem
            onClick={() => {
              close();
              onEdit(invitation);
            }}
          >
            <ListItemIcon>
              <EditIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              <Trans>Edit</Trans>
            </ListItemText>
          </MenuItem>
          {invitation.status === 0 && (
            <MenuItem
              onClick={() => {
                close();
                onStatus(invitation, 2);
              }}
            >
              <ListItemIcon>
                <UndoIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>
                <Trans>Cancel invitation</Trans>
              </ListItemText>
            </MenuItem>
          )}
          <MenuItem
            onClick={() => {
              close();
              onDelete(invitation);
            }}
            sx={{ color: 'error.main' }}
          >
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              <Trans>Delete</Trans>
            </ListItemText>
          </MenuItem>
        </Menu>
      )}
    </Actions>
  );
}
