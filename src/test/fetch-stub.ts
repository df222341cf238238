import { vi } from 'vitest';

export type Responder = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** Replaces global fetch with `responder`, recording every request the client sends. */
export function stubFetch(responder: Responder) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return responder(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
