import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { api, getApiBaseUrl, setApiBaseUrl, unwrap } from './client';
import { ApiError, isApiError, parseDrfError } from './errors';
import {
  clearToken,
  expireToken,
  getLastClearReason,
  getToken,
  setToken,
  subscribeToken,
} from './token';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearToken();
  setApiBaseUrl('');
});

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

describe('the API base URL', () => {
  it('is this origin until set, and loses trailing slashes when set', () => {
    expect(getApiBaseUrl()).toBe(window.location.origin);
    setApiBaseUrl('https://api.example.test///');
    expect(getApiBaseUrl()).toBe('https://api.example.test');
  });

  it('is http://localhost where there is no page to take an origin from', () => {
    vi.stubGlobal('location', undefined);
    expect(getApiBaseUrl()).toBe('http://localhost');
    setApiBaseUrl('https://api.example.test');
    expect(getApiBaseUrl()).toBe('https://api.example.test');
  });

  it('keeps the request’s path and query, and the request itself when unset', async () => {
    const { requests } = stubFetch(() => json(EMPTY_PAGE));
    await unwrap(api.GET('/api/v1/portfolios/', { params: { query: { page: 3 } } }));
    expect(requests[0]!.url).toBe(`${window.location.origin}/api/v1/portfolios/?page=3`);
    setApiBaseUrl('https://api.example.test/base');
    await unwrap(api.GET('/api/v1/portfolios/'));
    expect(requests[1]!.url).toBe('https://api.example.test/base/api/v1/portfolios/');
  });
});

