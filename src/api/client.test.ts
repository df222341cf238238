import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setApiBaseUrl, unwrap } from './client';
import { ApiError } from './errors';
import { clearToken, getToken, setToken, subscribeToken } from './token';
import { json, stubFetch } from '../test/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  setApiBaseUrl('');
});

describe('api client', () => {
  it('sends the bearer token on every request, and none when signed out', async () => {
    const { requests } = stubFetch(() =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    await unwrap(api.GET('/api/v1/portfolios/'));
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    setToken('tok-123');
    await unwrap(api.GET('/api/v1/portfolios/'));
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends requests to the configured API base URL', async () => {
    const { requests } = stubFetch(() =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    setApiBaseUrl('https://api.example.test/');
    await unwrap(api.GET('/api/v1/portfolios/', { params: { query: { page: 2 } } }));
    expect(requests[0]!.url).toBe('https://api.example.test/api/v1/portfolios/?page=2');
  });

  it('signs out exactly once when ten parallel requests answer 401', async () => {
    stubFetch(() => json({ detail: 'Invalid token.' }, 401));
    setToken('expired-token');
    const reasons: unknown[] = [];
    const unsubscribe = subscribeToken((token, reason) => token === null && reasons.push(reason));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => unwrap(api.GET('/api/v1/segments/'))),
    );
    unsubscribe();
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401),
    ).toBe(true);
    expect(reasons).toEqual(['expired']);
    expect(getToken()).toBeNull();
  });

  it('does not end a newer session when a 401 for an older token arrives late', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async () => {
      await gate;
      return json({ detail: 'Invalid token.' }, 401);
    });
    setToken('old-token');
    const pending = unwrap(api.GET('/api/v1/segments/')).catch((e: unknown) => e);
    setToken('new-token');
    release();
    expect(await pending).toBeInstanceOf(ApiError);
    expect(getToken()).toBe('new-token');
  });

  it('throws a typed ApiError with field errors for a 400', async () => {
    stubFetch(() => json({ email: ['Enter a valid email address.'] }, 400));
    const error = await unwrap(
      api.POST('/auth/login/', { body: { email: 'x', password: 'y' } }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('reads Retry-After from a 429', async () => {
    stubFetch(() => json({ detail: 'Request was throttled.' }, 429, { 'Retry-After': '7' }));
    const error = (await unwrap(api.GET('/api/v1/attitudes/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.retryAfter).toBe(7);
    expect(error.isTransient).toBe(true);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = (await unwrap(api.GET('/api/v1/attitudes/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/Cannot reach the server/);
  });

  it('reports a malformed success body as a parse error, not a crash', async () => {
    stubFetch(
      () =>
        new Response('{"count": 1, "res', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = (await unwrap(api.GET('/api/v1/attitudes/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('parse');
  });

  it('lets an abort propagate as an AbortError rather than a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));
    await expect(unwrap(api.GET('/api/v1/attitudes/'))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
