import type { components } from '../../src/api/schema.gen';
import { readQuery } from '../contract/validate-request';
import type { AttitudeRow } from '../db/rows';
import type { App, Deps } from '../lib/context';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';

type Schemas = components['schemas'];

/** An attitude with its model version's columns, as the list reads it. */
type ListedAttitude = Omit<AttitudeRow, 'model_version_id'> & {
  mv_id: number;
  mv_name: string;
  audience: string;
  sequence: number;
  audience_type: Schemas['AudienceType'];
};

/** Attitudes are the service's global metadata: every signed-in user reads all of them. */
export function attitudeRoutes(app: App, { db }: Deps): void {
  route(app, '/api/v1/attitudes/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = readQuery(c, 'attitudes_list');
      const audienceType = query.audience_type ?? null;
      // An extension: the library searched as a whole rather than one page at a time.
      const search = query.search?.trim().toLowerCase() || null;

      const from = `FROM attitudes a JOIN model_versions m ON m.id = a.model_version_id
                    WHERE (@audienceType IS NULL OR m.audience_type = @audienceType)
                      AND (@search IS NULL OR instr(lower(a.keyword), @search) > 0
                           OR instr(lower(a.description), @search) > 0
                           OR instr(lower(a.explanation), @search) > 0)`;
      const params = { audienceType, search };
      const count = db.prepare(`SELECT count(*) ${from}`).pluck().get(params) as number;
      const page = paginate(url, count, (limit, offset) =>
        (
          db
            .prepare(
              `SELECT a.id, a.keyword, a.description, a.explanation, a.content_icon_url,
                      a.classification, a.ppp_classification, a.recommendations, a.studies, a.meta,
                      m.id AS mv_id, m.name AS mv_name, m.audience, m.sequence, m.audience_type
               ${from} ORDER BY m.sequence, m.id, a.keyword COLLATE NOCASE, a.id
               LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as ListedAttitude[]
        ).map(serialize),
      );
      const body: Schemas['PaginatedAttitudeList'] = page;
      return c.json(body);
    },
  });
}

function serialize(a: ListedAttitude): Schemas['Attitude'] {
  return {
    id: a.id,
    keyword: a.keyword,
    description: a.description,
    content_recommendations: JSON.parse(a.recommendations) as Schemas['Recommendation'][],
    content_studies: JSON.parse(a.studies) as Schemas['Study'][],
    classification: a.classification,
    model_version: {
      id: a.mv_id,
      name: a.mv_name,
      audience: a.audience,
      sequence: a.sequence,
      audience_type: a.audience_type,
    },
    explanation: a.explanation,
    content_icon_url: a.content_icon_url,
    ppp_classification: a.ppp_classification,
    meta: a.meta === null ? null : (JSON.parse(a.meta) as unknown),
  };
}
