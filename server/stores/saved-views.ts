import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { READABLE_REPORTS } from './reports';

type Scope = components['schemas']['SavedViewScope'];

/**
 * The views a user sees: their own and the organization-scoped ones, and of those only the ones
 * whose every report (group B's too) the user can open. Everything else reads as missing.
 */
const VISIBLE = `(v.scope = 'organization' OR v.owner_user_id = @userId)
  AND v.report_id IN (${READABLE_REPORTS})
  AND (v.compare_report_id IS NULL OR v.compare_report_id IN (${READABLE_REPORTS}))`;

const SELECT_VIEW = `
  SELECT v.id, v.name, v.scope, v.state, v.created_at, v.updated_at, v.owner_user_id,
         v.organization_id, o.name AS organization_name, r.id AS report_id, r.name AS report_name,
         u.first_name AS owner_first_name, u.last_name AS owner_last_name,
         mu.used_at AS last_used_at,
         (SELECT m.role FROM memberships m
           WHERE m.user_id = @userId AND m.organization_id = v.organization_id) AS role
    FROM saved_views v
    JOIN reports r ON r.id = v.report_id
    JOIN organizations o ON o.id = v.organization_id
    JOIN users u ON u.id = v.owner_user_id
    LEFT JOIN saved_view_uses mu ON mu.saved_view_id = v.id AND mu.user_id = @userId`;

const LIST_WHERE = `WHERE ${VISIBLE}
  AND (@reportId IS NULL OR v.report_id = @reportId)
  AND (@organizationId IS NULL OR v.organization_id = @organizationId)
  AND (@scope IS NULL OR v.scope = @scope)`;
const COUNT = `SELECT count(*) FROM saved_views v ${LIST_WHERE}`;
// Most recently used by this user first; a view they never used, by when it was saved.
const PAGE = `${SELECT_VIEW} ${LIST_WHERE}
  ORDER BY coalesce(mu.used_at, v.created_at) DESC, v.id LIMIT @limit OFFSET @offset`;
const GET = `${SELECT_VIEW} WHERE v.id = @id AND ${VISIBLE}`;
const INSERT = `INSERT INTO saved_views (id, owner_user_id, organization_id, report_id,
    compare_report_id, name, scope, state, created_at, updated_at)
  VALUES (@id, @owner, @organizationId, @reportId, @compareReportId, @name, @scope, @state,
          @now, @now)`;
const UPDATE = `UPDATE saved_views SET name = @name, scope = @scope, updated_at = @now WHERE id = @id`;
const MARK_USED = `INSERT INTO saved_view_uses (saved_view_id, user_id, used_at) VALUES (?, ?, ?)
  ON CONFLICT (saved_view_id, user_id) DO UPDATE SET used_at = excluded.used_at`;

/** A saved view as one user sees it: with its last use by that user and their role. */
export interface ViewRow {
  id: string;
  name: string;
  scope: Scope;
  state: string;
  created_at: string;
  updated_at: string;
  owner_user_id: string;
  organization_id: string;
  organization_name: string | null;
  report_id: string;
  report_name: string;
  owner_first_name: string;
  owner_last_name: string;
  last_used_at: string | null;
  role: number | null;
}

export interface ViewListQuery {
  userId: string;
  reportId: string | null;
  organizationId: string | null;
  scope: Scope | null;
}

export interface NewView {
  id: string;
  owner: string;
  organizationId: string;
  reportId: string;
  compareReportId: string | null;
  name: string;
  scope: Scope;
  /** The state as JSON. */
  state: string;
  now: string;
}

/** Saved views of report pages, and each user's last use of them. */
export function savedViewStore(db: Db) {
  return {
    /** The view if this user sees it, else undefined (missing and hidden read alike). */
    visible(id: string, userId: string): ViewRow | undefined {
      return prepared(db, GET).get({ id, userId }) as ViewRow | undefined;
    },

    list(q: ViewListQuery) {
      const count = prepared(db, COUNT, 'pluck').get(q) as number;
      const page = (limit: number, offset: number) =>
        prepared(db, PAGE).all({ ...q, limit, offset }) as ViewRow[];
      return { count, page };
    },

    countOwnedBy(userId: string): number {
      return prepared(db, 'SELECT count(*) FROM saved_views WHERE owner_user_id = ?', 'pluck').get(
        userId,
      ) as number;
    },

    insert(view: NewView): void {
      prepared(db, INSERT).run(view);
    },

    update(id: string, name: string, scope: Scope, now: Date): void {
      prepared(db, UPDATE).run({ id, name, scope, now: now.toISOString() });
    },

    remove(id: string): void {
      prepared(db, 'DELETE FROM saved_views WHERE id = ?').run(id);
    },

    markUsed(viewId: string, userId: string, at: Date): void {
      prepared(db, MARK_USED).run(viewId, userId, at.toISOString());
    },
  };
}
