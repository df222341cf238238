import { readFileSync } from 'node:fs';
import PO from 'pofile';

export interface CatalogEntry {
  key: string;
  msgid: string;
  context: string | undefined;
  translation: string;
  /** Source files that use it (`#:` references). */
  origins: string[];
}

/** A catalog's messages by key (context and English text: Lingui's identity of a message). */
export function readCatalog(path: string): Map<string, CatalogEntry> {
  const po = PO.parse(readFileSync(path, 'utf8'));
  return new Map(
    po.items
      .filter((item) => !item.obsolete)
      .map((item) => {
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        return [
          key,
          {
            key,
            msgid: item.msgid,
            context: item.msgctxt ?? undefined,
            translation: item.msgstr.join(''),
            origins: item.references,
          },
        ];
      }),
  );
}

/**
 * The placeholders and tags a message uses: `{name}`, the argument of `{count, plural, …}` and
 * `<0>`…`</0>`. A translation must use the same ones, or it shows a raw `{…}` or loses a link.
 */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  for (const match of message.matchAll(/\{\s*([\w$]+)\s*[,}]/g)) found.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${match[1]}>`);
  return [...found].sort();
}
