import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS, type AccessibleReport } from '../lib/access';

type Tag = components['schemas']['ReportTag'];

/** Reports the user can open, as a subquery bound to `@userId`. */
export const READABLE_REPORTS = `SELECT r.id FROM reports r
  WHERE r.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))`;

const LIST_FROM = `FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
  WHERE r.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})
                             WHERE @organizationId IS NULL OR organization_id = @organizationId)
    AND (@portfolioId IS NULL OR r.portfolio_id = @portfolioId)
    AND (@tags IS NULL OR r.tags = @tags)`;
const COUNT = `SELECT count(*) ${LIST_FROM}`;
const PAGE = `SELECT r.id, r.name, r.issued_at, r.tags, p.id AS portfolio_id,
         p.name AS portfolio_name
  ${LIST_FROM} ORDER BY r.issued_at DESC, r.id LIMIT @limit OFFSET @offset`;
const CONFIGURATIONS =
  'SELECT id, name, is_primary FROM configurations WHERE report_id = ? ORDER BY position, id';
const READABLE = `SELECT r.id, r.name, r.portfolio_id, r.dataset_id, r.model_version_id, r.comments,
         r.tags, r.issued_at, r.meta, a.role, a.organization_id
    FROM reports r JOIN (${ACCESSIBLE_PORTFOLIOS}) a ON a.portfolio_id = r.portfolio_id
   WHERE r.id = @id`;

export interface ReportListQuery {
  userId: string;
  portfolioId: string | null;
  organizationId: string | null;
  tags: Tag | null;
}

export interface ListedReport {
  id: string;
  name: string;
  issued_at: string;
  tags: Tag;
  portfolio_id: string;
  portfolio_name: string;
  configurations: { id: string; name: string; is_primary: number }[];
}

/** A report the user can open, with its organization. */
export type ReadableReport = AccessibleReport & { organization_id: string };

/** Reports and their configurations, as users may read them. */
export function reportStore(db: Db) {
  return {
    list(q: ReportListQuery) {
      const count = prepared(db, COUNT, 'pluck').get(q) as number;
      const page = (limit: number, offset: number) =>
        (
          prepared(db, PAGE).all({ ...q, limit, offset }) as Omit<ListedReport, 'configurations'>[]
        ).map((r) => ({
          ...r,
          configurations: prepared(db, CONFIGURATIONS).all(r.id) as ListedReport['configurations'],
        }));
      return { count, page };
    },

    readable(id: string, userId: string): ReadableReport | undefined {
      return prepared(db, READABLE).get({ id, userId }) as ReadableReport | undefined;
    },
  };
}

export type ReportStore = ReturnType<typeof reportStore>;
