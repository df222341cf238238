import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { maskText, PROFANITY } from './mask';

describe('maskText', () => {
  it.each([
    ['Write to jane.doe@example.com today', 'Write to *** today'],
    ['a+b@mail.example.co.uk, please', '***, please'],
    ['Call +1 415 555 0134 now', 'Call *** now'],
    ['Office (020) 7946 0958.', 'Office ***.'],
    ['Mobile 415.555.0172 or 415-555-0199', 'Mobile *** or ***'],
    ['What a damn mess', 'What a *** mess'],
    ['CRAP and Bloody', '*** and ***'],
  ])('masks %j', (input, expected) => {
    expect(maskText(input)).toBe(expected);
  });

  it.each([
    'Rated 4 out of 5 in Q3 2026',
    'Ticket 123456 is still open',
    'The damnation of Faust',
    'Reach us @support',
  ])('leaves %j alone', (input) => {
    expect(maskText(input)).toBe(input);
  });

  it('masks every listed word', () => {
    for (const word of PROFANITY) expect(maskText(`so ${word}!`)).toBe('so ***!');
  });
});

describe('csvCell', () => {
  it('writes numbers as they are and nothing for null', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(4.5)).toBe('4.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=SUM(A1:A3)', '+1 great', '-minus', '@cmd', '\tTab', '\rCR'])(
    'guards text starting like a formula: %j',
    (text) => {
      expect(csvCell(text).replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true);
    },
  );

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('plain text')).toBe('plain text');
  });
});
