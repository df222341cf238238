/**
 * The bearer token: in memory and in sessionStorage (survives a reload, dies with the tab;
 * never localStorage, never a URL). Subscribers hear every change so the app signs out once.
 */
const STORAGE_KEY = 'pulse.token';
/** Why the tab's last session ended, kept beside it: a reload still knows it expired. */
const ENDED_KEY = 'pulse.session-ended';
/** A signed-out token the service did not end (TokenLeftValid), kept for the same reason. */
const LEFT_VALID_KEY = 'pulse.token-left-valid';

export type TokenClearReason = 'signed-out' | 'expired';
type Listener = (token: string | null, reason?: TokenClearReason) => void;

/**
 * A token signed out of on this device that the service did not end: a copy of it still works
 * there until it expires, which the sign-in page says.
 */
export interface TokenLeftValid {
  /**
   * `unsupported`: the service has no sign-out (`POST /auth/logout/` is an extension);
   * `unconfirmed`: the sign-out request failed, so whether it ended the token is not known.
   */
  cause: 'unsupported' | 'unconfirmed';
  /** When it expires (the sign-in answer's `expires_at`), or null where that is not known. */
  expiresAt: string | null;
}

let current: string | null = readStored();
let lastClearReason: TokenClearReason | null = current === null ? readStoredReason() : null;
let leftValid: TokenLeftValid | null = lastClearReason === 'signed-out' ? readLeftValid() : null;
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

function readLeftValid(): TokenLeftValid | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(LEFT_VALID_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<TokenLeftValid> | null) : null;
    const cause = value?.cause;
    if (cause !== 'unsupported' && cause !== 'unconfirmed') return null;
    const expiresAt = typeof value?.expiresAt === 'string' ? value.expiresAt : null;
    return { cause, expiresAt };
  } catch {
    return null;
  }
}

function writeStored(
  token: string | null,
  reason?: TokenClearReason,
  left: TokenLeftValid | null = null,
): void {
  try {
    if (token) {
      globalThis.sessionStorage?.setItem(STORAGE_KEY, token);
      globalThis.sessionStorage?.removeItem(ENDED_KEY);
    } else {
      globalThis.sessionStorage?.removeItem(STORAGE_KEY);
      if (reason) globalThis.sessionStorage?.setItem(ENDED_KEY, reason);
    }
    if (left) globalThis.sessionStorage?.setItem(LEFT_VALID_KEY, JSON.stringify(left));
    else globalThis.sessionStorage?.removeItem(LEFT_VALID_KEY);
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
  leftValid = null;
  writeStored(token);
  for (const listener of listeners) listener(token);
}

/**
 * Forgets the token. `left` is given when signing out could not end it on the service; only a
 * sign-out keeps it, since an expired token works nowhere.
 */
export function clearToken(
  reason: TokenClearReason = 'signed-out',
  left: TokenLeftValid | null = null,
): void {
  if (current === null) return;
  current = null;
  lastClearReason = reason;
  leftValid = reason === 'signed-out' ? left : null;
  writeStored(null, reason, leftValid);
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

/** The token the last sign-out left valid on the service, if it did not end it. */
export function getTokenLeftValid(): TokenLeftValid | null {
  return leftValid;
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
