import { afterEach, describe, expect, it, vi } from 'vitest';

/** The token module as a reload finds it: a fresh copy over this tab's sessionStorage. */
async function reloaded() {
  vi.resetModules();
  return import('./token');
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('token', () => {
  it('keeps the token across a reload, and forgets it when cleared', async () => {
    (await reloaded()).setToken('t1');
    const afterReload = await reloaded();
    expect(afterReload.getToken()).toBe('t1');
    afterReload.clearToken();
    expect((await reloaded()).getToken()).toBeNull();
  });

  it('remembers across a reload that the session expired, so sign-in can say so', async () => {
    const token = await reloaded();
    token.setToken('t1');
    token.expireToken('t1');
    expect(token.getLastClearReason()).toBe('expired');
    const afterReload = await reloaded();
    expect(afterReload.getToken()).toBeNull();
    expect(afterReload.getLastClearReason()).toBe('expired');
  });

  it('a new sign-in forgets how the last session ended', async () => {
    const token = await reloaded();
    token.setToken('t1');
    token.expireToken('t1');
    token.setToken('t2');
    expect(token.getLastClearReason()).toBeNull();
    expect((await reloaded()).getLastClearReason()).toBeNull();
  });

  it('a first visit has no ended session to speak of', async () => {
    expect((await reloaded()).getLastClearReason()).toBeNull();
  });

  it('a 401 for an older token does not end the current session', async () => {
    const token = await reloaded();
    token.setToken('t2');
    token.expireToken('t1');
    expect(token.getToken()).toBe('t2');
    expect(token.getLastClearReason()).toBeNull();
  });

  it('starts signed out, with no ended session, where storage cannot be read', async () => {
    sessionStorage.setItem('pulse.token', 't1');
    sessionStorage.setItem('pulse.session-ended', 'expired');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage disabled');
    });
    const token = await reloaded();
    expect(token.getToken()).toBeNull();
    expect(token.getLastClearReason()).toBeNull();
    // Signing in still works for this tab, from memory.
    token.setToken('t2');
    expect(token.getToken()).toBe('t2');
  });

  it('remembers across a reload a token the sign-out left valid, until the next sign-in', async () => {
    const left = { cause: 'unsupported', expiresAt: '2030-01-01T17:42:00Z' } as const;
    const token = await reloaded();
    token.setToken('t1');
    token.clearToken('signed-out', left);
    expect(token.getTokenLeftValid()).toEqual(left);
    const afterReload = await reloaded();
    expect(afterReload.getLastClearReason()).toBe('signed-out');
    expect(afterReload.getTokenLeftValid()).toEqual(left);
    afterReload.setToken('t2');
    expect(afterReload.getTokenLeftValid()).toBeNull();
    expect((await reloaded()).getTokenLeftValid()).toBeNull();
  });

  it('forgets what an earlier sign-out left valid once a later session ends', async () => {
    const token = await reloaded();
    token.setToken('t1');
    token.clearToken('signed-out', { cause: 'unconfirmed', expiresAt: null });
    token.setToken('t2');
    token.clearToken('signed-out');
    expect(token.getTokenLeftValid()).toBeNull();
    token.setToken('t3');
    // An expired token works nowhere: nothing is left valid, whatever the caller says.
    token.clearToken('expired', { cause: 'unsupported', expiresAt: null });
    expect(token.getTokenLeftValid()).toBeNull();
    expect((await reloaded()).getTokenLeftValid()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another cause', '{"cause":"maybe","expiresAt":null}'],
    ['null', 'null'],
  ])('reads a stored token left valid that is %s as none', async (_, stored) => {
    sessionStorage.setItem('pulse.session-ended', 'signed-out');
    sessionStorage.setItem('pulse.token-left-valid', stored);
    expect((await reloaded()).getTokenLeftValid()).toBeNull();
  });

  it('reads a stored expiry that is not text as unknown, and ignores it after an expiry', async () => {
    sessionStorage.setItem('pulse.session-ended', 'signed-out');
    sessionStorage.setItem('pulse.token-left-valid', '{"cause":"unconfirmed","expiresAt":42}');
    expect((await reloaded()).getTokenLeftValid()).toEqual({
      cause: 'unconfirmed',
      expiresAt: null,
    });
    sessionStorage.setItem('pulse.session-ended', 'expired');
    expect((await reloaded()).getTokenLeftValid()).toBeNull();
  });
});
