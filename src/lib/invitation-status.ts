import type { components } from '../api/schema.gen';

export type InvitationStatus = components['schemas']['InvitationStatus'];

export const INVITATION_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly InvitationStatus[];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  0: 'Pending',
  1: 'Accepted',
  2: 'Cancelled',
  3: 'Expired',
  4: 'Revoked',
};

export type StatusColor = 'info' | 'success' | 'default' | 'warning' | 'error';

/** Chip colours by meaning: waiting, done, and the three ways an invitation ends unused. */
export const INVITATION_STATUS_COLORS: Record<InvitationStatus, StatusColor> = {
  0: 'info',
  1: 'success',
  2: 'default',
  3: 'warning',
  4: 'error',
};

export function invitationStatusLabel(status: number): string {
  return INVITATION_STATUS_LABELS[status as InvitationStatus] ?? `Status ${status}`;
}
