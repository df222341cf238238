import { t } from '@lingui/core/macro';
import type { ActivityChange } from '../../queries/activity';

// How an activity sentence is built from pieces; the sentences themselves are in
// activity-sentence.ts, the words for roles and statuses in value-words.ts.

/**
 * A piece of an entry's sentence. The page draws the actor in bold, the target as a link where it
 * still exists, e-mail addresses so that they wrap before their `@`, and quoted names between
 * the language's quotation marks; the CSV takes the plain text (`sentenceText`).
 */
export interface SentencePart {
  text: string;
  /** Who did it, or what it was done to. */
  kind?: 'actor' | 'target';
  /** A name the sentence quotes: “Europe only”. */
  quoted?: boolean;
  /** An e-mail address. */
  email?: boolean;
}

export type Parts = SentencePart[];
type SlotValue = string | SentencePart | readonly SentencePart[];

/**
 * Each sentence is one translated message with named placeholders (`{actor} signed in`), so a
 * language puts the actor, the target and the details where its word order wants them. The
 * placeholders are filled with markers first; the translated text is then cut at the markers and
 * the pieces (a bold actor, a linked target, a quoted name) put in their places.
 */
const MARK = '\u0001';
export const slot = (name: string) => `${MARK}${name}${MARK}`;

const list = slot('list');
const item = slot('item');

export const text = (value: string): SentencePart => ({ text: value });
export const quote = (value: string): SentencePart => ({ text: value, quoted: true });
const address = (value: string): SentencePart => ({ text: value, email: true });
export const targetPart = (
  value: string,
  style: { quoted?: boolean; email?: boolean } = {},
): SentencePart => ({
  text: value,
  kind: 'target',
  ...style,
});

const isPlain = (part: SentencePart) => !part.kind && !part.quoted && !part.email;

/** A translated message with its markers replaced by the pieces they stand for. */
export function fill(message: string, values: Record<string, SlotValue>): Parts {
  const parts: Parts = [];
  const add = (part: SentencePart) => {
    const last = parts.at(-1);
    if (last && isPlain(last) && isPlain(part))
      parts[parts.length - 1] = text(last.text + part.text);
    else if (part.text || !isPlain(part)) parts.push(part);
  };
  message.split(MARK).forEach((piece, index) => {
    // Even pieces are the message's own words; odd ones name a placeholder.
    if (index % 2 === 0) {
      add(text(piece));
      return;
    }
    const value = values[piece];
    if (value === undefined) return;
    if (typeof value === 'string') add(text(value));
    else if (Array.isArray(value)) (value as readonly SentencePart[]).forEach(add);
    else add(value as SentencePart);
  });
  return parts;
}

/** The language's quotation marks around a name: “Europe only” in English, „Europe only“ in German. */
export function quoteMarks(): [open: string, close: string] {
  const name = MARK;
  const [open = '“', close = '”'] = t({
    message: `“${name}”`,
    comment: 'Quotation marks around a name quoted in an activity log sentence',
  }).split(MARK);
  return [open, close];
}

/** The sentence as plain text, quotes included. */
export function sentenceText(parts: readonly SentencePart[]): string {
  const [open, close] = quoteMarks();
  return parts.map((part) => (part.quoted ? `${open}${part.text}${close}` : part.text)).join('');
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly Parts[]): Parts {
  let joined: Parts = items[0] ?? [];
  items.slice(1).forEach((next, index) => {
    const last = index === items.length - 2;
    joined = fill(
      last
        ? t({ message: `${list} and ${item}`, comment: 'The last item of a list: “a, b and c”' })
        : t({ message: `${list}, ${item}`, comment: 'An item of a list before the last' }),
      { list: joined, item: next },
    );
  });
  return joined;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** A changed value in words: "(none)" for nothing, lists joined, anything else as JSON. */
export function valueText(value: unknown): string {
  if (isEmpty(value))
    return t({ message: '(none)', context: 'an empty value in the activity log' });
  if (typeof value === 'string') return value;
  // Values of fields this dashboard does not know: shown as the service sent them.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

/** The old and the new value of a change, quoted (names) or as e-mail addresses where asked. */
export function fromTo(
  change: ActivityChange,
  style: 'plain' | 'quoted' | 'email' = 'plain',
  words: (value: unknown) => string = valueText,
): { from: SentencePart; to: SentencePart } {
  const value = (raw: unknown): SentencePart => {
    const shown = words(raw);
    if (isEmpty(raw) || style === 'plain') return text(shown);
    return style === 'quoted' ? quote(shown) : address(shown);
  };
  return { from: value(change.from), to: value(change.to) };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** What a list change added and removed. */
export function addedRemoved(change: ActivityChange): { added: string[]; removed: string[] } {
  const before = strings(change.from);
  const after = strings(change.to);
  return {
    added: after.filter((entry) => !before.includes(entry)),
    removed: before.filter((entry) => !after.includes(entry)),
  };
}
