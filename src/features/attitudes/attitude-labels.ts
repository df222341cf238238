import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AudienceType } from '../../queries/attitudes';

export const AUDIENCE_LABELS: Record<AudienceType, MessageDescriptor> = {
  0: msg({ message: 'None', context: 'audience' }),
  1: msg({ message: 'Customers', context: 'audience' }),
  2: msg({ message: 'Employees', context: 'audience' }),
  3: msg({ message: 'Donors', context: 'audience' }),
  4: msg({ message: 'Media', context: 'audience' }),
  5: msg({ message: 'Event attendees', context: 'audience' }),
};

export const AUDIENCE_TYPES = [0, 1, 2, 3, 4, 5] as const satisfies readonly AudienceType[];

/** Reads the URL's audience filter; anything but 0..5 means "all audiences". */
export function parseAudienceType(value: string | null): AudienceType | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  return (AUDIENCE_TYPES as readonly number[]).includes(number)
    ? (number as AudienceType)
    : undefined;
}

export function audienceLabel(value: number): string {
  const label = AUDIENCE_LABELS[value as AudienceType];
  if (label) return i18n._(label);
  const code = String(value);
  return t`Audience ${code}`;
}

type ChipColor = 'success' | 'warning' | 'info' | 'default';

const CLASSIFICATIONS: Record<string, { label: MessageDescriptor; color: ChipColor }> = {
  FE: { label: msg`Fulfilled expectation`, color: 'success' },
  UE: { label: msg`Unfulfilled expectation`, color: 'warning' },
};

const NOT_CLASSIFIED = msg({ message: 'Not classified', context: 'priority class' });

const PPP_CLASSIFICATIONS: Record<string, MessageDescriptor> = {
  priority: msg({ message: 'Priority', context: 'priority class' }),
  protect: msg({ message: 'Protect', context: 'priority class' }),
  promote: msg({ message: 'Promote', context: 'priority class' }),
  NA: NOT_CLASSIFIED,
};

/** Human labels for the codes; a code the service adds later still shows, as itself. */
export function classificationInfo(code: string): { label: string; color: ChipColor } {
  const known = Object.hasOwn(CLASSIFICATIONS, code) ? CLASSIFICATIONS[code] : undefined;
  if (known) return { label: i18n._(known.label), color: known.color };
  return { label: code || t`Unclassified`, color: 'default' };
}

export function pppLabel(code: string): string {
  const known = Object.hasOwn(PPP_CLASSIFICATIONS, code) ? PPP_CLASSIFICATIONS[code] : undefined;
  return known ? i18n._(known) : code || i18n._(NOT_CLASSIFIED);
}
