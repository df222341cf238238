import type { Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥíĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** Accents every letter and pads the text by about a third (German runs about that much longer). */
export function stretch(text: string): string {
  const accented = text.replace(/[a-z]/gi, (letter) => ACCENTED[letter] ?? letter);
  const letters = text.replace(/[^a-z]/gi, '').length;
  return letters === 0 ? accented : accented + '·'.repeat(Math.ceil(letters * 0.35));
}

type Token = CompiledMessage[number];

function pseudoToken(token: Token): Token {
  if (typeof token === 'string') return stretch(token);
  const [name, type, format] = token;
  // Plural and select branches are messages of their own; a placeholder's name is not text.
  if (format && typeof format === 'object') {
    const branches = Object.fromEntries(
      Object.entries(format as Record<string, unknown>).map(([key, branch]) => [
        key,
        Array.isArray(branch) ? (branch as CompiledMessage).map(pseudoToken) : branch,
      ]),
    );
    return [name, type, branches];
  }
  return token;
}

/** The pseudo-locale's catalog, made from the English one. */
export function pseudoMessages(english: Messages): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [
      id,
      typeof message === 'string' ? stretch(message) : message.map(pseudoToken),
    ]),
  );
}
