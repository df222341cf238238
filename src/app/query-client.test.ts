import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '../api/client';
import { ApiError } from '../api/errors';
import { json, stubFetch } from '../test/fetch-stub';
import { createQueryClient, retryDelay } from './query-client';

afterEach(() => vi.unstubAllGlobals());

function fetchPortfolios() {
  return createQueryClient().fetchQuery({
    queryKey: ['portfolios'],
    queryFn: () => unwrap(api.GET('/api/v1/portfolios/')),
  });
}

describe('query retry policy', () => {
  it('never retries a 4xx', async () => {
    const { fetchMock } = stubFetch(() => json({ detail: 'Not found.' }, 404));
    await expect(fetchPortfolios()).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 5xx twice, then fails', async () => {
    const { fetchMock } = stubFetch(() => json({ detail: 'Boom' }, 503));
    await expect(fetchPortfolios()).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    stubFetch(() =>
      ++calls === 1 ? json({}, 500) : json({ count: 0, next: null, previous: null, results: [] }),
    );
    await expect(fetchPortfolios()).resolves.toMatchObject({ count: 0 });
  });

  it('waits for Retry-After on a 429', () => {
    expect(retryDelay(0, new ApiError('http', 429, null, { retryAfter: 3 }))).toBe(3000);
    expect(retryDelay(1, new ApiError('http', 500, null))).toBe(1000);
  });
});
