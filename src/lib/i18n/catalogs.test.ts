import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLoadedLocale, fetchCatalog } from './catalogs';

describe('the catalogs', () => {
  it('fetches a language’s catalog once, however often it is asked for', async () => {
    const first = fetchCatalog('de', 'sign-in');
    expect(fetchCatalog('de', 'sign-in')).toBe(first);
    expect(fetchCatalog('de', 'dashboard')).not.toBe(first);
    const messages = await first;
    expect(Object.keys(messages).length).toBeGreaterThan(20);
  });

  it('holds the German of the sign-in page in the sign-in catalog', async () => {
    i18n.load('de', await fetchCatalog('de', 'sign-in'));
    activateLoadedLocale('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.locale).toBe('de');
    expect(Object.values(await fetchCatalog('de', 'sign-in')).flat()).toContain('Anmelden');
  });

  it('makes the pseudo-locale from the English catalog, formatting as en-XA', async () => {
    const english = await fetchCatalog('en', 'sign-in');
    const pseudo = await fetchCatalog('pseudo', 'sign-in');
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    expect(Object.values(pseudo).flat().join(' ')).not.toMatch(/\b(Sign|Password|Email)\b/);
    i18n.load('pseudo', pseudo);
    activateLoadedLocale('pseudo');
    expect(document.documentElement.lang).toBe('en-XA');
    expect(i18n.locales).toEqual(['en-XA']);
  });
});
