/**
 * The bearer token: in memory and in sessionStorage (survives a reload, dies with the tab;
 * never localStorage, never a URL). Subscribers hear every change so the app signs out once.
 */
const STORAGE_KEY = 'pulse.token';
/** Why the tab's last session ended, kept beside it: a reload still knows it expired. */
const ENDED_KEY = 'pulse.session-ended';

export type TokenClearReason = 'signed-out' | 'expired';
type Listener = (token: string | null, reason?: TokenClearReason) => void;

let current: string | null = readStored();
let lastClearReason: TokenClearReason | null = current === null ? readStoredReason() : null;
const listeners = new Set<Listener>();

function readStored(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function readStoredReason(): TokenClearReason | null {
  try {
    const reason = globalThis.sessionStorage?.getItem(ENDED_KEY);
    return reason === 'expired' || reason === 'signed-out' ? reason : null;
  } catch {
    return null;
  }
}

function writeStored(token: string | null, reason?: TokenClearReason): void {
  try {
    if (token) {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, token);
      globalThis.sessionStorage?.removeItem(ENDED_KEY);
    } else {
      globalThis.sessionStorage?.removeItem(STORAGE_KEY);
      if (reason) globalThis.sessionStorage?.setItem(ENDED_KEY, reason);
    }
  } catch {
    // Storage can be unavailable; the in-memory token still serves this tab.
  }
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string): void {
  current = token;
  lastClearReason = null;
  writeStored(token);
  for (const listener of listeners) listener(token);
}

export function clearToken(reason: TokenClearReason = 'signed-out'): void {
  if (current === null) return;
  current = null;
  lastClearReason = reason;
  writeStored(null, reason);
  for (const listener of listeners) listener(null, reason);
}

/**
 * A 401 for a request made with `usedToken`. Only the first 401 for the current token expires the
 * session: ten parallel requests failing together sign the user out exactly once, and a late 401
 * from an old token cannot end a session signed in since.
 */
export function expireToken(usedToken: string | null): void {
  if (usedToken !== null && usedToken === current) clearToken('expired');
}

/** Why the last session ended, so the sign-in page can say "your session has ended" only when it did. */
export function getLastClearReason(): TokenClearReason | null {
  return lastClearReason;
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
