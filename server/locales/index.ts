import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { SERVER_MESSAGES, type ServerMessage } from './messages';

/** The languages the server writes in; English is the source and the fallback. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The best language for an `Accept-Language` header: the supported one with the highest q (ties:
 * the first named), matched by its primary subtag (`de-AT` is German, `en-XA` English); anything
 * else, a missing or unreadable header included, is English.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  let best: Language = 'en';
  let bestQ = 0;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = LANGUAGES.find((l) => l === primary);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isFinite(q) && q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}

/** The German catalog: read from beside this module (in the build, beside main.mjs). */
export function readCatalog(path: string): Record<string, string> {
  const po = PO.parse(readFileSync(path, 'utf8'));
  return Object.fromEntries(
    po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]),
  );
}

const CATALOG_FILE = join(dirname(fileURLToPath(import.meta.url)), 'de.po');

let german: I18n | undefined;
function germanI18n(): I18n {
  if (!german) {
    german = setupI18n();
    german.setMessagesCompiler(compileMessage);
    german.load('de', readCatalog(CATALOG_FILE));
    german.activate('de');
  }
  return german;
}

/** Values that are numbers, written in English by the engine and again in the answer's language. */
const NUMERIC = new Set(['total', 'score', 'balance', 'floor', 'max']);
const ENGLISH_NUMBER = /^([+-]?)(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?$/;

/** "8,000" → "8.000", "+2.3" → "+2,3" in German; anything that is not such a number stays. */
export function localNumber(text: string, language: Language): string {
  const match = ENGLISH_NUMBER.exec(text);
  if (!match || language === 'en') return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  const value = Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`);
  const written = new Intl.NumberFormat(language, {
    minimumFractionDigits: fraction.length,
    maximumFractionDigits: fraction.length,
  }).format(value);
  return `${sign}${written}`;
}

interface Template {
  message: ServerMessage;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = new Map<string, ServerMessage>();
const templates: Template[] = [];
for (const message of SERVER_MESSAGES) {
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(message, message);
    continue;
  }
  const seen = new Map<string, number>();
  const source = message
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (!name) return escapeRegExp(piece);
      // A name used twice ("fewer than {floor} … fewer than {floor}") must match the same text.
      if (seen.has(name)) return `\\${seen.get(name)}`;
      seen.set(name, seen.size + 1);
      return '(.+?)';
    })
    .join('');
  templates.push({ message, pattern: new RegExp(`^${source}$`, 's'), names: [...seen.keys()] });
}

/**
 * One of the server's English sentences in `language`: the catalog's translation, with the values
 * it carries (numbers written in the language's way). Text that is not one of the server's
 * sentences (a report's name, an attitude, a value a user sent) comes back as it is.
 */
export function translate(text: string, language: Language): string {
  if (language === 'en') return text;
  const known = exact.get(text);
  if (known) return germanI18n()._(known);
  for (const { message, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1]!;
        return [name, NUMERIC.has(name) ? localNumber(value, language) : value];
      }),
    );
    return germanI18n()._(message, values);
  }
  // An item's message names its field first ("dataset_filterable_id: This field is required.").
  const field = /^([a-z_0-9.]+): (.+)$/s.exec(text);
  if (field) {
    const rest = translate(field[2]!, language);
    if (rest !== field[2]) return `${field[1]}: ${rest}`;
  }
  return text;
}

/** Every message the code may write, for the catalog check. */
export const serverMessages = (): readonly string[] => SERVER_MESSAGES;
