import type { components } from '../../src/api/schema.gen';
import type { ListedAttitude } from '../stores/attitudes';

type Schemas = components['schemas'];

export function attitude(a: ListedAttitude): Schemas['Attitude'] {
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
