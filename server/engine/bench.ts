import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { compareGroups } from './compare';
import { computeResult } from './compute';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { AttitudeColumn, DatasetData, FilterableColumn } from './dataset';
import { packRatings } from './dataset';
import { computeTrend } from './trend';

export interface BenchScenario {
  name: string;
  population: number;
  medianMs: number;
  maxMs: number;
}

/** A comparison of two groups against one filter request for one of them, in the same run. */
export interface CompareReport {
  compare: { respondents: number; groupSizes: [number, number]; medianMs: number };
  filterMedianMs: number;
}

/** A trend of `waves` waves against one filter request per wave, in the same run. */
export interface TrendReport {
  trend: { waves: number; respondentsPerWave: number; attitudes: number; medianMs: number };
  /** One filter request for every wave, one after the other: the published interface's way. */
  filtersMedianMs: number;
}

export interface BenchReport {
  respondents: number;
  attitudes: number;
  buildMs: number;
  scenarios: BenchScenario[];
}

const FILTERABLES = [
  ['Age group', ['18-24', '25-34', '35-44', '45-54', '55+']],
  ['Gender', ['Female', 'Male', 'Non-binary', 'Prefer not to say']],
  ['Region', ['North America', 'Europe', 'Asia Pacific', 'Latin America']],
  ['Tenure', ['Less than 1 year', '1-3 years', '3-5 years', 'More than 5 years']],
  ['Channel', ['Web', 'Mobile app', 'Phone', 'In person']],
] as const;

/**
 * Times the result computation (selection + aggregation + scoring, no cache, no db) over a
 * synthetic in-memory dataset of `n` respondents rating `attitudes` attitudes, for an unfiltered
 * request and a few filters. Each scenario runs after a warm-up; figures are wall-clock ms.
 */
