import { type Db, prepared } from '../db/index';
import { forbidden, notFound } from './errors';

export const ROLE = { member: 0, collaborator: 1, administrator: 2 } as const;

export interface Membership {
  organization_id: string;
  organization_name: string | null;
  role: number;
}

export function membershipsOf(db: Db, userId: string): Membership[] {
  return prepared(
    db,
    `SELECT m.organization_id, o.name AS organization_name, m.role
       FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = ? ORDER BY o.name COLLATE NOCASE, o.id`,
  ).all(userId) as Membership[];
}

export function roleIn(db: Db, userId: string, organizationId: string): number | undefined {
  return prepared(
    db,
    'SELECT role FROM memberships WHERE user_id = ? AND organization_id = ?',
    'pluck',
  ).get(userId, organizationId) as number | undefined;
}

/** Organizations the user administers: the scope of invitations and profile edits. */
export function administeredOrganizationIds(db: Db, userId: string): string[] {
  return prepared(
    db,
    'SELECT organization_id FROM memberships WHERE user_id = ? AND role = 2',
    'pluck',
  ).all(userId) as string[];
}

/**
 * The portfolios a user may read, with the user's role in the owning organization, as a SQL
 * subquery bound to `@userId`: administrators read all of their organization's portfolios,
 * everyone else those granted in portfolio_access. Every tenant-scoped query joins on it, so a
 * row outside it is indistinguishable from a missing one.
 */
export const ACCESSIBLE_PORTFOLIOS = `
  SELECT p.id AS portfolio_id, p.organization_id, m.role
    FROM portfolios p
    JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = @userId
   WHERE m.role = 2
      OR EXISTS (SELECT 1 FROM portfolio_access pa
                  WHERE pa.user_id = @userId AND pa.portfolio_id = p.id)`;

export interface AccessibleReport {
  id: string;
  name: string;
  portfolio_id: string;
  dataset_id: string;
  model_version_id: number;
  comments: string;
  tags: 'competitive' | 'segment' | 'industry';
  issued_at: string;
  meta: string | null;
  role: number;
}

/** The report if the user may read it, else 404 (missing and foreign ids answer alike). */
export function accessibleReport(db: Db, userId: string, reportId: string): AccessibleReport {
  const row = prepared(
    db,
    `SELECT r.id, r.name, r.portfolio_id, r.dataset_id, r.model_version_id, r.comments, r.tags,
            r.issued_at, r.meta, a.role
       FROM reports r JOIN (${ACCESSIBLE_PORTFOLIOS}) a ON a.portfolio_id = r.portfolio_id
      WHERE r.id = @reportId`,
  ).get({ userId, reportId }) as AccessibleReport | undefined;
  if (!row) throw notFound();
  return row;
}

export function requireRole(role: number, minimum: number): void {
  if (role < minimum) throw forbidden();
}
