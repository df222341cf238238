import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { pseudoMessages } from './pseudo';

/** Renders `message` with `values` from its pseudo-locale form, as the app would. */
function pseudo(message: string, values: Record<string, unknown> = {}): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: 'pseudo',
    locales: ['en-XA'],
    messages: pseudoMessages({ id: compileMessage(message) }),
  });
  return i18n._('id', values);
}

describe('the pseudo-locale', () => {
  it('accents every letter, so text that skipped the catalog stands out as plain', () => {
    const text = pseudo('Save view');
    expect(text).toMatch(/^Šàṽé ṽíéŵ·+$/);
    expect(text).not.toMatch(/[a-z]/i);
  });

  it('makes each message about a third longer, as German often is', () => {
    const english = 'Invitations';
    expect(pseudo(english).length).toBe(english.length + Math.ceil(english.length * 0.35));
  });

  it('keeps placeholders, and the values put into them, as they are', () => {
    expect(pseudo('Invite {name} again', { name: 'ada@demo.test' })).toContain('ada@demo.test');
    expect(pseudo('{count, plural, one {# report} other {# reports}}', { count: 3 })).toMatch(
      /^3 ŕéþöŕţš·+$/,
    );
  });

  it('leaves text without letters alone', () => {
    expect(pseudo('—')).toBe('—');
  });
});
