import { describe, expect, it } from 'vitest';
import {
  INVITATION_STATUS_COLORS,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUSES,
  invitationStatusLabel,
} from './invitation-status';
import { classificationInfo, LEGENDS, pppInfo, seolInfo } from './result-codes';
import { can, roleDescription, roleLabel, ROLES } from './roles';

describe('roles', () => {
  it('names the three roles, and any other number as itself', () => {
    expect(ROLES.map(roleLabel)).toEqual(['Member', 'Collaborator', 'Administrator']);
    expect(roleLabel(1)).toBe('Collaborator');
    expect(roleLabel(7)).toBe('Role 7');
    expect(roleDescription(1)).toMatch(/segments.*datasets/);
  });

  // docs/decisions.md, Roles: reading; analysing and exporting; managing.
  it('describes each role by what it may do', () => {
    expect(roleDescription(0)).toMatch(/^Reads and filters reports/);
    expect(roleDescription(1)).toMatch(/^Also creates segments/);
    expect(roleDescription(2)).toMatch(/members, invitations/);
  });

  // docs/decisions.md, Roles: what the UI offers is what the server allows.
  it.each([
    ['createSegment', [false, true, true]],
    ['downloadDataset', [false, true, true]],
    ['manageInvitations', [false, false, true]],
    ['editOrganization', [false, false, true]],
    ['viewActivity', [false, false, true]],
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

  // docs/decisions.md, Engine definitions: what each code means, said in the legend.
  it('describes each known code by its definition', () => {
    const described = (info: { description: string }) => info.description;
    expect(described(seolInfo('S'))).toMatch(/^Important and performing well/);
    expect(described(seolInfo('E'))).toMatch(/^Performing well on something less important/);
    expect(described(seolInfo('L'))).toMatch(/^Less important and under-performing/);
    expect(described(classificationInfo('FE'))).toMatch(
      /performance agreed is at least importance/,
    );
    expect(described(classificationInfo('UE'))).toMatch(/falls short of importance/);
    expect(described(pppInfo('priority'))).toMatch(/three most important .* negative balance/);
    expect(described(pppInfo('protect'))).toMatch(/^Important, with a positive balance/);
    expect(described(pppInfo('promote'))).toMatch(/^Performing well but less important/);
    expect(described(pppInfo('NA'))).toMatch(/Below 30 respondents, no attitude is classified/);
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
