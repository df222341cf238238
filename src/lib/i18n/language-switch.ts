import { createContext, useContext } from 'react';
import type { AppLocale } from './locales';

/**
 * Puts another language in use: fetches what it needs, keeps the pick in this browser and redraws
 * the page. Provided by the app (src/app/i18n.ts), which also loads MUI's texts; the sign-in page
 * and the user menu both offer it.
 */
export type SwitchLanguage = (locale: AppLocale) => Promise<void>;

export const LanguageSwitchContext = createContext<SwitchLanguage | null>(null);

export function useSwitchLanguage(): SwitchLanguage {
  const value = useContext(LanguageSwitchContext);
  if (!value) throw new Error('useSwitchLanguage needs a LanguageSwitchContext above it');
  return value;
}
