/**
 * Generated data for the calibration suites: respondents with 1-5 ratings of a chosen shape,
 * correlated across attitudes by a per-respondent halo, some ratings missing, and attributes drawn
 * independently of the ratings (so no filter finds a real difference) unless an effect is planted.
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import type { components } from '../../src/api/schema.gen';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData, FilterableColumn } from './dataset';
import { packRatings } from './dataset';

type Significance = components['schemas']['Significance'];
type SignificanceTest = components['schemas']['SignificanceTest'];

/** A seeded generator (xorshift32) with Box–Muller normals: the same data at every run. */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 0x100000000;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal, int: (n: number) => Math.floor(uniform() * n) };
}
export type Rng = ReturnType<typeof random>;

/** Shares of ratings 1..5 of each shape. */
export const SHAPES = {
  symmetric: [0.07, 0.24, 0.38, 0.24, 0.07],
  skewed: [0.05, 0.1, 0.2, 0.4, 0.25],
  ceiling: [0.02, 0.03, 0.05, 0.15, 0.75],
  'long-tailed': [0.15, 0.03, 0.07, 0.45, 0.3],
} as const;
export type Shape = keyof typeof SHAPES;

/** The latent cut points of a shape: rating r when the latent falls between cuts r − 1 and r. */
function cuts(shape: Shape): number[] {
  let cumulative = 0;
  return SHAPES[shape].slice(0, 4).map((share) => normalQuantile((cumulative += share), 0, 1));
}

const bucket = (latent: number, c: readonly number[]) => {
  let r = 1;
  while (r <= 4 && latent > c[r - 1]!) r++;
  return r;
};

/** The expected rating (as points of 100) of a shape whose latent is moved by `shift`. */
export function expectedPoints(shape: Shape, shift: number): number {
  const c = cuts(shape);
  let below = 0;
  let sum = 0;
  for (let r = 1; r <= 5; r++) {
    const upTo = r <= 4 ? normalCdf(c[r - 1]! - shift, 0, 1) : 1;
    sum += (upTo - below) * (r - 1) * 25;
    below = upTo;
  }
  return sum;
}

/** The expected top-two share (percent) of a shape whose latent is moved by `shift`. */
export function expectedAgreed(shape: Shape, shift: number): number {
  return 100 * (1 - normalCdf(cuts(shape)[2]! - shift, 0, 1));
}

export interface Design {
  size: number;
  attitudes: number;
  shape: Shape;
  /** Correlation of a respondent's latent ratings across attitudes (0.5: a strong halo). */
  halo: number;
  /** Share of ratings left out. */
  missing: number;
  /** Filterables and values of each. */
  filterables: number;
  values: number;
  /** Latent performance shifts of attitude `attitude` for respondents whose filterable `on` is v0. */
  planted?: { on: number; attitude: number; shift: number }[];
}

export function generate(seed: number, design: Design): DatasetData {
  const rng = random(seed);
  const c = cuts(design.shape);
  const { size } = design;
  const filterables: FilterableColumn[] = Array.from({ length: design.filterables }, (_, f) => {
    const values = Array.from({ length: design.values }, (_, v) => `v${v}`);
    return {
      id: `f${f}`,
      name: `Filterable ${f}`,
      valueByCode: [undefined, ...values],
      codeByValue: new Map(values.map((v, k) => [v, k + 1])),
      codes: Uint8Array.from({ length: size }, () => 1 + rng.int(design.values)),
    };
  });
  const halo = Float64Array.from({ length: size }, () => rng.normal());
  const own = Math.sqrt(1 - design.halo ** 2);
  const shiftOf = (a: number, i: number) =>
    (design.planted ?? []).reduce(
      (s, p) => (p.attitude === a && filterables[p.on]!.codes[i] === 1 ? s + p.shift : s),
      0,
    );
  const rate = (latent: number) => (rng.uniform() < design.missing ? 0 : bucket(latent, c));
  return {
    id: `calibration-${seed}`,
    size,
    filterables,
    attitudes: Array.from({ length: design.attitudes }, (_, a) => ({
      attitudeId: `a${a}`,
      resultId: `r${a}`,
      keyword: `Attitude ${a}`,
      description: '',
      explanation: '',
      iconUrl: '',
      recommendations: [],
      studies: [],
      pairs: Uint8Array.from({ length: size }, (_, i) =>
        packRatings(
          rate(design.halo * halo[i]! + own * rng.normal() + shiftOf(a, i)),
          rate(design.halo * halo[i]! + own * rng.normal()),
        ),
      ),
    })),
    comments: {
      respondentIdx: new Uint32Array(0),
      attitudePos: new Uint16Array(0),
      sentiment: new Int8Array(0),
      author: [],
      topic: [],
    },
  };
}

export const metaOf = (data: DatasetData): ConfigurationMeta => ({
  id: data.id,
  reportId: 'report',
  datasetId: data.id,
  modelVersion: { id: 1, name: 'Test', audience: 'Customers', sequence: 1, audience_type: 1 },
  ranks: [{ id: 1, name: 'All', description: '', threshold: 0 }],
  savedFilters: [],
  filterableIds: new Set(data.filterables.map((f) => f.id)),
});

/** One or two filterables, each with one to three of its values. */
export function randomFilters(rng: Rng, data: DatasetData): FilterInput[] {
  const count = 1 + rng.int(2);
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(rng.int(data.filterables.length));
  return [...chosen].map((f) => {
    const values = new Set<string>();
    const wanted = 1 + rng.int(3);
    const all = data.filterables[f]!.valueByCode.length - 1;
    while (values.size < Math.min(wanted, all)) values.add(`v${rng.int(all)}`);
    return { filterableId: `f${f}`, values: [...values] };
  });
}

/** Every test of a result that can carry a mark: the main score and each attitude's four. */
export const everyTest = (significance: Significance): SignificanceTest[] => [
  significance.main_score,
  ...significance.attitudes.flatMap((a) => [
    a.performance_rebased,
    a.importance_rebased,
    a.performance_agreed,
    a.importance_agreed,
  ]),
];

/** The one-sided 99% binomial margin above a rate `p` over `n` trials (normal approximation). */
export const margin99 = (p: number, n: number) => 2.3263 * Math.sqrt((p * (1 - p)) / n);
