import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { formatFigure } from './figure-format';

describe('formatFigure', () => {
  it('writes a mean plain and a share as a percentage, in the language in use', () => {
    expect(formatFigure(61.54, '')).toBe('61.5');
    expect(formatFigure(65.8, '%')).toBe('65.8%');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatFigure(61.54, '')).toBe('61,5');
    expect(formatFigure(65.8, '%')).toBe('65,8\u00a0%');
  });
});
