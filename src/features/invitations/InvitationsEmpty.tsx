import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MailIcon from '@mui/icons-material/MailOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import { EmptyState } from '../../components/EmptyState';
import type { InvitationStatus } from '../../lib/invitation-status';

/** The empty list's title when filtered by a status, a whole phrase per status. */
const EMPTY_TITLES: Record<InvitationStatus, MessageDescriptor> = {
  0: msg`No pending invitations`,
  1: msg`No accepted invitations`,
  2: msg`No cancelled invitations`,
  3: msg`No expired invitations`,
  4: msg`No revoked invitations`,
};

/** An empty list: filtered by a status (offer every status), or none at all (offer to invite). */
export function InvitationsEmpty({
  status,
  organizationName,
  onShowAll,
  onInvite,
}: {
  status: InvitationStatus | null;
  organizationName: string | null;
  onShowAll: () => void;
  onInvite: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <EmptyState
      icon={<MailIcon fontSize="inherit" />}
      title={status === null ? t`No invitations yet` : i18n._(EMPTY_TITLES[status])}
      description={
        status !== null
          ? t`Other statuses may have some.`
          : organizationName
            ? t`Invite someone to give them access to the portfolios of ${organizationName}.`
            : t`Invite someone to give them access to your organization's portfolios.`
      }
      action={
        status !== null ? (
          <Button onClick={onShowAll}>
            <Trans>Show every status</Trans>
          </Button>
        ) : (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={onInvite}>
            <Trans>Invite someone</Trans>
          </Button>
        )
      }
    />
  );
}
