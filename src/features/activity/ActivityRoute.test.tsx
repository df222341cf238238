import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../api/token';
import { clearStoredSession, storeSession } from '../../lib/stored-session';
import type { Role } from '../../lib/roles';
import { queryClientContext } from '../../queries/route-context';
import { json, stubFetch } from '../../test/fetch-stub';
import { TEST_ORG, testSession } from '../../test/render';
import { loader } from './ActivityRoute';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  clearStoredSession();
});

/** Navigates to `path` signed in with `role`, and returns the requests the loader sent. */
async function navigate(path: string, role: Role) {
  const { requests } = stubFetch(() => json({ count: 0, next: null, previous: null, results: [] }));
  const { user, memberships } = testSession(role);
  setToken('token');
  storeSession({ user, memberships, expires_at: '2099-01-01T00:00:00Z' });
  const context = new RouterContextProvider();
  context.set(queryClientContext, new QueryClient());
  const url = `http://pulse.test${path}`;
  loader({
    request: new Request(url),
    url: new URL(url),
    pattern: '/activity',
    params: {},
    context,
  });
  // Whatever the loader asks, it asks at once.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return requests;
}

describe('activity route loader', () => {
  it('asks for the page of the log in the URL at navigation', async () => {
    const requests = await navigate('/activity?target=invitation&page=3', 2);
    expect(requests).toHaveLength(1);
    const asked = new URL(requests[0]!.url);
    expect(asked.pathname).toBe('/api/v1/activity/');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      organization_id: TEST_ORG.id,
      target_type: 'invitation',
      page: '3',
      page_size: '50',
    });
  });

  it('asks nothing for a member, whom the service would refuse', async () => {
    expect(await navigate('/activity', 0)).toEqual([]);
  });
});
