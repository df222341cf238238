import { type Db, prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';

const FROM = `FROM portfolios p JOIN (${ACCESSIBLE_PORTFOLIOS}) a ON a.portfolio_id = p.id
               WHERE (@organizationId IS NULL OR p.organization_id = @organizationId)`;
const COUNT = `SELECT count(*) ${FROM}`;
const PAGE = `SELECT p.id, p.name ${FROM} ORDER BY p.name COLLATE NOCASE, p.id LIMIT @limit OFFSET @offset`;
const ACCESSIBLE = `SELECT a.role, a.organization_id, p.name FROM (${ACCESSIBLE_PORTFOLIOS}) a
    JOIN portfolios p ON p.id = a.portfolio_id WHERE a.portfolio_id = @portfolioId`;

export interface AccessiblePortfolio {
  role: number;
  organization_id: string;
  name: string;
}

/** Portfolios, as the user may read them. */
export function portfolioStore(db: Db) {
  return {
    /** The portfolios the user may read (of one organization, or all): count and pages. */
    list(userId: string, organizationId: string | null) {
      const params = { userId, organizationId };
      const count = prepared(db, COUNT, 'pluck').get(params) as number;
      const page = (limit: number, offset: number) =>
        prepared(db, PAGE).all({ ...params, limit, offset }) as { id: string; name: string }[];
      return { count, page };
    },

    /** The portfolio with the user's role in its organization, if the user may read it. */
    accessible(userId: string, portfolioId: string): AccessiblePortfolio | undefined {
      return prepared(db, ACCESSIBLE).get({ userId, portfolioId }) as
        AccessiblePortfolio | undefined;
    },

    idsOf(organizationId: string): string[] {
      return prepared(db, 'SELECT id FROM portfolios WHERE organization_id = ?', 'pluck').all(
        organizationId,
      ) as string[];
    },

    organizationOf(portfolioId: string): string {
      return prepared(db, 'SELECT organization_id FROM portfolios WHERE id = ?', 'pluck').get(
        portfolioId,
      ) as string;
    },
  };
}