export function benchFilter(n: number, attitudes: number, runs = 15): BenchReport {
  const started = performance.now();
  const data = syntheticDataset(n, attitudes);
  const buildMs = performance.now() - started;
  const meta = benchMeta(data);
  const [age, gender, region, tenure, channel] = data.filterables;
  const scenarios: [string, FilterInput[]][] = [
    ['unfiltered', []],
    ['one filter, one value', [{ filterableId: region!.id, values: ['Europe'] }]],
    [
      'two filters, three values',
      [
        { filterableId: age!.id, values: ['18-24', '25-34'] },
        { filterableId: gender!.id, values: ['Female'] },
      ],
    ],
    // About 0.08% of the respondents: a group of 30-99 at 100,000, where the small-group tests run.
    [
      'five filters, a small group',
      [
        { filterableId: age!.id, values: ['18-24'] },
        { filterableId: gender!.id, values: ['Female'] },
        { filterableId: region!.id, values: ['Europe'] },
        { filterableId: tenure!.id, values: ['1-3 years'] },
        { filterableId: channel!.id, values: ['Web'] },
      ],
    ],
  ];
  return {
    respondents: n,
    attitudes,
    buildMs: Math.round(buildMs),
    scenarios: scenarios.map(([name, filters]) => {
      let population = 0;
      for (let w = 0; w < 3; w++) population = computeResult(meta, data, filters).population_size;
      const times: number[] = [];
      for (let r = 0; r < runs; r++) {
        const t0 = performance.now();
        computeResult(meta, data, filters);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      return {
        name,
        population,
        medianMs: round2(times[Math.floor(times.length / 2)]!),
        maxMs: round2(times[times.length - 1]!),
      };
    }),
  };
}

const median = (times: number[]): number => {
  const sorted = [...times].sort((a, b) => a - b);
  return round2(sorted[Math.floor(sorted.length / 2)]!);
};

function timed(run: () => void, runs: number): number {
  for (let w = 0; w < 3; w++) run();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * Times a comparison of two disjoint groups of about n / 2 respondents each (two regions against
 * the other two) against one filter request for group A, on the same synthetic dataset.
 */
export function benchCompare(n: number, attitudes: number, runs = 15): CompareReport {
  const data = syntheticDataset(n, attitudes);
  const meta = benchMeta(data);
  const region = data.filterables[2]!;
  const a = [{ filterableId: region.id, values: ['North America', 'Europe'] }];
  const b = [{ filterableId: region.id, values: ['Asia Pacific', 'Latin America'] }];
  const comparison = compareGroups({ meta, data, filters: a }, { meta, data, filters: b });
  return {
    compare: {
      respondents: n,
      groupSizes: [comparison.a.population_size, comparison.b.population_size],
      medianMs: timed(
        () => compareGroups({ meta, data, filters: a }, { meta, data, filters: b }),
        runs,
      ),
    },
    filterMedianMs: timed(() => computeResult(meta, data, a), runs),
  };
}

/**
 * Times a trend over `waves` datasets of `n` respondents each (one filter, Region = Europe, on
 * every wave; all changes tested as one family) against one filter request per wave with the same
 * filter, each wave tested against its rest as the filter operation does.
 */
export function benchTrend(waves: number, n: number, attitudes: number, runs = 9): TrendReport {
  const datasets = Array.from({ length: waves }, (_, k) =>
    syntheticDataset(n, attitudes, 0x9e3779b9 + 7919 * k, `bench-wave-${k}`),
  );
  const requests = datasets.map((data) => ({
    meta: benchMeta(data),
    data,
    filters: [{ filterableId: data.filterables[2]!.id, values: ['Europe'] }],
  }));
  const trend = () => computeTrend(requests, () => null);
  if (trend().answered !== waves) throw new Error('every bench wave must be answered');
  return {
    trend: { waves, respondentsPerWave: n, attitudes, medianMs: timed(trend, runs) },
    filtersMedianMs: timed(() => {
      for (const r of requests) computeResult(r.meta, r.data, r.filters);
    }, runs),
  };
}

function benchMeta(data: DatasetData): ConfigurationMeta {
  return {
    id: 'bench',
    reportId: 'bench',
    datasetId: data.id,
    modelVersion: { id: 1, name: 'Bench', audience: 'Customers', sequence: 1, audience_type: 1 },
    ranks: [
      { id: 1, name: 'Leader', description: '', threshold: 75 },
      { id: 2, name: 'Laggard', description: '', threshold: 0 },
    ],
    savedFilters: [],
    filterableIds: new Set(data.filterables.map((f) => f.id)),
  };
}

function syntheticDataset(
  n: number,
  attitudeCount: number,
  seed = 0x9e3779b9,
  id = 'bench',
): DatasetData {
  let state = seed >>> 0 || 1;
  // xorshift32: enough randomness for a timing fixture, and no dependency on the seed module.
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  const filterables: FilterableColumn[] = FILTERABLES.map(([name, values], f) => {
    const codes = new Uint8Array(n);
    for (let i = 0; i < n; i++) codes[i] = 1 + Math.floor(next() * values.length);
    return {
      id: `filterable-${f}`,
      name,
      valueByCode: [undefined, ...values],
      codeByValue: new Map(values.map((v, k) => [v, k + 1])),
      codes,
    };
  });
  const attitudes: AttitudeColumn[] = Array.from({ length: attitudeCount }, (_, a) => {
    const pairs = new Uint8Array(n);
    const rating = (): number => (next() < 0.03 ? 0 : 1 + Math.floor(next() * 5));
    for (let i = 0; i < n; i++) pairs[i] = packRatings(rating(), rating());
    return {
      attitudeId: `attitude-${a}`,
      resultId: `result-${a}`,
      keyword: `Attitude ${a}`,
      description: '',
      explanation: '',
      iconUrl: '',
      recommendations: [],
      studies: [],
      pairs,
    };
  });
  const commentCount = Math.floor(n * 0.15);
  const comments = {
    respondentIdx: new Uint32Array(commentCount),
    attitudePos: new Uint16Array(commentCount),
    sentiment: new Int8Array(commentCount),
    author: [] as string[],
    topic: [] as string[],
  };
  for (let c = 0; c < commentCount; c++) {
    comments.respondentIdx[c] = Math.floor((c / commentCount) * n);
    comments.attitudePos[c] = Math.floor(next() * attitudeCount);
    comments.sentiment[c] = Math.floor(next() * 3) - 1;
    comments.author.push(`Respondent ${c % 5000}`);
    comments.topic.push(['Pricing', 'Support', 'Onboarding'][c % 3]!);
  }
  return { id, size: n, filterables, attitudes, comments };
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const n of [100_000, 1_000_000]) console.log(JSON.stringify(benchFilter(n, 20)));
  console.log(JSON.stringify(benchFilter(100_000, 60)));
  console.log(JSON.stringify(benchCompare(200_000, 20)));
  console.log(JSON.stringify(benchTrend(8, 100_000, 20)));
}
