import { describe, expect, it } from 'vitest';
import {
  INVITATION_STATUS_COLORS,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  invitationStatusLabel,
} from './invitation-status';
import { classificationInfo, LEGENDS, pppInfo, seolInfo } from './result-codes';
import { can, ROLE_DESCRIPTIONS, ROLE_LABELS, roleLabel } from './roles';

describe('roles', () => {
  it('names the three roles, and any other number as itself', () => {
    expect(ROLE_LABELS).toEqual({ 0: 'Member', 1: 'Collaborator', 2: 'Administrator' });
    expect(roleLabel(1)).toBe('Collaborator');
    expect(roleLabel(7)).toBe('Role 7');
    expect(Object.keys(ROLE_DESCRIPTIONS)).toEqual(['0', '1', '2']);
    expect(ROLE_DESCRIPTIONS[1]).toMatch(/segments.*datasets/);
  });

  // docs/decisions.md, Roles: what the UI offers is what the server allows.
  it.each([
    ['createSegment', [false, true, true]],
    ['downloadDataset', [false, true, true]],
    ['manageInvitations', [false, false, true]],
    ['editOrganization', [false, false, true]],
  ] as const)('lets %s to roles 0, 1, 2: %j', (action, allowed) => {
    expect([0, 1, 2].map((role) => can[action](role as 0 | 1 | 2))).toEqual(allowed);
  });
});

describe('invitation statuses', () => {
  it('names and colours the five statuses, and any other number as itself', () => {
    expect(INVITATION_STATUSES).toEqual([0, 1, 2, 3, 4]);
    expect(INVITATION_STATUS_LABELS).toEqual({
      0: 'Pending',
      1: 'Accepted',
      2: 'Cancelled',
      3: 'Expired',
      4: 'Revoked',
    });
    expect(INVITATION_STATUS_COLORS).toEqual({
      0: 'info',
      1: 'success',
      2: 'default',
      3: 'warning',
      4: 'error',
    });
    expect(invitationStatusLabel(3)).toBe('Expired');
    expect(invitationStatusLabel(9)).toBe('Status 9');
  });
});

describe('result codes', () => {
  it('explains the known codes with a tone', () => {
    expect(seolInfo('O')).toEqual({
      code: 'O',
      label: 'Opportunity',
      description: 'Important but under-performing: where to act first.',
      tone: 'negative',
    });
    expect(seolInfo('S').tone).toBe('positive');
    expect(seolInfo('E')).toMatchObject({ label: 'Exceeding', tone: 'info' });
    expect(seolInfo('L')).toMatchObject({ label: 'Low priority', tone: 'neutral' });
    expect(classificationInfo('FE')).toMatchObject({ label: 'Fulfilled', tone: 'positive' });
    expect(classificationInfo('UE')).toMatchObject({ label: 'Unfulfilled', tone: 'negative' });
    expect(pppInfo('priority')).toMatchObject({ label: 'Priority', tone: 'negative' });
    expect(pppInfo('protect')).toMatchObject({ label: 'Protect', tone: 'positive' });
    expect(pppInfo('promote')).toMatchObject({ label: 'Promote', tone: 'info' });
    expect(pppInfo('NA')).toMatchObject({ label: 'Not classified', tone: 'neutral' });
  });

  it('shows a code it does not know as itself, and an empty one as a dash', () => {
    const unknown = { description: 'A code this dashboard does not know yet.', tone: 'neutral' };
    expect(seolInfo('X')).toEqual({ code: 'X', label: 'X', ...unknown });
    expect(pppInfo('')).toEqual({ code: '', label: '—', ...unknown });
    // Only the table's own codes count, not what every object inherits.
    expect(classificationInfo('toString')).toEqual({
      code: 'toString',
      label: 'toString',
      ...unknown,
    });
  });

  it('lists every known code of each kind for the legends', () => {
    expect(LEGENDS.seol.map((info) => info.code)).toEqual(['S', 'E', 'O', 'L']);
    expect(LEGENDS.classification.map((info) => info.label)).toEqual(['Fulfilled', 'Unfulfilled']);
    expect(LEGENDS.ppp.map((info) => info.code)).toEqual(['priority', 'protect', 'promote', 'NA']);
  });
});
