import { describe, expect, it, vi } from 'vitest';
import { collectPages } from './collect-pages';

const envelope = (page: number, perPage: number, total: number) => {
  const start = (page - 1) * perPage;
  const results = Array.from(
    { length: Math.max(0, Math.min(perPage, total - start)) },
    (_, i) => start + i,
  );
  return { count: total, results, next: start + perPage < total ? `?page=${page + 1}` : null };
};

describe('collectPages', () => {
  it('reads every page until `next` is null', async () => {
    const fetchPage = vi.fn(async (page: number) => envelope(page, 2, 5));
    expect(await collectPages(fetchPage, 10)).toEqual({
      items: [0, 1, 2, 3, 4],
      count: 5,
      complete: true,
    });
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops at the cap and says the list is incomplete', async () => {
    const fetchPage = vi.fn(async (page: number) => envelope(page, 2, 9));
    const collected = await collectPages(fetchPage, 2);
    expect(collected).toEqual({ items: [0, 1, 2, 3], count: 9, complete: false });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops on an empty page even when the server claims more', async () => {
    const fetchPage = vi.fn(async () => ({ count: 10, results: [], next: '?page=2' }));
    expect(await collectPages(fetchPage, 5)).toEqual({ items: [], count: 10, complete: true });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops once it holds as many items as the server counts, whatever `next` says', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      ...envelope(page, 2, 4),
      next: `?page=${page + 1}`,
    }));
    expect(await collectPages(fetchPage, 10)).toEqual({
      items: [0, 1, 2, 3],
      count: 4,
      complete: true,
    });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
