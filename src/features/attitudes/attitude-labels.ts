import type { AudienceType } from '../../queries/attitudes';

export const AUDIENCE_LABELS: Record<AudienceType, string> = {
  0: 'None',
  1: 'Customers',
  2: 'Employees',
  3: 'Donors',
  4: 'Media',
  5: 'Event attendees',
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
  return AUDIENCE_LABELS[value as AudienceType] ?? `Audience ${value}`;
}

type ChipColor = 'success' | 'warning' | 'info' | 'default';

const CLASSIFICATIONS: Record<string, { label: string; color: ChipColor }> = {
  FE: { label: 'Fulfilled expectation', color: 'success' },
  UE: { label: 'Unfulfilled expectation', color: 'warning' },
};

const PPP_CLASSIFICATIONS: Record<string, string> = {
  priority: 'Priority',
  protect: 'Protect',
  promote: 'Promote',
  NA: 'Not classified',
};

/** Human labels for the codes; a code the service adds later still shows, as itself. */
export function classificationInfo(code: string): { label: string; color: ChipColor } {
  return CLASSIFICATIONS[code] ?? { label: code || 'Unclassified', color: 'default' };
}

export function pppLabel(code: string): string {
  return PPP_CLASSIFICATIONS[code] ?? (code || 'Not classified');
}
