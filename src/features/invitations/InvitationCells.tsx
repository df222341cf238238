import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatRelative } from '../../lib/format';
import {
  INVITATION_STATUS_COLORS,
  invitationStatusLabel,
  type InvitationStatus,
} from '../../lib/invitation-status';
import type { Invitation } from './invitations.queries';

/** The pieces of an invitation row, shared by the wide table and the narrow cards. */

export function InviteeName({ invitation }: { invitation: Invitation }) {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, overflowWrap: 'break-word' }}
        color={name ? 'text.primary' : 'text.secondary'}
      >
        {name || 'No name given'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        <EmailText email={invitation.email} />
      </Typography>
    </Box>
  );
}

/** An address that wraps before its `@` in a narrow column, not in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * The status colour marks the border and a dot; the words stay in the text colour, as the
 * palette's info and warning hues are too light for small text on paper.
 */
export function StatusChip({ status }: { status: number }) {
  const color = INVITATION_STATUS_COLORS[status as InvitationStatus] ?? 'default';
  const hue = color === 'default' ? 'text.secondary' : `${color}.main`;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={invitationStatusLabel(status)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: hue, flexShrink: 0 }}
        />
      }
      sx={{ borderColor: hue, color: 'text.primary', '& .MuiChip-icon': { ml: 1, mr: -0.25 } }}
    />
  );
}

/** "in 6 days" / "3 weeks ago", the exact time on hover or focus. */
export function Expiry({ invitation }: { invitation: Invitation }) {
  return (
    <Tooltip title={formatDateTime(invitation.expiry_date)} describeChild>
      <Typography
        component="time"
        dateTime={invitation.expiry_date}
        variant="body2"
        tabIndex={0}
        sx={{ whiteSpace: 'nowrap', textDecoration: 'underline dotted', textUnderlineOffset: 3 }}
      >
        {formatRelative(invitation.expiry_date)}
      </Typography>
    </Tooltip>
  );
}

export function Inviter({ invitation }: { invitation: Invitation }) {
  const inviter = invitation.inviter_member;
  const name = [inviter.first_name, inviter.last_name].filter(Boolean).join(' ');
  return (
    <Tooltip title={inviter.email} describeChild>
      <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
        {name || inviter.email}
      </Typography>
    </Tooltip>
  );
}

export function Portfolios({ invitation }: { invitation: Invitation }) {
  const portfolios = invitation.accessible_portfolios;
  if (portfolios.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Accessible portfolios"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {portfolios.map((portfolio) => (
        <li key={portfolio.id}>
          <Chip size="small" label={portfolio.name} sx={{ maxWidth: 200 }} />
        </li>
      ))}
    </Box>
  );
}

export function EmailSent({ sent }: { sent: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: sent ? 'success.main' : 'text.secondary',
        whiteSpace: 'nowrap',
      }}
    >
      {sent ? (
        <CheckCircleIcon fontSize="small" aria-hidden />
      ) : (
        <ScheduleSendIcon fontSize="small" aria-hidden />
      )}
      <Typography variant="body2" component="span" color="text.secondary">
        {sent ? 'Email sent' : 'Email not sent'}
      </Typography>
    </Box>
  );
}
