import type { components } from '../../src/api/schema.gen';
import type { InvitationRow } from '../stores/invitations';

export function invitation(row: InvitationRow): components['schemas']['OrganizationInvitation'] {
  return {
    id: row.id,
    token: row.token,
    expiry_date: row.expiry_date,
    status: row.effective_status,
    organization: { id: row.organization_id, name: row.organization_name },
    inviter_member: {
      id: row.inviter_id,
      first_name: row.inviter_first_name,
      last_name: row.inviter_last_name,
      email: row.inviter_email,
    },
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    email_sent: row.email_sent === 1,
    role: row.role,
    accessible_portfolios: row.accessible_portfolios,
  };
}
