import type { components } from '../api/schema.gen';

export type Role = components['schemas']['Role'];

export const ROLE_LABELS: Record<Role, string> = {
  0: 'Member',
  1: 'Collaborator',
  2: 'Administrator',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  0: 'Reads and filters reports of the portfolios they can access.',
  1: 'Also creates segments and downloads datasets.',
  2: 'Manages the organization: members, invitations, profile and every portfolio.',
};

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
  return ROLE_LABELS[role as Role] ?? `Role ${role}`;
}
