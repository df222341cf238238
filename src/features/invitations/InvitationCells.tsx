import { Trans, useLingui } from '@lingui/react/macro';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSendOutlined';
import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';
import { EmailText } from '../../components/EmailText';
import { formatDateTime, formatRelative } from '../../lib/format';
import {
  INVITATION_STATUS_COLORS,
  invitationStatusLabel,
  type InvitationStatus,
  type StatusColor,
} from '../../lib/invitation-status';
import type { Invitation } from '../../queries/invitations';
import { LazyTooltip } from '../../components/LazyTooltip';

/**
 * The pieces of an invitation row, shared by the wide table and the narrow cards. A page draws
 * twenty of each, so their styles are written once here rather than as `sx` on every row.
 */

const Text = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  overflowWrap: 'break-word',
}));

const SecondaryText = styled(Text)(({ theme }) => ({ color: theme.palette.text.secondary }));

const Name = styled(Text)({ fontWeight: 600 });

/** Shrinks below its longest word in the narrow cards' flex row. */
const NameBlock = styled('div')({ minWidth: 0 });

export function InviteeName({ invitation }: { invitation: Invitation }) {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ');
  return (
    <NameBlock>
      {name ? (
        <Name>{name}</Name>
      ) : (
        <SecondaryText>
          <Trans>No name given</Trans>
        </SecondaryText>
      )}
      <SecondaryText>
        <EmailText email={invitation.email} />
      </SecondaryText>
    </NameBlock>
  );
}

/**
 * The status colour marks the border and a dot; the words stay in the text colour, as the
 * palette's info and warning hues are too light for small text on paper.
 */
const StatusChipRoot = styled(Chip, { shouldForwardProp: (prop) => prop !== 'hue' })<{
  hue: StatusColor;
}>(({ theme, hue }) => {
  const color = hue === 'default' ? theme.palette.text.secondary : theme.palette[hue].main;
  return {
    borderColor: color,
    color: theme.palette.text.primary,
    '& .MuiChip-icon': { marginLeft: theme.spacing(1), marginRight: theme.spacing(-0.25), color },
  };
});

const Dot = styled('span')({
  width: 8,
  height: 8,
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

export function StatusChip({ status }: { status: number }) {
  return (
    <StatusChipRoot
      size="small"
      variant="outlined"
      hue={INVITATION_STATUS_COLORS[status as InvitationStatus] ?? 'default'}
      label={invitationStatusLabel(status)}
      icon={<Dot aria-hidden />}
    />
  );
}

const Time = styled('time')(({ theme }) => ({
  ...theme.typography.body2,
  whiteSpace: 'nowrap',
  textDecoration: 'underline dotted',
  textUnderlineOffset: 3,
}));

/** "in 6 days" / "3 weeks ago", the exact time on hover or focus. */
export function Expiry({ invitation }: { invitation: Invitation }) {
  return (
    <LazyTooltip title={formatDateTime(invitation.expiry_date)} describeChild>
      <Time dateTime={invitation.expiry_date} tabIndex={0}>
        {formatRelative(invitation.expiry_date)}
      </Time>
    </LazyTooltip>
  );
}

export function Inviter({ invitation }: { invitation: Invitation }) {
  const inviter = invitation.inviter_member;
  const name = [inviter.first_name, inviter.last_name].filter(Boolean).join(' ');
  return (
    <LazyTooltip title={inviter.email} describeChild>
      <Text>{name || inviter.email}</Text>
    </LazyTooltip>
  );
}

const PortfolioList = styled('ul')(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
  '& .MuiChip-root': { maxWidth: 200 },
}));

export function Portfolios({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const portfolios = invitation.accessible_portfolios;
  if (portfolios.length === 0) {
    return (
      <SecondaryText>
        <Trans context="portfolios">None</Trans>
      </SecondaryText>
    );
  }
  return (
    <PortfolioList aria-label={t`Accessible portfolios`}>
      {portfolios.map((portfolio) => (
        <li key={portfolio.id}>
          <Chip size="small" label={portfolio.name} />
        </li>
      ))}
    </PortfolioList>
  );
}

const Delivery = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color: theme.palette.text.secondary,
  '& svg': { color: theme.palette.text.secondary },
  '&[data-sent] svg': { color: theme.palette.success.main },
}));

export function EmailSent({ sent }: { sent: boolean }) {
  return (
    <Delivery data-sent={sent || undefined}>
      {sent ? (
        <CheckCircleIcon fontSize="small" aria-hidden />
      ) : (
        <ScheduleSendIcon fontSize="small" aria-hidden />
      )}
      {sent ? <Trans>Email sent</Trans> : <Trans>Email not sent</Trans>}
    </Delivery>
  );
}
