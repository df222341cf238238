import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('refuses a capacity under one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
    expect(() => new LruCache(Number.NaN)).toThrow('LruCache capacity must be at least 1');
    expect(new LruCache(1).size).toBe(0);
  });

  it('holds up to its capacity and evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('counts a key set again once, and refreshes it', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(10);
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps a stored undefined apart from a missing key', () => {
    const cache = new LruCache<string, number | undefined>(2);
    cache.set('a', undefined);
    cache.set('b', 2);
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', 3);
    // Reading a refreshed it, so b was the one to go.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('forgets one key with delete and every key with clear', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('b')).toBeUndefined();
  });
});
