import { createContext, useContext } from 'react';
import type { AppLocale } from './locales';

/**
 * Changing the language in use. Provided by the app (src/app/i18n.ts), which also loads MUI's
 * texts and the service's sentences in the new language; the sign-in page and the user menu both
 * offer it.
 */
export interface LanguageSwitch {
  /** Fetches what `locale` needs, keeps the pick in this browser and redraws the page in it. */
  switchTo: (locale: AppLocale) => Promise<void>;
  /**
   * Fetches what a switch to `locale` would need, without putting anything in use: for a choice
   * that has just been offered, so that picking it waits for nothing but the redraw.
   */
  prepare: (locale: AppLocale) => void;
}

export const LanguageSwitchContext = createContext<LanguageSwitch | null>(null);

export function useLanguageSwitch(): LanguageSwitch {
  const value = useContext(LanguageSwitchContext);
  if (!value) throw new Error('useLanguageSwitch needs a LanguageSwitchContext above it');
  return value;
}
