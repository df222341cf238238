import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { components } from '../api/schema.gen';

export type Role = components['schemas']['Role'];

const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  0: msg`Member`,
  1: msg`Collaborator`,
  2: msg`Administrator`,
};

const ROLE_SUMMARIES: Record<Role, MessageDescriptor> = {
  0: msg`Reads and filters reports of the portfolios they can access.`,
  1: msg`Also creates segments and downloads datasets.`,
  2: msg`Manages the organization: members, invitations, profile and every portfolio.`,
};

export const ROLES = [0, 1, 2] as const satisfies readonly Role[];

/** What a role may do, in a sentence, in the language in use. */
export const roleDescription = (role: Role): string => i18n._(ROLE_SUMMARIES[role]);

/** What each role may do (docs/decisions.md, Roles). The server enforces the same; the UI hides what it would refuse. */
export const can = {
  createSegment: (role: Role) => role >= 1,
  downloadDataset: (role: Role) => role >= 1,
  manageInvitations: (role: Role) => role >= 2,
  editOrganization: (role: Role) => role >= 2,
  /** The activity log says who did what across the organization: its administrators only. */
  viewActivity: (role: Role) => role >= 2,
};

export function roleLabel(role: number): string {
  const name = ROLE_NAMES[role as Role];
  return name ? i18n._(name) : i18n._(msg`Role ${role}`);
}
