/**
 * Fails when the catalogs do not match the code: a message in the code missing from a catalog (the
 * build would show its id), one left in a catalog that the code no longer has, a German message
 * without its translation, or a translation whose placeholders differ from the English.
 * `npm run i18n:extract` fixes the first two; the German is written by hand.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MESSAGES } from '../server/locales/messages.ts';
import { placeholders, readCatalog } from './i18n-catalogs.ts';

const LANGUAGES = ['en', 'de'] as const;
const fresh = mkdtempSync(join(tmpdir(), 'pulse-i18n-'));
const problems: string[] = [];

try {
  execFileSync('npx', ['lingui', 'extract'], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: fresh },
    stdio: 'pipe',
  });
  const catalogs = new Set(
    LANGUAGES.flatMap((language) => [
      ...readdirSync(join(fresh, language)).map((file) => `${language}/${file}`),
      ...readdirSync(`src/locales/${language}`).map((file) => `${language}/${file}`),
    ]),
  );
  for (const catalog of catalogs) {
    const language = catalog.split('/')[0];
    const committedPath = `src/locales/${catalog}`;
    if (!existsSync(committedPath)) {
      problems.push(`${committedPath}: missing; the code has messages for it`);
      continue;
    }
    const extracted = join(fresh, catalog);
    const committed = readCatalog(committedPath);
    const inCode = existsSync(extracted) ? readCatalog(extracted) : new Map();
    for (const [key, entry] of inCode) {
      if (!committed.has(key)) {
        problems.push(`${committedPath}: missing "${entry.msgid}" (${entry.origins.join(', ')})`);
      }
    }
    for (const [key, entry] of committed) {
      if (!inCode.has(key))
        problems.push(`${committedPath}: no longer in the code: "${entry.msgid}"`);
      if (language === 'en') continue;
      if (!entry.translation.trim()) {
        problems.push(`${committedPath}: no translation for "${entry.msgid}"`);
      } else if (placeholders(entry.msgid).join() !== placeholders(entry.translation).join()) {
        problems.push(
          `${committedPath}: "${entry.translation}" uses ${placeholders(entry.translation).join(' ') || 'no placeholders'}, the English ${placeholders(entry.msgid).join(' ') || 'none'}`,
        );
      }
    }
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}

// The reference server's sentences: English in server/locales/messages.ts, German in de.po.
const SERVER_CATALOG = 'server/locales/de.po';
const serverGerman = new Map(
  [...readCatalog(SERVER_CATALOG).values()].map((entry) => [entry.msgid, entry.translation]),
);
for (const message of SERVER_MESSAGES) {
  const translation = serverGerman.get(message);
  if (!translation?.trim()) problems.push(`${SERVER_CATALOG}: no translation for "${message}"`);
  else if (placeholders(message).join() !== placeholders(translation).join()) {
    problems.push(`${SERVER_CATALOG}: "${translation}" uses other placeholders than "${message}"`);
  }
}
for (const message of serverGerman.keys()) {
  if (!(SERVER_MESSAGES as readonly string[]).includes(message)) {
    problems.push(`${SERVER_CATALOG}: no longer written by the server: "${message}"`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} catalog problem(s). Run \`npm run i18n:extract\`, then translate the new German messages in src/locales/de/*.po (and server/locales/de.po).`,
  );
  process.exit(1);
}
console.log('Catalogs match the code; every German message is translated.');
