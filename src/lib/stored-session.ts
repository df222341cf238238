import type { components } from '../api/schema.gen';

type Me = components['schemas']['Me'];

const SESSION_KEY = 'pulse.session';
const ORG_KEY = 'pulse.organization';

/**
 * The signed-in user and memberships, kept beside the token in sessionStorage. It lets a reload
 * restore the shell even against a service without the /auth/me/ extension.
 */
export function storeSession(me: Me): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(me));
  } catch {
    // Without storage a reload asks /auth/me/ again; nothing else depends on it.
  }
}

export function readStoredSession(): Me | null {
  try {
    const raw = sessionStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Me;
    return parsed && parsed.user && Array.isArray(parsed.memberships) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearStoredSession(): void {
  try {
    sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // See storeSession.
  }
}

/**
 * The membership the signed-in shell works in: the one last chosen while it is still a
 * membership, else the first.
 */
export function pickMembership<M extends { organization: { id: string } }>(
  memberships: M[],
  preferredId: string | null,
): M | undefined {
  return memberships.find((m) => m.organization.id === preferredId) ?? memberships[0];
}

/** The organization the shell will open with, from what this tab stored, before it renders. */
export function storedOrganizationId(): string | undefined {
  const me = readStoredSession();
  return me
    ? pickMembership(me.memberships, readPreferredOrganization())?.organization.id
    : undefined;
}

/** The last organization chosen: a preference, not a secret, so it outlives the tab. */
export function readPreferredOrganization(): string | null {
  try {
    return localStorage.getItem(ORG_KEY);
  } catch {
    return null;
  }
}

export function storePreferredOrganization(id: string): void {
  try {
    localStorage.setItem(ORG_KEY, id);
  } catch {
    // A preference only.
  }
}
