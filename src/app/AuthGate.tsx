import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { t } from '@lingui/core/macro';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router';
import { replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { clearToken, getLastClearReason, getToken, subscribeToken } from '../api/token';
import { ErrorState } from '../components/ErrorState';
import { revokeToken, sessionQueries } from '../queries/session';
import { SessionContext, type Session } from '../lib/session';
import {
  clearStoredSession,
  pickMembership,
  readPreferredOrganization,
  readStoredSession,
  storePreferredOrganization,
} from '../lib/stored-session';
import { FullPageLoading } from './FullPageLoading';
import { AppShell } from './layout/AppShell';

function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}

/**
 * The value last returned while a new one is deeply equal to it. /auth/me/ usually answers what
 * the tab stored at sign-in; as a new object it made a new session, and every page and the shell
 * rendered again, a whole render when it landed during a deep link's first one.
 */
function useSharedValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  const shared = replaceEqualDeep(kept, value);
  if (shared !== kept) setKept(shared);
  return shared;
}

/**
 * Everything behind sign-in. Without a token it sends the user to /login with the page they
 * wanted as `next`; with one it provides the session (user, organization, role) to the shell.
 */
export function AuthGate() {
  const token = useToken();
  const location = useLocation();
  const navigation = useNavigation();
  const expired = !token && getLastClearReason() === 'expired';
  // One object per reason: <Navigate> navigates again whenever its `state` changes identity, and
  // the gate renders again while the sign-in page's code loads (the navigation's state changes),
  // which sent a second navigation to /login.
  const redirectState = useMemo(() => ({ expired }), [expired]);
  if (!token) {
    // A session that ends while a page is opening (its first requests answered 401) comes back
    // to that page after sign-in, not to the one the user was leaving; the way to sign-in itself
    // is not a page to come back to.
    const opening = navigation.location;
    const target = opening && opening.pathname !== '/login' ? opening : location;
    const next = target.pathname + target.search + target.hash;
    const search = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`/login${search}`} replace state={redirectState} />;
  }
  return <SignedIn />;
}

/** The shell renders again for a new session, not each time the query behind it settles. */
const Shell = memo(AppShell);

/**
 * Memoised: the gate re-renders at every navigation (it reads the location), and without this the
 * whole shell (both navigation drawers, the top bar) would render again with it. The routes below
 * still update through the router's context.
 */
const SignedIn = memo(function SignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery({
    ...sessionQueries.me(),
    placeholderData: readStoredSession() ?? undefined,
  });
  const meData = useSharedValue(me.data);
  const [preferredOrg, setPreferredOrg] = useState(readPreferredOrganization);

  const signOut = useCallback(async () => {
    const leftValid = await revokeToken();
    clearStoredSession();
    clearToken('signed-out', leftValid);
    queryClient.clear();
    void navigate('/login', { replace: true, state: null });
  }, [navigate, queryClient]);

  const session = useMemo<Session | null>(() => {
    if (!meData) return null;
    const memberships = meData.memberships;
    const membership = pickMembership(memberships, preferredOrg);
    if (!membership) return null;
    return {
      user: meData.user,
      memberships,
      organization: membership.organization,
      role: membership.role,
      switchOrganization: (id: string) => {
        storePreferredOrganization(id);
        setPreferredOrg(id);
      },
      signOut,
    };
  }, [meData, preferredOrg, signOut]);

  if (me.isPending) {
    return <FullPageLoading label={t`Loading your workspace`} />;
  }
  if (me.isError && !me.data) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: '40rem', mx: 'auto', mt: 8 }}>
        <ErrorState
          error={me.error}
          onRetry={() => void me.refetch()}
          title={t`Could not load your account`}
        />
      </Box>
    );
  }
  if (!session) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: '40rem', mx: 'auto', mt: 8 }}>
        <ErrorState
          title={t`No organization`}
          error={
            new Error(
              t`Your account is not a member of any organization. Ask an administrator to invite you.`,
            )
          }
        />
      </Box>
    );
  }
  return (
    <SessionContext.Provider value={session}>
      <Shell />
    </SessionContext.Provider>
  );
});
