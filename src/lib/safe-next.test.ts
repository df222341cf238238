import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeNextPath('/reports/1?configuration=2#top')).toBe('/reports/1?configuration=2#top');
  });

  it.each([
    ['//evil.test'],
    ['https://evil.test'],
    ['/\\evil.test'],
    ['javascript:alert(1)'],
    ['evil.test'],
    [''],
    [null],
    ['/\tevil'],
    ['/..//evil.test'],
    ['/.//evil.test'],
    ['/reports/%2e%2e/..//evil.test?x=1'],
  ])('sends %s home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('keeps a path with a space, or with // in its query, as the same path', () => {
    expect(safeNextPath('/reports?q=north west')).toBe('/reports?q=north%20west');
    expect(safeNextPath('/reports/my report')).toBe('/reports/my%20report');
    expect(safeNextPath('/search?q=https://')).toBe('/search?q=https://');
  });
});
