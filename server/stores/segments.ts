import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';

export interface SegmentRow {
  id: string;
  name: string;
  description: string;
  portfolio_id: string;
  portfolio_name: string;
  configurations: components['schemas']['Segment']['configurations'];
}

const COLUMNS = `s.id, s.name, s.description, p.id AS portfolio_id, p.name AS portfolio_name
  FROM segments s JOIN portfolios p ON p.id = s.portfolio_id`;
const LIST_WHERE = `WHERE s.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})
                          WHERE @organizationId IS NULL OR organization_id = @organizationId)
    AND (@portfolioId IS NULL OR s.portfolio_id = @portfolioId)`;
const COUNT = `SELECT count(*) FROM segments s ${LIST_WHERE}`;
const PAGE = `SELECT ${COLUMNS} ${LIST_WHERE}
  ORDER BY s.created_at DESC, s.id LIMIT @limit OFFSET @offset`;
const CONFIGURATIONS = `SELECT c.id, r.name AS report_name, r.issued_at AS report_issued_at
    FROM segment_configurations sc
    JOIN configurations c ON c.id = sc.configuration_id
    JOIN reports r ON r.id = c.report_id
   WHERE sc.segment_id = ? ORDER BY r.issued_at DESC, c.position, c.id`;
const INSERT =
  'INSERT INTO segments (id, portfolio_id, name, description, created_at) VALUES (?, ?, ?, ?, ?)';
// Configurations of other portfolios are not added.
const ADD_CONFIGURATION = `INSERT OR IGNORE INTO segment_configurations (segment_id, configuration_id)
  SELECT @id, c.id FROM configurations c JOIN reports r ON r.id = c.report_id
   WHERE c.id = @configurationId AND r.portfolio_id = @portfolioId`;

export interface SegmentListQuery {
  userId: string;
  portfolioId: string | null;
  organizationId: string | null;
}

export interface NewSegment {
  id: string;
  portfolioId: string;
  name: string;
  description: string;
  configurationIds: string[];
  now: Date;
}

/** Segments: named sets of configurations of one portfolio. */
export function segmentStore(db: Db) {
  const withConfigurations = (row: Omit<SegmentRow, 'configurations'>): SegmentRow => ({
    ...row,
    configurations: prepared(db, CONFIGURATIONS).all(row.id) as SegmentRow['configurations'],
  });

  return {
    list(q: SegmentListQuery) {
      const count = prepared(db, COUNT, 'pluck').get(q) as number;
      const page = (limit: number, offset: number) =>
        (prepared(db, PAGE).all({ ...q, limit, offset }) as SegmentRow[]).map(withConfigurations);
      return { count, page };
    },

    get(id: string): SegmentRow | undefined {
      const row = prepared(db, `SELECT ${COLUMNS} WHERE s.id = ?`).get(id) as
        SegmentRow | undefined;
      return row && withConfigurations(row);
    },

    /**
     * Adds the segment with those of its configurations that belong to its portfolio (the others
     * are dropped silently, as the interface requires); answers the ones kept, sorted.
     */
    create(s: NewSegment): string[] {
      prepared(db, INSERT).run(s.id, s.portfolioId, s.name, s.description, s.now.toISOString());
      const add = prepared(db, ADD_CONFIGURATION);
      const kept = new Set<string>();
      for (const configurationId of s.configurationIds) {
        const added = add.run({ id: s.id, configurationId, portfolioId: s.portfolioId });
        if (added.changes > 0) kept.add(configurationId);
      }
      return [...kept].sort();
    },
  };
}
