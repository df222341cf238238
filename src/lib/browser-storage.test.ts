import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecentReports, rememberReport } from './recent-reports';
import {
  clearStoredSession,
  pickMembership,
  readPreferredOrganization,
  readStoredSession,
  storedOrganizationId,
  storePreferredOrganization,
  storeSession,
} from './stored-session';

afterEach(() => vi.restoreAllMocks());

describe('recent reports', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

  it('remembers reports per user, newest first, once each, ten at most', () => {
    expect(readRecentReports('u1')).toEqual([]);
    for (let n = 1; n <= 11; n++) rememberReport('u1', { id: `r${n}`, name: `R${n}` }, at(n));
    rememberReport('u1', { id: 'r5', name: 'R5 renamed' }, at(30));
    const recent = readRecentReports('u1');
    expect(recent.map((item) => item.id)).toEqual([
      'r5',
      'r11',
      'r10',
      'r9',
      'r8',
      'r7',
      'r6',
      'r4',
      'r3',
      'r2',
    ]);
    expect(recent[0]).toEqual({ id: 'r5', name: 'R5 renamed', viewedAt: at(30).toISOString() });
    expect(readRecentReports('u2')).toEqual([]);
    expect(localStorage.getItem('pulse.recent-reports.u1')).toContain('R5 renamed');
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('pulse.recent-reports.u1', '{ not json');
    expect(readRecentReports('u1')).toEqual([]);
    localStorage.setItem('pulse.recent-reports.u1', '{"id": "r1"}');
    expect(readRecentReports('u1')).toEqual([]);
    localStorage.setItem(
      'pulse.recent-reports.u1',
      JSON.stringify([
        { id: 'ok', name: 'Ok', viewedAt: 'x' },
        { id: 1, name: 'Bad id', viewedAt: 'x' },
        { id: 'n', name: null, viewedAt: 'x' },
        { id: 'v', name: 'No time' },
        null,
      ]),
    );
    expect(readRecentReports('u1')).toEqual([{ id: 'ok', name: 'Ok', viewedAt: 'x' }]);
  });

  it('still answers when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(rememberReport('u1', { id: 'r1', name: 'R1' }, at(1))).toEqual([
      { id: 'r1', name: 'R1', viewedAt: at(1).toISOString() },
    ]);
  });
});

describe('stored session', () => {
  const org = (id: string) => ({ organization: { id, name: id }, role: 0 as const });
  const me = {
    user: { id: 'u1', email: 'a@example.com', first_name: 'A', last_name: 'B' },
    memberships: [org('o1'), org('o2')],
  } as unknown as Parameters<typeof storeSession>[0];

  it('keeps the signed-in user for this tab, and forgets it on request', () => {
    expect(readStoredSession()).toBeNull();
    storeSession(me);
    expect(sessionStorage.getItem('pulse.session')).toBe(JSON.stringify(me));
    expect(readStoredSession()).toEqual(me);
    clearStoredSession();
    expect(readStoredSession()).toBeNull();
  });

  it.each(['{ not json', 'null', '{"user": null, "memberships": []}', '{"user": {}}'])(
    'reads %j as no session',
    (raw) => {
      sessionStorage.setItem('pulse.session', raw);
      expect(readStoredSession()).toBeNull();
    },
  );

  it('opens the organization last chosen while it is still a membership, else the first', () => {
    expect(pickMembership(me.memberships, 'o2')).toBe(me.memberships[1]);
    expect(pickMembership(me.memberships, 'gone')).toBe(me.memberships[0]);
    expect(pickMembership(me.memberships, null)).toBe(me.memberships[0]);
    expect(pickMembership([], 'o1')).toBeUndefined();

    expect(storedOrganizationId()).toBeUndefined();
    storeSession(me);
    expect(storedOrganizationId()).toBe('o1');
    expect(readPreferredOrganization()).toBeNull();
    storePreferredOrganization('o2');
    expect(localStorage.getItem('pulse.organization')).toBe('o2');
    expect(storedOrganizationId()).toBe('o2');
  });

  it('opens no organization for a stored session without memberships', () => {
    storeSession({ ...me, memberships: [] });
    expect(storedOrganizationId()).toBeUndefined();
  });

  it('works on without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => storeSession(me)).not.toThrow();
    expect(readStoredSession()).toBeNull();
    expect(() => clearStoredSession()).not.toThrow();
    expect(readPreferredOrganization()).toBeNull();
    expect(() => storePreferredOrganization('o1')).not.toThrow();
  });
});
