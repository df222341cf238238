import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import type { AttitudeRow } from '../db/rows';

/** An attitude with its model version's columns, as the list reads it. */
export type ListedAttitude = Omit<AttitudeRow, 'model_version_id'> & {
  mv_id: number;
  mv_name: string;
  audience: string;
  sequence: number;
  audience_type: components['schemas']['AudienceType'];
};

const FROM = `FROM attitudes a JOIN model_versions m ON m.id = a.model_version_id
  WHERE (@audienceType IS NULL OR m.audience_type = @audienceType)
    AND (@search IS NULL OR instr(lower(a.keyword), @search) > 0
         OR instr(lower(a.description), @search) > 0
         OR instr(lower(a.explanation), @search) > 0)`;
const COUNT = `SELECT count(*) ${FROM}`;
const PAGE = `SELECT a.id, a.keyword, a.description, a.explanation, a.content_icon_url,
         a.classification, a.ppp_classification, a.recommendations, a.studies, a.meta,
         m.id AS mv_id, m.name AS mv_name, m.audience, m.sequence, m.audience_type
  ${FROM} ORDER BY m.sequence, m.id, a.keyword COLLATE NOCASE, a.id
  LIMIT @limit OFFSET @offset`;

export interface AttitudeListQuery {
  audienceType: components['schemas']['AudienceType'] | null;
  /** Lower case; matched anywhere in the keyword, description or explanation. */
  search: string | null;
}

/** The attitude library: the service's global metadata, the same for every user. */
export function attitudeStore(db: Db) {
  return {
    list(q: AttitudeListQuery) {
      const count = prepared(db, COUNT, 'pluck').get(q) as number;
      const page = (limit: number, offset: number) =>
        prepared(db, PAGE).all({ ...q, limit, offset }) as ListedAttitude[];
      return { count, page };
    },
  };
}
