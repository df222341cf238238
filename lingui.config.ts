import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { entryModules } from './scripts/entry-modules.ts';

const root = process.env.LINGUI_CATALOG_ROOT ?? '<rootDir>/src/locales';
const NOT_SHIPPED = ['**/*.test.*', '<rootDir>/src/test/**', '**/*.gen.ts'];
/** What a first visit runs before any route's own code: the sign-in page among it. */
const entry = entryModules(import.meta.dirname).map((file) => `<rootDir>/${file}`);

/**
 * The dashboard's languages. English is the source: messages are written in English in the code,
 * and `npm run i18n:extract` collects them into each language's catalogs. Each language has two:
 * `sign-in` (the messages of the code every first visit runs, the sign-in page among it) and `dashboard`
 * (the rest, loaded with the signed-in shell), so the sign-in page loads a few kilobytes of
 * messages, not the whole dashboard's. The pseudo-locale is made from English in the browser
 * (src/lib/i18n/pseudo.ts), so it has no catalog.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  catalogs: [
    { path: `${root}/{locale}/sign-in`, include: entry, exclude: NOT_SHIPPED },
    {
      path: `${root}/{locale}/dashboard`,
      include: ['<rootDir>/src'],
      exclude: [...NOT_SHIPPED, ...entry],
    },
  ],
  // Sorted by the English text, without line numbers: a catalog changes only when a message does.
  orderBy: 'message',
  format: formatter({ lineNumbers: false }),
});
