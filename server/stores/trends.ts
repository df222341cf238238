import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS } from '../lib/access';

/** One of a segment's configurations, as a wave of its trend. */
export interface WaveRow {
  configuration_id: string;
  configuration_name: string;
  report_id: string;
  dataset_id: string;
  model_version_id: number;
}

const SEGMENT = `SELECT s.id, s.name FROM segments s
  WHERE s.id = @id AND s.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))`;
const WAVES = `SELECT c.id AS configuration_id, c.name AS configuration_name, r.id AS report_id,
       r.dataset_id, r.model_version_id
  FROM segment_configurations sc
  JOIN configurations c ON c.id = sc.configuration_id
  JOIN reports r ON r.id = c.report_id
 WHERE sc.segment_id = ? ORDER BY r.issued_at, r.id, c.position, c.id`;
const MODEL_VERSION =
  'SELECT id, name, audience, sequence, audience_type FROM model_versions WHERE id = ?';

/** What a segment's trend reads: the segment, its waves, and their datasets' filterables. */
export function trendStore(db: Db) {
  return {
    /** The segment, when the user may see it. */
    segment(id: string, userId: string) {
      return prepared(db, SEGMENT).get({ id, userId }) as { id: string; name: string } | undefined;
    },
    /** The segment's configurations, oldest report first. */
    waves(segmentId: string): WaveRow[] {
      return prepared(db, WAVES).all(segmentId) as WaveRow[];
    },
    filterable(id: string) {
      return prepared(db, 'SELECT name, dataset_id FROM filterables WHERE id = ?').get(id) as
        { name: string; dataset_id: string } | undefined;
    },
    /** A dataset's filterables: id by name. */
    filterablesOf(datasetId: string): Map<string, string> {
      const rows = prepared(db, 'SELECT id, name FROM filterables WHERE dataset_id = ?').all(
        datasetId,
      ) as { id: string; name: string }[];
      return new Map(rows.map((f) => [f.name, f.id]));
    },
    modelVersion(id: number) {
      return prepared(db, MODEL_VERSION).get(id) as components['schemas']['ModelVersion'];
    },
  };
}

export type TrendStore = ReturnType<typeof trendStore>;
