import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { components } from '../../api/schema.gen';
import { formatInteger } from '../../lib/format';
import type { OrganizationPatch, OrganizationProfile } from '../../queries/organizations';

export type OrganizationType = components['schemas']['OrganizationType'];

/** The service's limits (docs/decisions.md, Writes), checked as the user types. */
export const LIMITS = {
  name: 100,
  website: 200,
  primary_contact_phone: 31,
  need: 255,
} as const;

/** The types an organization can have; `label` and `hint` are read with `i18n._`. */
export const ORGANIZATION_TYPES: {
  value: OrganizationType;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { value: 'agency', label: msg`Agency`, hint: msg`Runs research for clients.` },
  {
    value: 'corporation',
    label: msg`Corporation`,
    hint: msg`A company studying its own audiences.`,
  },
  { value: 'ngo', label: msg`Non-profit (NGO)`, hint: msg`A charity, foundation or association.` },
];

export interface OrganizationFormValues {
  name: string;
  website: string;
  primary_contact_phone: string;
  needs: string[];
  organization_type: OrganizationType | null;
}

export type OrganizationField = keyof OrganizationFormValues;
export type OrganizationFormErrors = Partial<Record<OrganizationField, string>>;

/**
 * What the form compares against. The profile read is an extension and may answer 404: then only
 * the name (from the session) is known, and the `unknown` fields count as changed only when the
 * user fills them in (leaving one empty must not erase a value nobody has seen).
 */
export interface Baseline {
  values: OrganizationFormValues;
  unknown: OrganizationField[];
}

export function baselineFrom(
  profile: OrganizationProfile | null,
  sessionName: string | null,
): Baseline {
  if (!profile) {
    return {
      unknown: ['website', 'primary_contact_phone', 'needs', 'organization_type'],
      values: {
        name: sessionName ?? '',
        website: '',
        primary_contact_phone: '',
        needs: [],
        organization_type: null,
      },
    };
  }
  return {
    unknown: [],
    values: {
      name: profile.name ?? '',
      website: profile.website,
      primary_contact_phone: profile.primary_contact_phone,
      needs: [...profile.needs],
      organization_type: profile.organization_type,
    },
  };
}

/** Needs as they will be stored: trimmed, without empty entries or repeats, in the user's order. */
export function normalizeNeeds(needs: readonly string[]): string[] {
  return [...new Set(needs.map((need) => need.trim()).filter(Boolean))];
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The PATCH body: only what the user changed, so a save never overwrites a field someone else
 * edited meanwhile with a stale copy.
 */
export function changedFields(
  baseline: Baseline,
  values: OrganizationFormValues,
): OrganizationPatch {
  const before = baseline.values;
  const patch: OrganizationPatch = {};
  const name = values.name.trim();
  if (name !== before.name.trim()) patch.name = name;

  const unknown = (field: OrganizationField) => baseline.unknown.includes(field);
  const text = (field: 'website' | 'primary_contact_phone') => {
    const value = values[field].trim();
    const changed = unknown(field) ? value !== '' : value !== before[field].trim();
    if (changed) patch[field] = value;
  };
  text('website');
  text('primary_contact_phone');

  const needs = normalizeNeeds(values.needs);
  const needsChanged = unknown('needs')
    ? needs.length > 0
    : !sameList(needs, normalizeNeeds(before.needs));
  if (needsChanged) patch.needs = needs;

  // The service has no "no type": once chosen, a type can be changed but not removed.
  if (values.organization_type && values.organization_type !== before.organization_type) {
    patch.organization_type = values.organization_type;
  }
  return patch;
}

export function isDirty(baseline: Baseline, values: OrganizationFormValues): boolean {
  return Object.keys(changedFields(baseline, values)).length > 0;
}

export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

function tooLong(limit: number): string {
  const max = formatInteger(limit);
  return t`At most ${max} characters.`;
}

/**
 * Limits break as the user types; the web address's form is judged when they try to save (a
 * half-typed address is not yet wrong).
 */
export function validateOrganization(
  values: OrganizationFormValues,
  { submitting }: { submitting: boolean },
): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  const name = values.name.trim();
  if (name.length > LIMITS.name) errors.name = tooLong(LIMITS.name);
  else if (!name) errors.name = t`The organization needs a name.`;

  const website = values.website.trim();
  if (website.length > LIMITS.website) errors.website = tooLong(LIMITS.website);
  else if (submitting && website && !isWebAddress(website)) {
    errors.website = t`Enter a full web address, such as https://example.org.`;
  }

  if (values.primary_contact_phone.trim().length > LIMITS.primary_contact_phone) {
    errors.primary_contact_phone = tooLong(LIMITS.primary_contact_phone);
  }

  const long = values.needs.findIndex((need) => need.trim().length > LIMITS.need);
  if (long >= 0) {
    const position = formatInteger(long + 1);
    const max = formatInteger(LIMITS.need);
    errors.needs = t`Need ${position} is longer than ${max} characters.`;
  }
  return errors;
}

/** Server messages by form field (list items arrive as "Item 2: …" from the error parser). */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): OrganizationFormErrors {
  const fields: OrganizationField[] = [
    'name',
    'website',
    'primary_contact_phone',
    'needs',
    'organization_type',
  ];
  const errors: OrganizationFormErrors = {};
  for (const field of fields) {
    const messages = fieldErrors[field];
    if (messages?.length) errors[field] = messages.join(' ');
  }
  return errors;
}

/** The profile as it reads after a successful save of `patch`: what was saved is now known. */
export function applyPatch(baseline: Baseline, patch: OrganizationPatch): Baseline {
  const values = { ...baseline.values };
  const saved = Object.keys(patch) as OrganizationField[];
  if (patch.name !== undefined) values.name = patch.name ?? '';
  if (patch.website !== undefined) values.website = patch.website;
  if (patch.primary_contact_phone !== undefined) {
    values.primary_contact_phone = patch.primary_contact_phone;
  }
  if (patch.needs !== undefined) values.needs = [...patch.needs];
  if (patch.organization_type !== undefined) values.organization_type = patch.organization_type;
  return { values, unknown: baseline.unknown.filter((field) => !saved.includes(field)) };
}
