import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INVITATION_STATUSES, type InvitationStatus } from '../../lib/invitation-status';
import type { InvitationOrdering } from '../../queries/invitations';

/** The server's default order (the `ordering` extension): latest expiry first, so new ones lead. */
export const DEFAULT_ORDERING: InvitationOrdering = '-expiry_date';

export type SortField = 'email' | 'last_name' | 'role' | 'status' | 'expiry_date';

const SORT_FIELDS: readonly SortField[] = ['email', 'last_name', 'role', 'status', 'expiry_date'];

/** The "Sort by" choices' names, read with `i18n._` in the language in use. */
export const SORT_LABELS: Record<SortField, MessageDescriptor> = {
  last_name: msg`Invitee name`,
  email: msg`Email`,
  role: msg`Role`,
  status: msg`Status`,
  expiry_date: msg`Expiry`,
};

/** A status from the URL, or null (all) for anything that is not one of the five. */
export function parseStatus(value: string | null): InvitationStatus | null {
  if (value === null || !/^\d$/.test(value)) return null;
  const status = Number(value);
  return (INVITATION_STATUSES as readonly number[]).includes(status)
    ? (status as InvitationStatus)
    : null;
}

export function parseOrdering(value: string | null): InvitationOrdering {
  if (!value) return DEFAULT_ORDERING;
  const field = value.replace(/^-/, '');
  return (SORT_FIELDS as readonly string[]).includes(field)
    ? (value as InvitationOrdering)
    : DEFAULT_ORDERING;
}

export function sortOf(ordering: InvitationOrdering): {
  field: SortField;
  direction: 'asc' | 'desc';
} {
  return {
    field: ordering.replace(/^-/, '') as SortField,
    direction: ordering.startsWith('-') ? 'desc' : 'asc',
  };
}

/** Clicking a column's header: the same column flips its direction, a new one starts ascending. */
export function nextOrdering(current: InvitationOrdering, field: SortField): InvitationOrdering {
  const sort = sortOf(current);
  if (sort.field !== field) return field;
  return (sort.direction === 'asc' ? `-${field}` : field) as InvitationOrdering;
}

/** The organization to list: the URL's when the user belongs to it, else the current one. */
export function parseOrganization(
  value: string | null,
  memberships: readonly { organization: { id: string } }[],
  current: string,
): string {
  return value && memberships.some((m) => m.organization.id === value) ? value : current;
}
