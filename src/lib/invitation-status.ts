import { t } from '@lingui/core/macro';
import type { components } from '../api/schema.gen';

export type InvitationStatus = components['schemas']['InvitationStatus'];

export const INVITATION_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly InvitationStatus[];

/** Each status's name in the language in use. */
export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  get 0() {
    return t`Pending`;
  },
  get 1() {
    return t`Accepted`;
  },
  get 2() {
    return t`Cancelled`;
  },
  get 3() {
    return t`Expired`;
  },
  get 4() {
    return t`Revoked`;
  },
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
  return INVITATION_STATUS_LABELS[status as InvitationStatus] ?? t`Status ${status}`;
}
