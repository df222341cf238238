import { TEST_ORG } from '../../test/render';
import type { Invitation } from '../../queries/invitations';

/** Invitation number `n` (1–9) of the test organization, for component tests. */
export const invitationRow = (n: number, status: Invitation['status']): Invitation => ({
  id: `50000000-0000-4000-8000-00000000000${n}`,
  token: `60000000-0000-4000-8000-00000000000${n}`,
  expiry_date: '2030-03-08T09:00:00Z',
  status,
  organization: TEST_ORG,
  inviter_member: {
    id: '70000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@demo.test',
  },
  email: `person${n}@example.com`,
  first_name: `Person${n}`,
  last_name: 'Example',
  email_sent: true,
  role: 0,
  accessible_portfolios: [],
});
