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
  ])('sends %s home', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
