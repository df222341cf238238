import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleLabel } from '../../lib/roles';
import { inviteeName } from './invitation-form';
import { InvitationActions } from './InvitationActions';
import { EmailSent, Expiry, Inviter, InviteeName, Portfolios, StatusChip } from './InvitationCells';
import type { InvitationListProps } from './InvitationsTable';
import type { Invitation } from '../../queries/invitations';

/** The invitations as a list of cards, for screens too narrow for the table's columns. */
export function InvitationCards({ invitations, manage }: Omit<InvitationListProps, 'onSort'>) {
  const { t } = useLingui();
  const selectLabel = (invitation: Invitation) => {
    const name = inviteeName(invitation);
    return t`Select the invitation of ${name}`;
  };
  return (
    <Box component="ul" aria-label={t`Invitations`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {invitations.map((invitation, index) => (
        <Box
          component="li"
          // By place on the page, like the table's rows: a page turn updates the cards.
          key={index}
          data-testid="invitation-row"
          sx={{
            px: 2,
            py: 1.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
            bgcolor: manage?.selected.has(invitation.id) ? 'action.selected' : undefined,
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {manage && (
              <Checkbox
                checked={manage.selected.has(invitation.id)}
                onChange={() => manage.onToggle(invitation.id)}
                slotProps={{
                  input: { 'aria-label': selectLabel(invitation) },
                }}
                sx={{ ml: -1, mt: -0.5 }}
              />
            )}
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr)',
                gap: 1,
              }}
            >
              <Stack
                direction="row"
                useFlexGap
                sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
              >
                {/* The chip moves under the name when large text would leave the name less than
                    10rem beside it, rather than breaking the address into fragments. */}
                <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                  <InviteeName invitation={invitation} />
                </Box>
                <StatusChip status={invitation.status} />
              </Stack>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 0.5,
                  alignItems: 'baseline',
                }}
              >
                <Field label={t`Role`}>{roleLabel(invitation.role)}</Field>
                <Field label={t`Expiry`}>
                  <Expiry invitation={invitation} />
                </Field>
                <Field label={t`Invited by`}>
                  <Inviter invitation={invitation} />
                </Field>
                <Field label={t`Portfolios`}>
                  <Portfolios invitation={invitation} />
                </Field>
                <Field label={t`Delivery`}>
                  <EmailSent sent={invitation.email_sent} />
                </Field>
              </Box>
              {manage && (
                <>
                  <Divider />
                  <InvitationActions
                    invitation={invitation}
                    onEdit={manage.onEdit}
                    onStatus={manage.onStatus}
                    onDelete={manage.onDelete}
                  />
                </>
              )}
            </Box>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
        {children}
      </Box>
    </>
  );
}
