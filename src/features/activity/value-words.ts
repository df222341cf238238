import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { valueText } from './sentence-parts';

// Roles and statuses as words inside a sentence ("role from member to administrator"), where
// English writes them in lower case and German does not: their own messages, not the labels.
const ROLE_WORDS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'member', context: 'role, inside a sentence' }),
  1: msg({ message: 'collaborator', context: 'role, inside a sentence' }),
  2: msg({ message: 'administrator', context: 'role, inside a sentence' }),
};
/** "invited … as a collaborator". */
const ROLE_AS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'a member', context: 'role someone was invited as' }),
  1: msg({ message: 'a collaborator', context: 'role someone was invited as' }),
  2: msg({ message: 'an administrator', context: 'role someone was invited as' }),
};
const STATUS_WORDS: Record<number, MessageDescriptor> = {
  0: msg({ message: 'pending', context: 'invitation status, inside a sentence' }),
  1: msg({ message: 'accepted', context: 'invitation status, inside a sentence' }),
  2: msg({ message: 'cancelled', context: 'invitation status, inside a sentence' }),
  3: msg({ message: 'expired', context: 'invitation status, inside a sentence' }),
  4: msg({ message: 'revoked', context: 'invitation status, inside a sentence' }),
};

function unknownRole(value: number): string {
  const code = String(value);
  return t`role ${code}`;
}

function unknownStatus(value: number): string {
  const code = String(value);
  return t`status ${code}`;
}

export const roleWords = (value: unknown) => {
  if (typeof value !== 'number') return valueText(value);
  const words = ROLE_WORDS[value];
  return words ? i18n._(words) : unknownRole(value);
};
export const roleAs = (value: number) => {
  const words = ROLE_AS[value];
  return words ? i18n._(words) : unknownRole(value);
};
export const statusWords = (value: unknown) => {
  if (typeof value !== 'number') return valueText(value);
  const words = STATUS_WORDS[value];
  return words ? i18n._(words) : unknownStatus(value);
};
/** A field this dashboard has no words for, by its code: "nickname", "last_seen" → "last seen". */
export const fieldWords = (code: string) => code.replaceAll('_', ' ');
