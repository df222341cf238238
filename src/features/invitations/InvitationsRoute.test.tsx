import { QueryClient } from '@tanstack/react-query';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../api/token';
import { queryClientContext } from '../../queries/route-context';
import { clearStoredSession, storeSession } from '../../lib/stored-session';
import { json, stubFetch } from '../../test/fetch-stub';
import { TEST_ORG, testSession } from '../../test/render';
import { loader } from './InvitationsRoute';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  clearStoredSession();
});

describe('invitations route loader', () => {
  it('asks for the page of invitations in the URL at navigation, and not yet for the status counts', async () => {
    const { requests } = stubFetch(() =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    const { user, memberships } = testSession();
    setToken('token');
    storeSession({ user, memberships, expires_at: '2099-01-01T00:00:00Z' });
    const queryClient = new QueryClient();
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);

    const url = 'http://pulse.test/invitations?status=0&page=2';
    loader({
      request: new Request(url),
      url: new URL(url),
      pattern: '/invitations',
      params: {},
      context,
    });

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const asked = new URL(requests[0]!.url);
    expect(asked.pathname).toBe('/api/v1/organization-invitations/');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      organization_id: TEST_ORG.id,
      status: '0',
      page: '2',
      page_size: '20',
    });
    // The counts of the filter chips wait for the route to render (InvitationsRoute's effect).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(1);
  });
});
