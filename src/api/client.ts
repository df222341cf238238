import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { ApiError } from './errors';
import { activeIntlTag } from '../lib/i18n/locales';
import { expireToken, getToken } from './token';

/**
 * Where the API lives. Set once at start-up from /config.json, so one build serves any
 * deployment; empty means the dashboard's own origin.
 */
let apiBaseUrl = '';

export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiBaseUrl || globalThis.location?.origin || 'http://localhost';
}

const baseUrlMiddleware: Middleware = {
  onRequest({ request }) {
    if (!apiBaseUrl) return undefined;
    const url = new URL(request.url);
    return new Request(apiBaseUrl + url.pathname + url.search, request);
  },
};

/** The header's token is remembered per request, so a 401 can tell which session it ended. */
const tokensByRequest = new WeakMap<Request, string | null>();

/**
 * The service writes some sentences itself (a result's value boxes, error details): it is asked for
 * them in the language in use (`en-XA` for the pseudo-locale), unless the request names one.
 */
const languageMiddleware: Middleware = {
  onRequest({ request }) {
    if (!request.headers.has('Accept-Language')) {
      request.headers.set('Accept-Language', activeIntlTag());
    }
    return request;
  },
};

const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    tokensByRequest.set(request, token);
    return request;
  },
  onResponse({ request, response }) {
    if (response.status === 401) expireToken(tokensByRequest.get(request) ?? null);
    return undefined;
  },
};

export const api = createClient<paths>({
  baseUrl: getApiBaseUrl(),
  // openapi-fetch keeps the fetch it is given; reading the global per call lets tests intercept.
  fetch: (request) => globalThis.fetch(request),
});
api.use(authMiddleware, languageMiddleware, baseUrlMiddleware);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws a typed ApiError: `http` for an
 * error status (with the DRF body parsed), `network` when the server cannot be reached, `parse`
 * when a success body is not what JSON promised. Aborts propagate untouched.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof SyntaxError) throw new ApiError('parse', 200, null, { cause: error });
    throw new ApiError('network', 0, null, { cause: error });
  }
  const { response } = result;
  if (!response.ok) {
    throw new ApiError('http', response.status, result.error ?? null, {
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }
  return result.data as T;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}
