import { createContext, useContext } from 'react';
import type { components } from '../api/schema.gen';
import type { Role } from './roles';

export type SessionUser = components['schemas']['AuthUser'];
export type Membership = components['schemas']['Membership'];

export interface Session {
  user: SessionUser;
  memberships: Membership[];
  /** The organization the user is working in (one of the memberships). */
  organization: Membership['organization'];
  role: Role;
  switchOrganization: (organizationId: string) => void;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

/** The signed-in session; only rendered inside the authenticated shell. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the signed-in app');
  return session;
}
