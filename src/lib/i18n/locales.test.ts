import { describe, expect, it } from 'vitest';
import { browserLanguage, initialLocale, intlTag, storeLocale } from './locales';

describe('the language to start in', () => {
  it('is the first of the browser languages Pulse speaks, by primary language', () => {
    expect(browserLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(browserLanguage(['fr-FR', 'de', 'en'])).toBe('de');
    expect(browserLanguage(['en-GB', 'de-DE'])).toBe('en');
  });

  it('is English when the browser names none Pulse speaks, or none at all', () => {
    expect(browserLanguage(['fr-FR', 'ja'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is the one picked in this browser before, over the browser languages', () => {
    storeLocale('de');
    expect(initialLocale()).toBe('de');
    storeLocale('pseudo');
    expect(initialLocale()).toBe('pseudo');
  });

  it('ignores a stored value that names no language Pulse has', () => {
    localStorage.setItem('pulse.locale', 'klingon');
    expect(initialLocale()).toBe(browserLanguage());
  });

  it('formats the pseudo-locale as English, under a tag browsers accept', () => {
    expect(intlTag('pseudo')).toBe('en-XA');
    expect(intlTag('de')).toBe('de');
    expect(() => new Intl.NumberFormat(intlTag('pseudo'))).not.toThrow();
  });
});
