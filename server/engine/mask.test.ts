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
    expect(PROFANITY.length).toBeGreaterThan(0);
    for (const word of PROFANITY) expect(maskText(`so ${word}!`)).toBe('so ***!');
  });

  it('counts a run as a phone number from 7 digits on, separators not counted', () => {
    expect(maskText('Call 555-0134 now')).toBe('Call *** now');
    expect(maskText('Call 100 0000 now')).toBe('Call *** now');
    expect(maskText('Call 999 9999 now')).toBe('Call *** now');
    expect(maskText('Code 12 34 56 here')).toBe('Code 12 34 56 here');
    expect(maskText('Room (12) 3-4.5 6')).toBe('Room (12) 3-4.5 6');
    expect(maskText('Ref 123456')).toBe('Ref 123456');
  });

  it('masks addresses, numbers and words together, leaving the rest as written', () => {
    expect(maskText('Damn: mail a.b@c.example or ring +44 20 7946 0321, thanks')).toBe(
      '***: mail *** or ring ***, thanks',
    );
    expect(maskText('')).toBe('');
  });

  it('masks an address in any part that makes one', () => {
    expect(maskText('x_y%z+tag@sub-domain.mail.example.org.')).toBe('***.');
    expect(maskText('ab@cd.museum and cd@ef.io')).toBe('*** and ***');
    expect(maskText('not@an address')).toBe('not@an address');
    expect(maskText('a@b.c')).toBe('a@b.c');
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
