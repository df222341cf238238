/** Mild words masked by `mask_text_violations=true`; kept short on purpose (a demo list). */
export const PROFANITY: readonly string[] = ['damn', 'crap', 'bloody', 'sucks'];

export const MASK = '***';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A run on one line that starts with +, ( or a digit, ends with a digit and holds only digits and
// the usual separators; it counts as a phone number when it holds 7 digits or more.
const PHONE_CANDIDATE = /\+?\(?\d[\d \t().-]*\d/g;
const MIN_PHONE_DIGITS = 7;
const PROFANE = new RegExp(`\\b(?:${PROFANITY.join('|')})\\b`, 'gi');

/** Replaces e-mail addresses, phone numbers and PROFANITY words (whole words, any case) with ***. */
export function maskText(text: string): string {
  return text
    .replace(EMAIL, MASK)
    .replace(PHONE_CANDIDATE, (run) => (countDigits(run) >= MIN_PHONE_DIGITS ? MASK : run))
    .replace(PROFANE, MASK);
}

function countDigits(text: string): number {
  let n = 0;
  for (const ch of text) if (ch >= '0' && ch <= '9') n++;
  return n;
}
