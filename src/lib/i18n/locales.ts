import { i18n } from '@lingui/core';

/** The languages a user can pick, by their own names (a language menu lists them untranslated). */
export const LANGUAGES = { en: 'English', de: 'Deutsch' } as const;
export type Language = keyof typeof LANGUAGES;

/**
 * What the app can run in: a language, or the pseudo-locale (English with every letter accented and
 * each message a third longer, so text that skipped the catalog or gets clipped shows up).
 */
export type AppLocale = Language | 'pseudo';

const STORAGE_KEY = 'pulse.locale';

export const isAppLocale = (value: unknown): value is AppLocale =>
  value === 'pseudo' || (typeof value === 'string' && Object.hasOwn(LANGUAGES, value));

/** The first of the browser's languages Pulse speaks ("de-AT" is German), else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary && Object.hasOwn(LANGUAGES, primary)) return primary as Language;
  }
  return 'en';
}

/** The locale to start in: the one picked in this browser before, else the browser's. */
export function initialLocale(): AppLocale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isAppLocale(stored)) return stored;
  } catch {
    // Storage blocked: follow the browser.
  }
  return browserLanguage();
}

export function storeLocale(locale: AppLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or a full quota: the pick holds for this visit only.
  }
}

/** The BCP 47 tag for `Intl` and `<html lang>`: the pseudo-locale formats as English ("en-XA"). */
export const intlTag = (locale: string): string => (locale === 'pseudo' ? 'en-XA' : locale);

/** The locale the app starts in, before its catalog has arrived and been put in use. */
let startingLocale: AppLocale | undefined;

export function setStartingLocale(locale: AppLocale): void {
  startingLocale = locale;
}

/**
 * The locale the formatters and requests use now: the active catalog's, or, while the first one
 * loads, the one being started (the router asks for a deep link's data meanwhile).
 */
export const activeIntlTag = (): string => intlTag(i18n.locale || startingLocale || 'en');