describe('unwrap', () => {
  it('hands back the body of a success', async () => {
    stubFetch(() => json({ ...EMPTY_PAGE, count: 7 }));
    expect(await unwrap(api.GET('/api/v1/portfolios/'))).toMatchObject({ count: 7 });
  });

  it('ends the session on a 401 only, and only the session that sent the request', async () => {
    setToken('tok-1');
    stubFetch(() => json({ detail: 'Nope.' }, 403));
    await expect(unwrap(api.GET('/api/v1/portfolios/'))).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('tok-1');
    stubFetch(() => json({ detail: 'Invalid token.' }, 401));
    await expect(unwrap(api.GET('/api/v1/portfolios/'))).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(getLastClearReason()).toBe('expired');
  });

  it.each([
    ['120', 120],
    ['0', 0],
    ['-5', 0],
    ['soon', undefined],
    ['', undefined],
  ])('reads Retry-After %j as %j seconds', async (header, seconds) => {
    stubFetch(() => json({ detail: 'Slow down.' }, 429, { 'Retry-After': header }));
    const error = (await unwrap(api.GET('/api/v1/portfolios/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.retryAfter).toBe(seconds);
  });

  it('reads a Retry-After date as the seconds until then, never fewer than none', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    stubFetch(() =>
      json({ detail: 'Slow down.' }, 429, { 'Retry-After': 'Thu, 01 Jan 2026 00:01:30 GMT' }),
    );
    let error = (await unwrap(api.GET('/api/v1/portfolios/')).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe(90);
    stubFetch(() =>
      json({ detail: 'Slow down.' }, 429, { 'Retry-After': 'Wed, 31 Dec 2025 00:00:00 GMT' }),
    );
    error = (await unwrap(api.GET('/api/v1/portfolios/')).catch((e: unknown) => e)) as ApiError;
    expect(error.retryAfter).toBe(0);
  });

  it('keeps what went wrong as the cause of a network or parse error', async () => {
    const down = new TypeError('Failed to fetch');
    stubFetch(() => {
      throw down;
    });
    const network = (await unwrap(api.GET('/api/v1/portfolios/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(network).toMatchObject({ kind: 'network', status: 0, cause: down });
    // Only an abort passes through: any other DOMException is the network failing.
    const refused = new DOMException('Refused', 'NetworkError');
    stubFetch(() => {
      throw refused;
    });
    const other = (await unwrap(api.GET('/api/v1/portfolios/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(other).toMatchObject({ kind: 'network', cause: refused });
    stubFetch(
      () => new Response('{ not json', { headers: { 'Content-Type': 'application/json' } }),
    );
    const parse = (await unwrap(api.GET('/api/v1/portfolios/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(parse.kind).toBe('parse');
    expect(parse.cause).toBeInstanceOf(SyntaxError);
  });

  it('keeps an error status without a body readable', async () => {
    stubFetch(() => new Response(null, { status: 500 }));
    const error = (await unwrap(api.GET('/api/v1/portfolios/')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 500, retryAfter: undefined });
    expect(error.isTransient).toBe(true);
  });
});

describe('ApiError', () => {
  it('says what kind of failure it is', () => {
    const status = (code: number) => new ApiError('http', code, null);
    expect(status(404).isNotFound).toBe(true);
    expect(status(403).isNotFound).toBe(false);
    expect(status(403).isForbidden).toBe(true);
    expect(status(401).isForbidden).toBe(false);
    expect(status(401).isUnauthorized).toBe(true);
    expect(status(404).isUnauthorized).toBe(false);
    expect(isApiError(status(400))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('calls the network, a 5xx and a throttle transient, and any other 4xx not', () => {
    expect(new ApiError('network', 0, null).isTransient).toBe(true);
    expect(new ApiError('http', 500, null).isTransient).toBe(true);
    expect(new ApiError('http', 503, null).isTransient).toBe(true);
    expect(new ApiError('http', 429, null).isTransient).toBe(true);
    expect(new ApiError('http', 499, null).isTransient).toBe(false);
    expect(new ApiError('http', 400, null).isTransient).toBe(false);
    expect(new ApiError('parse', 200, null).isTransient).toBe(false);
  });

  it('keeps its kind, status, body, cause and field errors', () => {
    const cause = new TypeError('down');
    const error = new ApiError('http', 400, { email: ['Taken.'] }, { cause, retryAfter: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ kind: 'http', status: 400, retryAfter: 3, cause });
    expect(error.body).toEqual({ email: ['Taken.'] });
    expect(error.hasFieldErrors()).toBe(true);
    expect(new ApiError('http', 400, { detail: 'Bad.' }).hasFieldErrors()).toBe(false);
  });

  it('explains the network and parse failures in words', () => {
    expect(new ApiError('network', 0, null).message).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(new ApiError('parse', 200, null).message).toBe(
      'The server sent a response that could not be read.',
    );
  });

  it.each([
    [400, 'The request was not valid.'],
    [401, 'Your session has ended. Please sign in again.'],
    [404, 'Not found. It may have been deleted, or you may not have access to it.'],
    [405, 'This action is not supported.'],
    [413, 'The request is too large.'],
    [429, 'Too many requests. Please wait a moment and try again.'],
    [500, 'The server ran into a problem. Please try again.'],
    [599, 'The server ran into a problem. Please try again.'],
    [418, 'Request failed (418).'],
  ])('says %i in words when the body says nothing', (status, message) => {
    expect(new ApiError('http', status, null).message).toBe(message);
  });

  it('names the first field in words when only fields came back', () => {
    expect(new ApiError('http', 400, { first_name: ['Too long.'] }).message).toBe(
      'First name: Too long.',
    );
    expect(new ApiError('http', 400, { needs: { '0': ['Bad.'] } }).message).toBe(
      'Needs: Item 1: Bad.',
    );
  });
});

describe('parseDrfError', () => {
  it('takes a short text body as the message, trimmed, but not a page of HTML', () => {
    expect(parseDrfError('  Gone.  ')).toEqual({ fieldErrors: {}, nonFieldErrors: ['Gone.'] });
    expect(parseDrfError('   ').nonFieldErrors).toEqual([]);
    expect(parseDrfError('  <!doctype html>').nonFieldErrors).toEqual([]);
    expect(parseDrfError('x'.repeat(499)).nonFieldErrors).toHaveLength(1);
    expect(parseDrfError('x'.repeat(500)).nonFieldErrors).toEqual([]);
  });

  it('counts only a key of digits alone as an item number', () => {
    expect(parseDrfError({ f: { '12': ['a'], a1: ['b'], '1a': ['c'] } }).fieldErrors).toEqual({
      f: ['Item 13: a', 'a1: b', '1a: c'],
    });
  });

  it('labels nested messages by item number or key, and skips what holds none', () => {
    expect(
      parseDrfError({
        filters: { '1': { value: ['Too long.'] } },
        empty: [],
        count: 3,
        non_field_errors: ['Whole.'],
      }),
    ).toEqual({
      fieldErrors: { filters: ['Item 2: value: Too long.'] },
      nonFieldErrors: ['Whole.'],
    });
    expect(parseDrfError(42)).toEqual({ fieldErrors: {}, nonFieldErrors: [] });
    expect(parseDrfError(null)).toEqual({ fieldErrors: {}, nonFieldErrors: [] });
  });
});

describe('the token', () => {
  it('tells subscribers of each change, once, until they unsubscribe', () => {
    const heard: unknown[] = [];
    const stop = subscribeToken((token, reason) => heard.push([token, reason]));
    setToken('a');
    clearToken();
    clearToken(); // already signed out: nothing to tell
    expect(heard).toEqual([
      ['a', undefined],
      [null, 'signed-out'],
    ]);
    expect(getLastClearReason()).toBe('signed-out');
    stop();
    setToken('b');
    expect(heard).toHaveLength(2);
  });

  it('expires only the session that made the request, and not a signed-out tab', () => {
    setToken('current');
    expireToken(null);
    expireToken('older');
    expect(getToken()).toBe('current');
    expireToken('current');
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('pulse.token')).toBeNull();
    expect(sessionStorage.getItem('pulse.session-ended')).toBe('expired');
  });

  it('keeps the token in sessionStorage only, and forgets how the last session ended', () => {
    sessionStorage.setItem('pulse.session-ended', 'expired');
    setToken('tok');
    expect(sessionStorage.getItem('pulse.token')).toBe('tok');
    expect(sessionStorage.getItem('pulse.session-ended')).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(getLastClearReason()).toBeNull();
  });
});

describe('the token after a reload', () => {
  async function reloaded() {
    vi.resetModules();
    return import('./token');
  }

  it.each([
    ['expired', 'expired'],
    ['signed-out', 'signed-out'],
    ['bogus', null],
  ])('reads a stored ending %j as %j', async (stored, reason) => {
    sessionStorage.setItem('pulse.session-ended', stored);
    const token = await reloaded();
    expect(token.getToken()).toBeNull();
    expect(token.getLastClearReason()).toBe(reason);
  });

  it('forgets an ending while a token is stored', async () => {
    sessionStorage.setItem('pulse.session-ended', 'expired');
    sessionStorage.setItem('pulse.token', 'still-here');
    const token = await reloaded();
    expect(token.getToken()).toBe('still-here');
    expect(token.getLastClearReason()).toBeNull();
    token.clearToken();
  });
});
