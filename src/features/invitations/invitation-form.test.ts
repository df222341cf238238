import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVITATION,
  formFromInvitation,
  invitationRequest,
  inviteeName,
  otherFieldMessages,
  serverFieldErrors,
  validateInvitation,
} from './invitation-form';
import {
  nextOrdering,
  parseOrdering,
  parseOrganization,
  parseStatus,
} from './invitation-list-params';
import { requestFromInvitation, withStatus, type Invitation } from '../../queries/invitations';

const ORG = { id: '00000000-0000-4000-8000-000000000001', name: 'Acme Research' };

const INVITATION: Invitation = {
  id: '50000000-0000-4000-8000-000000000001',
  token: '60000000-0000-4000-8000-000000000001',
  expiry_date: '2026-03-08T09:00:00Z',
  status: 0,
  organization: ORG,
  inviter_member: {
    id: '70000000-0000-4000-8000-000000000001',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@demo.test',
  },
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: null,
  email_sent: true,
  role: 1,
  accessible_portfolios: [
    { id: '10000000-0000-4000-8000-000000000001', name: 'Retail Banking' },
    { id: '10000000-0000-4000-8000-000000000002', name: 'Insurance' },
  ],
};

describe('validateInvitation', () => {
  const filled = { ...EMPTY_INVITATION, email: 'jane@example.com' };

  it('accepts a valid form at the limits', () => {
    const values = {
      ...filled,
      email: `${'a'.repeat(243)}@example.com`,
      first_name: 'f'.repeat(25),
      last_name: 'l'.repeat(25),
    };
    expect(values.email).toHaveLength(255);
    expect(validateInvitation(values, { submitting: true })).toEqual({});
  });

  it('refuses names over 25 characters while typing', () => {
    expect(
      validateInvitation(
        { ...filled, first_name: 'f'.repeat(26), last_name: 'l'.repeat(26) },
        {
          submitting: false,
        },
      ),
    ).toEqual({ first_name: 'At most 25 characters.', last_name: 'At most 25 characters.' });
  });

  it('refuses an email over 255 characters while typing', () => {
    const email = `${'a'.repeat(244)}@example.com`;
    expect(validateInvitation({ ...filled, email }, { submitting: false }).email).toBe(
      'At most 255 characters.',
    );
  });

  it('asks for a missing or malformed email only when sending', () => {
    expect(validateInvitation(EMPTY_INVITATION, { submitting: false })).toEqual({});
    expect(validateInvitation(EMPTY_INVITATION, { submitting: true }).email).toBe(
      'Enter the email address to invite.',
    );
    for (const email of ['jane', 'jane@example', 'jane doe@example.com', '@example.com']) {
      expect(validateInvitation({ ...filled, email }, { submitting: true }).email).toBe(
        'Enter a valid email address.',
      );
    }
  });
});

describe('request bodies', () => {
  it('sends the form trimmed, empty names as null, portfolios once each', () => {
    expect(
      invitationRequest(
        {
          email: ' jane@example.com ',
          first_name: ' Jane ',
          last_name: '  ',
          role: 2,
          accessible_portfolio_ids: ['p1', 'p2', 'p1'],
        },
        ORG.id,
      ),
    ).toEqual({
      email: 'jane@example.com',
      organization_id: ORG.id,
      status: 0,
      first_name: 'Jane',
      last_name: null,
      role: 2,
      accessible_portfolio_ids: ['p1', 'p2'],
    });
  });

  it('a PUT for a status move carries every writable field of the row', () => {
    expect(requestFromInvitation(INVITATION, { status: 4 })).toEqual({
      email: 'jane@example.com',
      organization_id: ORG.id,
      status: 4,
      first_name: 'Jane',
      last_name: null,
      role: 1,
      accessible_portfolio_ids: [
        '10000000-0000-4000-8000-000000000001',
        '10000000-0000-4000-8000-000000000002',
      ],
    });
  });

  it('an edit form starts from the row', () => {
    expect(formFromInvitation(INVITATION)).toEqual({
      email: 'jane@example.com',
      first_name: 'Jane',
      last_name: '',
      role: 1,
      accessible_portfolio_ids: [
        '10000000-0000-4000-8000-000000000001',
        '10000000-0000-4000-8000-000000000002',
      ],
    });
  });

  it('the optimistic row has the new status and a fresh 7-day expiry', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(withStatus(INVITATION, 0, now)).toMatchObject({
      status: 0,
      expiry_date: '2026-03-08T00:00:00.000Z',
    });
  });
});

describe('server errors', () => {
  it('puts field messages beside their fields and the rest above the form', () => {
    const fieldErrors = {
      email: ['Enter a valid email address.'],
      first_name: ['Ensure this field has no more than 25 characters.'],
      organization_id: ['Invalid pk "x" - object does not exist.'],
    };
    expect(serverFieldErrors(fieldErrors)).toEqual({
      email: 'Enter a valid email address.',
      first_name: 'Ensure this field has no more than 25 characters.',
    });
    expect(otherFieldMessages(fieldErrors)).toEqual([
      'organization_id: Invalid pk "x" - object does not exist.',
    ]);
  });

  it('names an invitee by name, else by address', () => {
    expect(inviteeName(INVITATION)).toBe('Jane');
    expect(inviteeName({ ...INVITATION, first_name: null })).toBe('jane@example.com');
  });
});

describe('list parameters from the URL', () => {
  it('reads a status only when it is one of the five', () => {
    expect(parseStatus('0')).toBe(0);
    expect(parseStatus('4')).toBe(4);
    expect(parseStatus('5')).toBeNull();
    expect(parseStatus('-1')).toBeNull();
    expect(parseStatus('pending')).toBeNull();
    expect(parseStatus(null)).toBeNull();
  });

  it('reads an ordering the server allows, else the default', () => {
    expect(parseOrdering('-role')).toBe('-role');
    expect(parseOrdering('email')).toBe('email');
    expect(parseOrdering('token')).toBe('-expiry_date');
    expect(parseOrdering(null)).toBe('-expiry_date');
  });

  it('flips the direction of the sorted column and starts others ascending', () => {
    expect(nextOrdering('-expiry_date', 'expiry_date')).toBe('expiry_date');
    expect(nextOrdering('expiry_date', 'expiry_date')).toBe('-expiry_date');
    expect(nextOrdering('-expiry_date', 'role')).toBe('role');
  });

  it('lists an organization from the URL only when the user belongs to it', () => {
    const memberships = [{ organization: ORG }];
    expect(parseOrganization(ORG.id, memberships, 'current')).toBe(ORG.id);
    expect(parseOrganization('someone-else', memberships, 'current')).toBe('current');
    expect(parseOrganization(null, memberships, 'current')).toBe('current');
  });
});
