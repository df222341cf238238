import { describe, expect, it } from 'vitest';
import { safeExternalUrl } from './safe-external-url';

describe('safeExternalUrl', () => {
  it('keeps web links', () => {
    expect(safeExternalUrl('https://example.org/study?id=1')).toBe(
      'https://example.org/study?id=1',
    );
    expect(safeExternalUrl('http://example.org')).toBe('http://example.org/');
  });

  it('refuses script, data and relative links', () => {
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeExternalUrl('/relative/path')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
  });
});
