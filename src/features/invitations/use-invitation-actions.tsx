import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
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

const STATUS_VERBS: Record<InvitationStatus, { verb: string; done: string }> = {
  0: { verb: 're-open', done: 're-opened: it expires in 7 days' },
  1: { verb: 'accept', done: 'marked accepted' },
  2: { verb: 'cancel', done: 'cancelled' },
  3: { verb: 'expire', done: 'marked expired' },
  4: { verb: 'revoke', done: 'revoked' },
};

const RECREATED =
  'had been deleted meanwhile, so saving created it again. Delete it if it should stay gone.';

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

/**
 * Everything an administrator can do to invitations: the invite/edit dialog, one-click status
 * moves (optimistic), delete with a confirmation naming the invitee, and bulk revoke/delete with
 * one confirmation. Returns the handlers for the rows and the dialogs to render once.
 */
export function useInvitationActions({ onRemoved, focusAfterRemoval }: InvitationActionsOptions) {
  const notify = useNotify();
  const setStatus = useSetInvitationStatus();
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
    onStatus: (invitation, status) => {
      const name = inviteeName(invitation);
      const words = STATUS_VERBS[status];
      setStatus.mutate(
        { invitation, status },
        {
          onSuccess: ({ created }) =>
            created
              ? notify(`The invitation of ${name} ${RECREATED}`, 'warning')
              : notify(`The invitation of ${name} was ${words.done}.`),
          onError: (error) =>
            notify(
              isApiError(error) && error.isNotFound
                ? `The invitation of ${name} no longer exists: it was deleted meanwhile. The list has been refreshed.`
                : `Could not ${words.verb} the invitation of ${name}: ${messageOf(error)} Nothing was changed.`,
              'error',
            ),
        },
      );
    },
  };

  const saved = (result: SaveResult, mode: InvitationDialogMode) => {
    setDialog(null);
    const name = inviteeName(result.invitation);
    if (mode.kind === 'invite') notify(`${name} is invited. The invitation is pending.`);
    else if (result.created) notify(`The invitation of ${name} ${RECREATED}`, 'warning');
    else notify(`The invitation of ${name} was saved.`);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const invitation = deleting;
    const name = inviteeName(invitation);
    remove.mutate(invitation, {
      onSuccess: () => notify(`The invitation of ${name} was deleted.`),
      onError: (error) =>
        isApiError(error) && error.isNotFound
          ? notify(
              `The invitation of ${name} had already been deleted. The list has been refreshed.`,
              'info',
            )
          : notify(`Could not delete the invitation of ${name}: ${messageOf(error)}`, 'error'),
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
      notify('None of the selected invitations is pending, so there is nothing to revoke.', 'info');
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

  const dialogs: ReactNode = (
    <>
      <InvitationDialog mode={dialog} onClose={() => setDialog(null)} onSaved={saved} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete invitation?"
        message={
          deleting && (
            <>
              The invitation of <strong>{inviteeName(deleting)}</strong>
              {deleting.first_name || deleting.last_name ? ` (${deleting.email})` : ''} will be
              deleted. This cannot be undone; to stop it being used, revoking keeps a record.
            </>
          )
        }
        confirmLabel="Delete"
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
            ? `Delete ${plural(bulkRequest.invitations.length, 'invitation')}?`
            : `Revoke ${plural(bulkRequest?.invitations.length ?? 0, 'pending invitation')}?`
        }
        message={bulkRequest && <BulkMessage {...bulkRequest} />}
        confirmLabel={bulkRequest?.action === 'delete' ? 'Delete' : 'Revoke'}
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
  return (
    <>
      {action === 'delete'
        ? 'These invitations will be deleted. This cannot be undone.'
        : 'These invitations can no longer be accepted (you can re-open them later).'}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {shown.map((invitation) => (
          <li key={invitation.id}>{inviteeName(invitation)}</li>
        ))}
        {invitations.length > shown.length && <li>and {invitations.length - shown.length} more</li>}
      </Box>
      {skipped > 0 &&
        `${plural(skipped, 'selected invitation')} ${skipped === 1 ? 'is' : 'are'} not pending and stay${skipped === 1 ? 's' : ''} as ${skipped === 1 ? 'it is' : 'they are'}.`}
    </>
  );
}

function bulkSummary(
  action: BulkAction,
  { done, failed }: BulkOutcome,
): { message: string; severity: 'success' | 'warning' | 'error' } {
  const past = action === 'delete' ? 'deleted' : 'revoked';
  if (failed.length === 0)
    return { message: `${plural(done.length, 'invitation')} ${past}.`, severity: 'success' };
  const reasons = failed
    .slice(0, 3)
    .map(({ invitation, error }) => `${inviteeName(invitation)} (${messageOf(error)})`)
    .join('; ');
  const more = failed.length > 3 ? ` and ${failed.length - 3} more` : '';
  return {
    message: `${done.length} of ${done.length + failed.length} invitations ${past}. Not ${past}: ${reasons}${more}.`,
    severity: done.length === 0 ? 'error' : 'warning',
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong.';
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
