import { afterEach, describe, expect, it, vi } from 'vitest';

/** The token module as a reload finds it: a fresh copy over this tab's sessionStorage. */
async function reloaded() {
  vi.resetModules();
  return import('./token');
}

afterEach(() => sessionStorage.clear());

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
});
