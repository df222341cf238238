import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/format';
import type { Role } from '../../lib/roles';
import type { Invitation, InvitationRequest } from '../../queries/invitations';

/** The service's limits (the contract, src/api/openapi.yaml), checked here before anything is sent. */
export const EMAIL_MAX = 255;
export const NAME_MAX = 25;

// Deliberately loose, like the service's own check: one @, no spaces, a dot in the domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InvitationFormValues {
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  accessible_portfolio_ids: string[];
}

export type InvitationField = keyof InvitationFormValues;
export type InvitationFormErrors = Partial<Record<InvitationField, string>>;

const FORM_FIELDS: readonly string[] = [
  'email',
  'first_name',
  'last_name',
  'role',
  'accessible_portfolio_ids',
] satisfies InvitationField[];

export const EMPTY_INVITATION: InvitationFormValues = {
  email: '',
  first_name: '',
  last_name: '',
  role: 0,
  accessible_portfolio_ids: [],
};

export function formFromInvitation(invitation: Invitation): InvitationFormValues {
  return {
    email: invitation.email,
    first_name: invitation.first_name ?? '',
    last_name: invitation.last_name ?? '',
    role: invitation.role,
    accessible_portfolio_ids: invitation.accessible_portfolios.map((portfolio) => portfolio.id),
  };
}

/**
 * Limits break as the user types (`live`); a missing required field only counts once they try to
 * send (`submitting`), so an empty form does not open covered in red.
 */
export function validateInvitation(
  values: InvitationFormValues,
  { submitting }: { submitting: boolean },
): InvitationFormErrors {
  const errors: InvitationFormErrors = {};
  const email = values.email.trim();
  if (email.length > EMAIL_MAX) {
    const max = formatInteger(EMAIL_MAX);
    errors.email = t`At most ${max} characters.`;
  } else if (!email && submitting) errors.email = t`Enter the email address to invite.`;
  else if (email && submitting && !EMAIL_PATTERN.test(email)) {
    errors.email = t`Enter a valid email address.`;
  }
  for (const field of ['first_name', 'last_name'] as const) {
    if (values[field].trim().length > NAME_MAX) {
      const max = formatInteger(NAME_MAX);
      errors[field] = t`At most ${max} characters.`;
    }
  }
  return errors;
}

/** Optional names are sent as null when left empty, as the service stores "no name". */
export function invitationRequest(
  values: InvitationFormValues,
  organizationId: string,
  status: InvitationRequest['status'] = 0,
): InvitationRequest {
  const optional = (value: string) => value.trim() || null;
  return {
    email: values.email.trim(),
    organization_id: organizationId,
    status,
    first_name: optional(values.first_name),
    last_name: optional(values.last_name),
    role: values.role,
    accessible_portfolio_ids: [...new Set(values.accessible_portfolio_ids)],
  };
}

/** Server messages by form field: the request's field names are the form's. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): InvitationFormErrors {
  const errors: InvitationFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (FORM_FIELDS.includes(field) && messages.length > 0) {
      errors[field as InvitationField] = messages.join(' ');
    }
  }
  return errors;
}

/** Messages the form has no field for (e.g. `organization_id`, `status`), to show above it. */
export function otherFieldMessages(fieldErrors: Record<string, string[]>): string[] {
  return Object.entries(fieldErrors)
    .filter(([field]) => !FORM_FIELDS.includes(field))
    .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`));
}

/** "Jane Doe" or, without a name, the address: how a row is named in messages and confirmations. */
export function inviteeName(invitation: Pick<Invitation, 'first_name' | 'last_name' | 'email'>) {
  const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(' ').trim();
  return name || invitation.email;
}
