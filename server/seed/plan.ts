import { activityPlan } from './activity';
import { savedViewPlan } from './saved-views';
import { MODEL_VERSIONS, RANK_TIERS } from './catalog';
import { invitationPlan, peoplePlan } from './people';
import type { SeedPlan } from './plan-types';
import { attitudeId, reportPlan } from './reports';

/**
 * Everything the seed writes, as plain rows, except respondents and comments (generated while
 * inserting, from each dataset's own random stream). Deterministic for a given scale, except
 * the dates of invitations, saved views and activity, which follow `now`.
 */
export function buildSeedPlan(scale: 'demo' | 'small', now: Date): SeedPlan {
  const base = {
    scale,
    ...peoplePlan(),
    ...catalogPlan(),
    ...reportPlan(scale),
    ...invitationPlan(now),
  };
  // Saved views and the activity log, like invitations, are dated back from `now`.
  const views = savedViewPlan(base, now);
  return { ...base, ...views, activity: activityPlan({ ...base, ...views }, now) };
}

function catalogPlan(): Pick<SeedPlan, 'modelVersions' | 'ranks' | 'attitudes'> {
  return {
    modelVersions: MODEL_VERSIONS.map(({ id, name, audience, sequence, audienceType }) => ({
      id,
      name,
      audience,
      sequence,
      audienceType,
    })),
    ranks: MODEL_VERSIONS.flatMap((model) =>
      RANK_TIERS.map((tier, k) => ({
        id: model.id * 10 + k + 1,
        modelVersionId: model.id,
        name: tier.name,
        description: tier.description,
        nameDe: tier.de.name,
        descriptionDe: tier.de.description,
        threshold: tier.threshold,
      })),
    ),
    attitudes: MODEL_VERSIONS.flatMap((model) =>
      model.attitudes.map((spec) => ({
        id: attitudeId(model, spec.keyword),
        modelVersionId: model.id,
        spec,
        iconUrl: `/icons/${slug(spec.keyword)}.svg`,
        meta: { category: spec.category },
      })),
    ),
  };
}

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
