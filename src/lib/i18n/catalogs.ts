import { i18n, type Messages } from '@lingui/core';
import { intlTag, type AppLocale, type Language } from './locales';

/**
 * A language's messages come in two catalogs (see lingui.config.ts): `sign-in`, for the code every
 * first visit runs, and `dashboard`, for the signed-in pages. Each is a chunk of its own, fetched when
 * its language is first used, so a visitor loads only the language they read, and the sign-in
 * page only the few messages it shows. The catalogs are the `.po` files, compiled by the build.
 */
export type CatalogPart = 'sign-in' | 'dashboard';

type Catalog = () => Promise<{ messages: Messages }>;

// The entry awaits its language's `sign-in` catalog before the first render: what that loads
// (the catalogs, ./pseudo) must import no chunk shared with the pages, or the entry waits for
// modules that wait for it, and the page stays blank. MUI's texts load with `dashboard` for this.

const CATALOGS: Record<Language, Record<CatalogPart, Catalog>> = {
  en: {
    'sign-in': () => import('../../locales/en/sign-in.po'),
    dashboard: () => import('../../locales/en/dashboard.po'),
  },
  de: {
    'sign-in': () => import('../../locales/de/sign-in.po'),
    dashboard: () => import('../../locales/de/dashboard.po'),
  },
};

async function messagesOf(locale: AppLocale, part: CatalogPart): Promise<Messages> {
  if (locale !== 'pseudo') return (await CATALOGS[locale][part]()).messages;
  const [{ messages }, { pseudoMessages }] = await Promise.all([
    CATALOGS.en[part](),
    import('./pseudo'),
  ]);
  return pseudoMessages(messages);
}

const fetching = new Map<string, Promise<Messages>>();

/** One catalog of `locale`, fetched once (a failed fetch, offline say, is tried again next time). */
export function fetchCatalog(locale: AppLocale, part: CatalogPart): Promise<Messages> {
  const key = `${locale} ${part}`;
  let messages = fetching.get(key);
  if (!messages) {
    messages = messagesOf(locale, part);
    messages.catch(() => fetching.delete(key));
    fetching.set(key, messages);
  }
  return messages;
}

/** Makes a loaded catalog the active one; `<html lang>` follows, for screen readers and hyphens. */
export function activateLoadedLocale(locale: AppLocale): void {
  i18n.activate(locale, [intlTag(locale)]);
  document.documentElement.lang = intlTag(locale);
}
