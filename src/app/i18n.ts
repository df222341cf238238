import { i18n } from '@lingui/core';
import type { Localization } from '@mui/material/locale';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { activateLoadedLocale, fetchCatalog, type CatalogPart } from '../lib/i18n/catalogs';
import {
  initialLocale,
  intlTag,
  setStartingLocale,
  storeLocale,
  type AppLocale,
} from '../lib/i18n/locales';

/**
 * MUI's own texts (pagination, close buttons) per language; English is MUI's default. They come
 * with the dashboard's catalog, not the sign-in page's: that page shows none of them, and the
 * module shares a chunk with the signed-in pages.
 */
const MUI_LOCALES: Partial<Record<AppLocale, () => Promise<Localization>>> = {
  de: async () => (await import('./mui-locale-de')).deDE,
  pseudo: async () => (await import('./mui-locale-pseudo')).pseudoMui,
};

const muiLocales = new Map<AppLocale, Localization>();
const muiLocaleListeners = new Set<() => void>();

/** Called whenever a language's MUI texts have arrived; returns the unsubscribe. */
export function subscribeMuiLocales(listener: () => void): () => void {
  muiLocaleListeners.add(listener);
  return () => muiLocaleListeners.delete(listener);
}

/** The MUI texts of a locale whose dashboard catalog is loaded; undefined means MUI's English. */
export const muiLocaleFor = (locale: string): Localization | undefined =>
  muiLocales.get(locale as AppLocale);

/** Fetches `parts` of `locale`, and MUI's texts with the dashboard's; puts nothing in use. */
function fetchParts(locale: AppLocale, parts: readonly CatalogPart[]) {
  const mui = parts.includes('dashboard') ? MUI_LOCALES[locale] : undefined;
  return Promise.all([mui?.(), ...parts.map((part) => fetchCatalog(locale, part))]);
}

/** Fetches `parts` of `locale` (and MUI's texts with the dashboard's), then puts them in use. */
async function load(locale: AppLocale, parts: readonly CatalogPart[]): Promise<void> {
  const [texts, ...catalogs] = await fetchParts(locale, parts);
  // MUI's texts first: loading the messages redraws, and the theme is then built with them.
  if (texts) muiLocales.set(locale, texts);
  for (const messages of catalogs) i18n.load(locale, messages);
  if (texts) for (const listener of muiLocaleListeners) listener();
}

/** The start below, for the dashboard's catalog to follow its outcome. */
let started: Promise<AppLocale> | undefined;

/**
 * Before the first render: the stored pick or the browser's language, ready to draw. Requests sent
 * meanwhile (the router starts the page's data without waiting for this) already ask in it.
 */
export function startLocale(): Promise<void> {
  const locale = initialLocale();
  setStartingLocale(locale);
  started = (async () => {
    try {
      await load(locale, ['sign-in']);
      activateLoadedLocale(locale);
      return locale;
    } catch {
      // The catalog did not arrive: English, which every build has, rather than a blank page.
      await load('en', ['sign-in']);
      activateLoadedLocale('en');
      return 'en' as const;
    }
  })();
  return started.then(() => undefined);
}

/** Whether the signed-in pages' catalog has been asked for: a switch then loads the new one's. */
let dashboardShown = false;

/**
 * The signed-in pages' messages in the language in use: loaded beside the signed-in shell. Asked
 * for at once, beside the sign-in page's catalog when the app is still starting (a deep link then
 * waits for one round trip, not two), and put in use once the start has settled on its language.
 */
export async function loadDashboardCatalog(): Promise<void> {
  dashboardShown = true;
  const starting = i18n.locale ? undefined : started;
  if (starting) {
    const locale = initialLocale();
    const early = load(locale, ['dashboard']);
    // Not lost when the start falls back to English: the caller gets English's below.
    early.catch(() => undefined);
    if ((await starting) === locale) return early;
  }
  return load(i18n.locale as AppLocale, ['dashboard']);
}

/** What a switch fetches: on the sign-in page its catalog only; the rest comes with sign-in. */
const switchParts = (): CatalogPart[] => (dashboardShown ? ['sign-in', 'dashboard'] : ['sign-in']);

/**
 * A pick from the language menu or the sign-in page: kept in this browser, applied without a
 * reload. On the sign-in page only that page's catalog is fetched; the rest comes with sign-in.
 */
export async function switchLocale(
  locale: AppLocale,
  /** Fetches what the service writes in the new language, beside its catalogs. */
  prepare: (intlTag: string) => Promise<unknown> = async () => undefined,
): Promise<void> {
  await Promise.all([load(locale, switchParts()), prepare(intlTag(locale))]);
  storeLocale(locale);
  activateLoadedLocale(locale);
}

/**
 * Ahead of a possible switch (the language menu has opened): fetches what `switchLocale` would,
 * and puts nothing in use. Loading the messages would redraw every page in the old language, so
 * this only fetches them; the switch then finds them, and the service's sentences, in.
 */
export function prepareLocale(
  locale: AppLocale,
  prepare: (intlTag: string) => Promise<unknown>,
): void {
  // A failure here is the switch's to report, if the user picks the language.
  fetchParts(locale, switchParts()).catch(() => undefined);
  prepare(intlTag(locale)).catch(() => undefined);
}

/**
 * Before a language switch: the queries on screen whose answers carry the service's sentences
 * (their `meta.inLanguage` gives the same query in another language), fetched in the new one, so
 * the page changes language all at once when they and the catalogs are in, rather than showing the
 * service's English under German headings, or a skeleton, in between.
 */
export function prefetchShownIn(queryClient: QueryClient, intlTag: string): Promise<unknown> {
  return Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ type: 'active' })
      .map(({ meta }) => meta?.inLanguage)
      .filter((inLanguage) => typeof inLanguage === 'function')
      .map((inLanguage) =>
        queryClient.prefetchQuery((inLanguage as (tag: string) => FetchQueryOptions)(intlTag)),
      ),
  );
}
