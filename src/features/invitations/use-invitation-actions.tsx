import { useRef, useState, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { formatInteger } from '../../lib/format';
import { isApiError } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/notifications';
import type { InvitationStatus } from '../../lib/invitation-status';
import { inviteeName } from './invitation-form';
import type { InvitationHandlers } from './InvitationActions';
import { InvitationDialog, type InvitationDialogMode } from './InvitationDialog';
import {
  useBulkInvitationAction,
  useDeleteInvitation,
  useSetInvitationStatus,
  type BulkOutcome,
  type Invitation,
  type SaveResult,
} from '../../queries/invitations';

type BulkAction = 'revoke' | 'delete';

interface InvitationActionsOptions {
  /** Called after a delete or bulk action, so the page can drop those rows from its selection. */
  onRemoved: (ids: string[]) => void;
  /**
   * Called once the confirmation has closed after rows went: the button that asked (a row's menu,
   * the bulk bar) went with them, and focus would fall to the page's body.
   */
  focusAfterRemoval: () => void;
}

/** A one-click status move (optimistic), with a notification naming the invitee either way. */
function useStatusMove(): InvitationHandlers['onStatus'] {
  const notify = useNotify();
  const setStatus = useSetInvitationStatus();
  return (invitation, status) => {
    const name = inviteeName(invitation);
    setStatus.mutate(
      { invitation, status },
      {
        onSuccess: ({ created }) =>
          created ? notify(recreated(name), 'warning') : notify(statusMoved(status, name)),
        onError: (error) =>
          notify(
            isApiError(error) && error.isNotFound
              ? t`The invitation of ${name} no longer exists: it was deleted meanwhile. The list has been refreshed.`
              : statusRefused(status, name, messageOf(error)),
            'error',
          ),
      },
    );
  };
}

/**
 * Everything an administrator can do to invitations: the invite/edit dialog, one-click status
 * moves (optimistic), delete with a confirmation naming the invitee, and bulk revoke/delete with
 * one confirmation. Returns the handlers for the rows and the dialogs to render once.
 */
export function useInvitationActions({ onRemoved, focusAfterRemoval }: InvitationActionsOptions) {
  // The dialogs' texts follow the language in use; the notifications are worded when they fire.
  const { t: i18nT } = useLingui();
  const notify = useNotify();
  const onStatus = useStatusMove();
  const remove = useDeleteInvitation();
  const bulk = useBulkInvitationAction();
  const [dialog, setDialog] = useState<InvitationDialogMode | null>(null);
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const removedRows = useRef(false);
  const [bulkRequest, setBulkRequest] = useState<{
    action: BulkAction;
    invitations: Invitation[];
    skipped: number;
  } | null>(null);

  const handlers: InvitationHandlers = {
    onEdit: (invitation) => setDialog({ kind: 'edit', invitation }),
    onDelete: setDeleting,
    onStatus,
  };

  const saved = (result: SaveResult, mode: InvitationDialogMode) => {
    setDialog(null);
    const name = inviteeName(result.invitation);
    if (mode.kind === 'invite') notify(t`${name} is invited. The invitation is pending.`);
    else if (result.created) notify(recreated(name), 'warning');
    else notify(t`The invitation of ${name} was saved.`);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const invitation = deleting;
    const name = inviteeName(invitation);
    remove.mutate(invitation, {
      onSuccess: () => notify(t`The invitation of ${name} was deleted.`),
      onError: (error) => {
        if (isApiError(error) && error.isNotFound) {
          notify(
            t`The invitation of ${name} had already been deleted. The list has been refreshed.`,
            'info',
          );
          return;
        }
        const reason = messageOf(error);
        notify(t`Could not delete the invitation of ${name}: ${reason}`, 'error');
      },
      onSettled: () => {
        removedRows.current = true;
        setDeleting(null);
        onRemoved([invitation.id]);
      },
    });
  };

  /** Asks once for several rows; revoking only applies to the pending ones among them. */
  const startBulk = (action: BulkAction, selected: Invitation[]) => {
    const invitations =
      action === 'revoke' ? selected.filter((invitation) => invitation.status === 0) : selected;
    if (invitations.length === 0) {
      notify(
        t`None of the selected invitations is pending, so there is nothing to revoke.`,
        'info',
      );
      return;
    }
    setBulkRequest({ action, invitations, skipped: selected.length - invitations.length });
  };

  const confirmBulk = () => {
    if (!bulkRequest) return;
    bulk.mutate(
      { action: bulkRequest.action, invitations: bulkRequest.invitations },
      {
        onSuccess: (outcome) => {
          const { message, severity } = bulkSummary(bulkRequest.action, outcome);
          notify(message, severity);
          removedRows.current = outcome.done.length > 0;
          onRemoved(outcome.done.map((invitation) => invitation.id));
        },
        onError: (error) => notify(messageOf(error), 'error'),
        onSettled: () => setBulkRequest(null),
      },
    );
  };

  const afterConfirmation = () => {
    if (!removedRows.current) return;
    removedRows.current = false;
    focusAfterRemoval();
  };

  const bulkCount = bulkRequest?.invitations.length ?? 0;
  const dialogs: ReactNode = (
    <>
      <InvitationDialog mode={dialog} onClose={() => setDialog(null)} onSaved={saved} />
      <ConfirmDialog
        open={deleting !== null}
        title={i18nT`Delete invitation?`}
        message={deleting && <DeleteMessage invitation={deleting} />}
        confirmLabel={i18nT`Delete`}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        onClosed={afterConfirmation}
      />
      <ConfirmDialog
        open={bulkRequest !== null}
        title={
          bulkRequest?.action === 'delete'
            ? i18nT`${plural(bulkCount, { one: 'Delete # invitation?', other: 'Delete # invitations?' })}`
            : i18nT`${plural(bulkCount, {
                one: 'Revoke # pending invitation?',
                other: 'Revoke # pending invitations?',
              })}`
        }
        message={bulkRequest && <BulkMessage {...bulkRequest} />}
        confirmLabel={bulkRequest?.action === 'delete' ? i18nT`Delete` : i18nT`Revoke`}
        destructive
        busy={bulk.isPending}
        onConfirm={confirmBulk}
        onCancel={() => setBulkRequest(null)}
        onClosed={afterConfirmation}
      />
    </>
  );

  return {
    handlers,
    dialogs,
    invite: (organizationId: string, organizationName: string | null) =>
      setDialog({ kind: 'invite', organizationId, organizationName }),
    startBulk,
  };
}

/** The delete confirmation's sentence: the invitee by name, and their address when they have a name. */
function DeleteMessage({ invitation }: { invitation: Invitation }) {
  const name = inviteeName(invitation);
  const email = invitation.email;
  return invitation.first_name || invitation.last_name ? (
    <Trans>
      The invitation of <strong>{name}</strong> ({email}) will be deleted. This cannot be undone; to
      stop it being used, revoking keeps a record.
    </Trans>
  ) : (
    <Trans>
      The invitation of <strong>{name}</strong> will be deleted. This cannot be undone; to stop it
      being used, revoking keeps a record.
    </Trans>
  );
}

function BulkMessage({
  action,
  invitations,
  skipped,
}: {
  action: BulkAction;
  invitations: Invitation[];
  skipped: number;
}) {
  const shown = invitations.slice(0, 5);
  const more = invitations.length - shown.length;
  return (
    <>
      {action === 'delete' ? (
        <Trans>These invitations will be deleted. This cannot be undone.</Trans>
      ) : (
        <Trans>These invitations can no longer be accepted (you can re-open them later).</Trans>
      )}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {shown.map((invitation) => (
          <li key={invitation.id}>{inviteeName(invitation)}</li>
        ))}
        {more > 0 && (
          <li>
            <Plural value={more} one="and # more" other="and # more" />
          </li>
        )}
      </Box>
      {skipped > 0 && (
        <Plural
          value={skipped}
          one="# selected invitation is not pending and stays as it is."
          other="# selected invitations are not pending and stay as they are."
        />
      )}
    </>
  );
}

/** A save that found its invitation deleted meanwhile, and so created it again. */
function recreated(name: string): string {
  return t`The invitation of ${name} had been deleted meanwhile, so saving created it again. Delete it if it should stay gone.`;
}

/** What a one-click status move did, as a whole sentence per status. */
function statusMoved(status: InvitationStatus, name: string): string {
  switch (status) {
    case 0:
      return t`The invitation of ${name} was re-opened: it expires in 7 days.`;
    case 1:
      return t`The invitation of ${name} was marked accepted.`;
    case 2:
      return t`The invitation of ${name} was cancelled.`;
    case 3:
      return t`The invitation of ${name} was marked expired.`;
    case 4:
      return t`The invitation of ${name} was revoked.`;
  }
}

/** Why a status move failed; nothing was changed. */
function statusRefused(status: InvitationStatus, name: string, reason: string): string {
  switch (status) {
    case 0:
      return t`Could not re-open the invitation of ${name}: ${reason} Nothing was changed.`;
    case 1:
      return t`Could not accept the invitation of ${name}: ${reason} Nothing was changed.`;
    case 2:
      return t`Could not cancel the invitation of ${name}: ${reason} Nothing was changed.`;
    case 3:
      return t`Could not expire the invitation of ${name}: ${reason} Nothing was changed.`;
    case 4:
      return t`Could not revoke the invitation of ${name}: ${reason} Nothing was changed.`;
  }
}

function bulkSummary(
  action: BulkAction,
  { done, failed }: BulkOutcome,
): { message: string; severity: 'success' | 'warning' | 'error' } {
  const count = done.length;
  if (failed.length === 0) {
    return {
      message:
        action === 'delete'
          ? plural(count, { one: '# invitation deleted.', other: '# invitations deleted.' })
          : plural(count, { one: '# invitation revoked.', other: '# invitations revoked.' }),
      severity: 'success',
    };
  }
  const reasons = failed
    .slice(0, 3)
    .map(({ invitation, error }) => `${inviteeName(invitation)} (${messageOf(error)})`)
    .join('; ');
  const total = count + failed.length;
  const doneCount = formatInteger(count);
  const more = formatInteger(failed.length - 3);
  let message: string;
  if (action === 'delete') {
    message =
      failed.length > 3
        ? plural(total, {
            one: `${doneCount} of # invitation deleted. Not deleted: ${reasons} and ${more} more.`,
            other: `${doneCount} of # invitations deleted. Not deleted: ${reasons} and ${more} more.`,
          })
        : plural(total, {
            one: `${doneCount} of # invitation deleted. Not deleted: ${reasons}.`,
            other: `${doneCount} of # invitations deleted. Not deleted: ${reasons}.`,
          });
  } else {
    message =
      failed.length > 3
        ? plural(total, {
            one: `${doneCount} of # invitation revoked. Not revoked: ${reasons} and ${more} more.`,
            other: `${doneCount} of # invitations revoked. Not revoked: ${reasons} and ${more} more.`,
          })
        : plural(total, {
            one: `${doneCount} of # invitation revoked. Not revoked: ${reasons}.`,
            other: `${doneCount} of # invitations revoked. Not revoked: ${reasons}.`,
          });
  }
  return { message, severity: count === 0 ? 'error' : 'warning' };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : t`Something went wrong.`;
}
