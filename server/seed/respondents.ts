import { SEGMENT_EFFECTS } from './catalog';
import { commentFor, TOPICS } from './comments';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { DatasetSpec } from './plan-types';
import { Rng } from './prng';

export interface GeneratedComment {
  attitudeId: string;
  author: string;
  topic: string;
  sentiment: -1 | 0 | 1;
  text: string;
}

export interface GeneratedRespondent {
  idx: number;
  respondentId: string;
  attrs: Buffer;
  perf: Buffer;
  imp: Buffer;
  comments: GeneratedComment[];
}

const NOT_RATED = 0.03;
const COMMENT_RATE = 0.15;

/** Shifts of the mean rating per filterable value: shift[filterable][code]. */
type Shifts = Float64Array[];

/**
 * Respondents of one dataset, drawn from the dataset's own random stream. A rating is the
 * attitude's base mean (jittered per dataset) plus the segment effects of the respondent's
 * attribute values, a per-respondent mood and noise, rounded and clamped to 1..5.
 */
export function* generateRespondents(spec: DatasetSpec): Generator<GeneratedRespondent> {
  // A tracker's waves share the profile stream; each wave's respondents have a stream of their own.
  const profileRng = new Rng(`dataset:${spec.profile ?? spec.label}`);
  const datasetMood = profileRng.normal() * 0.2;
  const profiles = attitudeProfiles(spec, profileRng, datasetMood);
  const rng =
    spec.profile && spec.profile !== spec.label ? new Rng(`dataset:${spec.label}`) : profileRng;
  const weightsWithoutRare = spec.filterables.map((f, i) =>
    f.weights.map((w, k) => (spec.rare?.filterable === i && spec.rare.code === k + 1 ? 0 : w)),
  );

  for (let idx = 0; idx < spec.size; idx++) {
    const attrs = Buffer.alloc(spec.filterables.length);
    spec.filterables.forEach((f, i) => {
      const rare = spec.rare?.filterable === i ? spec.rare : undefined;
      attrs[i] =
        rare && idx < rare.count
          ? rare.code
          : 1 + rng.weighted(rare ? weightsWithoutRare[i]! : f.weights);
    });
    const mood = rng.normal() * 0.45;
    const perf = Buffer.alloc(profiles.length);
    const imp = Buffer.alloc(profiles.length);
    profiles.forEach((p, a) => {
      let i = p.importance + mood * 0.3;
      let q = p.performance + mood;
      for (let f = 0; f < attrs.length; f++) {
        i += p.importanceShift[f]![attrs[f]!]!;
        q += p.performanceShift[f]![attrs[f]!]!;
      }
      imp[a] = rng.chance(NOT_RATED) ? 0 : rating(i + rng.normal() * 0.85);
      perf[a] = rng.chance(NOT_RATED) ? 0 : rating(q + rng.normal() * 0.95);
    });

    const author = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const comments: GeneratedComment[] = [];
    if (rng.chance(COMMENT_RATE)) {
      const rated = profiles.flatMap((_, a) => (perf[a] ? [a] : []));
      for (const a of rng.sample(rated, rng.chance(0.7) ? 1 : 2)) {
        const topic = rng.pick(TOPICS);
        const profile = profiles[a]!;
        comments.push({
          attitudeId: profile.id,
          author,
          topic,
          ...commentFor(rng, profile.keyword, topic, perf[a]!, author),
        });
      }
    }
    yield {
      idx,
      // Unique across datasets: a common id would mean the same person in two datasets.
      respondentId: `${spec.label}-${String(idx + 1).padStart(6, '0')}`,
      attrs,
      perf,
      imp,
      comments,
    };
  }
}

const rating = (x: number): number => Math.min(5, Math.max(1, Math.round(x)));

/** Each attitude's mean ratings and segment effects in one dataset, and its planted shifts. */
function attitudeProfiles(spec: DatasetSpec, rng: Rng, datasetMood: number) {
  return spec.attitudes.map(({ id, spec: attitude }) => {
    const importance = spec.filterables.map((f) => new Float64Array(f.values.length + 1));
    const performance = spec.filterables.map((f) => new Float64Array(f.values.length + 1));
    for (const effect of SEGMENT_EFFECTS.filter((e) => e.keyword === attitude.keyword)) {
      const f = spec.filterables.findIndex((x) => x.name === effect.filterable);
      if (f === -1) continue;
      const code = spec.filterables[f]!.values.indexOf(effect.value) + 1;
      importance[f]![code]! += effect.importance ?? 0;
      performance[f]![code]! += effect.performance ?? 0;
    }
    // One dataset-specific effect per attitude, so every filter moves something.
    const f = rng.int(0, spec.filterables.length - 1);
    const code = rng.int(1, spec.filterables[f]!.values.length);
    performance[f]![code]! += (rng.chance(0.5) ? 1 : -1) * (0.2 + rng.float() * 0.3);
    let planted = 0;
    for (const shift of spec.shifts ?? []) {
      if (shift.keyword !== attitude.keyword || shift.performance === 0) continue;
      const on = spec.filterables.findIndex((x) => x.name === shift.filterable);
      if (on === -1) {
        planted += shift.performance;
      } else {
        performance[on]![spec.filterables[on]!.values.indexOf(shift.value!) + 1]! +=
          shift.performance;
      }
    }
    return {
      id,
      keyword: attitude.keyword,
      importance: attitude.importance + rng.normal() * 0.15,
      performance: attitude.performance + rng.normal() * 0.25 + datasetMood + planted,
      importanceShift: importance as Shifts,
      performanceShift: performance as Shifts,
    };
  });
}
