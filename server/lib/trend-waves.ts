import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/index';
import { accessibleReport, ROLE } from './access';
import type { UserRow } from './context';
import { roundDelta, roundOutward } from '../engine/significance-rounding';
import type { EnginePort, FilterInput } from './engine-port';
import {
  admitGroup,
  datasetsMayShareRespondents,
  groupsMayOverlap,
  isMember,
  resolveGroup,
  type Group,
} from './groups';
import { resultForMembers, roundP } from '../privacy/member-view';
import type { TrendStore, WaveRow } from '../stores/trends';

type Schemas = components['schemas'];
type TrendChange = Schemas['TrendChange'];

/** A filter of a trend: a filterable named as every wave names it, and its values. */
export interface NamedFilter {
  name: string;
  values: string[];
}

/**
 * The request's filters by filterable name: each id must be a filterable of one of the waves'
 * datasets; problems go to `fail`. Filters without a value are left out.
 */
export function namedFilters(
  store: TrendStore,
  waves: readonly WaveRow[],
  filters: readonly FilterInput[],
  fail: (message: string) => void,
): NamedFilter[] {
  const datasets = new Set(waves.map((w) => w.dataset_id));
  return filters.flatMap((f) => {
    const row = store.filterable(f.filterableId);
    if (!row || !datasets.has(row.dataset_id)) {
      fail(`Unknown dataset_filterable_id "${f.filterableId}" for this segment.`);
      return [];
    }
    // An empty list filters nothing, as in a filter request: no wave needs its filterable.
    return f.values.length > 0 ? [{ name: row.name, values: f.values }] : [];
  });
}

/** A wave as the route resolved it: withheld before computing, or a group to compute. */
type Resolved = { wave: Schemas['TrendWave']; group: Group | null; member: boolean };

async function resolveWave(
  db: Db,
  store: TrendStore,
  row: WaveRow,
  charted: number,
  filters: readonly NamedFilter[],
  user: UserRow,
  now: Date,
): Promise<Resolved> {
  const report = accessibleReport(db, user.id, row.report_id);
  const own = store.filterablesOf(report.dataset_id);
  const missing = [...new Set(filters.map((f) => f.name).filter((name) => !own.has(name)))];
  const waveFilters = missing.length
    ? []
    : filters.map((f) => ({ filterableId: own.get(f.name)!, values: f.values }));
  const wave: Schemas['TrendWave'] = {
    report: { id: report.id, name: report.name, issued_at: report.issued_at },
    configuration: { id: row.configuration_id, name: row.configuration_name },
    model_version: store.modelVersion(report.model_version_id),
    charted: report.model_version_id === charted,
    filters: waveFilters.map((f) => ({ dataset_filterable_id: f.filterableId, value: f.values })),
    population_size: -1,
    result: null,
    withheld: null,
  };
  const member = report.role < ROLE.collaborator;
  if (!wave.charted)
    return { wave: { ...wave, withheld: { reason: 'other_model_version' } }, group: null, member };
  if (missing.length) {
    return {
      wave: { ...wave, withheld: { reason: 'missing_filterable', missing_filterables: missing } },
      group: null,
      member,
    };
  }
  const group = resolveGroup(db, report, row.configuration_id, waveFilters, () => undefined)!;
  // Each wave passes the members' anonymity rule on its own; a refused wave is withheld.
  const admission = await admitGroup(db, group, user, now);
  if (!admission.admitted) {
    return {
      wave: {
        ...wave,
        result: admission.refused,
        withheld: { reason: 'anonymity', widen: admission.refused.state.widen ?? [] },
      },
      group: null,
      member,
    };
  }
  return { wave, group, member: isMember(group) };
}

/**
 * A change as members read a test (docs/privacy.md): p to two significant digits, the difference
 * and its interval (outward) to the figures' own step, 0.1.
 */
const forMembers = (change: TrendChange): TrendChange => ({
  ...change,
  p: roundP(change.p) ?? null,
  p_adjusted: roundP(change.p_adjusted) ?? null,
  delta: change.delta === null ? null : roundDelta(change.delta, change.significant === true, 10),
  ci: change.ci && roundOutward(change.ci[0]!, change.ci[1]!, 10),
});

/**
 * A segment's trend for the user: each wave resolved (other model versions and waves without a
 * filter's filterable listed, not computed; a member's refused waves withheld), the rest computed
 * and their changes tested by the engine, independent only where the waves cannot share people.
 */
export async function buildTrend(
  db: Db,
  store: TrendStore,
  engine: EnginePort,
  segment: { id: string; name: string },
  filters: readonly NamedFilter[],
  user: UserRow,
  now: Date,
): Promise<Schemas['Trend']> {
  const rows = store.waves(segment.id);
  const charted = rows.at(-1)?.model_version_id;
  // One wave after another: a member's waves of one dataset share its one verification.
  const resolved: Resolved[] = [];
  for (const row of rows) {
    resolved.push(await resolveWave(db, store, row, charted ?? -1, filters, user, now));
  }
  const groups = resolved.map((r) => r.group);
  const pairReason = (from: number, to: number) => {
    const a = groups[from]!;
    const b = groups[to]!;
    if (a.report.dataset_id === b.report.dataset_id) {
      return groupsMayOverlap(db, a, b) ? ('overlapping_groups' as const) : null;
    }
    return datasetsMayShareRespondents(db, a, b) ? ('shared_respondents' as const) : null;
  };
  const trend = engine.trend(
    groups.map((g) => g && { configurationId: g.configuration.id, filters: g.filters }),
    pairReason,
  );
  const member = resolved.some((r) => r.member);
  const waves = resolved.map(({ wave, member: restricted }, i) => {
    const result = trend.results[i];
    if (!result) return wave;
    const shown = restricted ? resultForMembers(result) : result;
    const ready = result.state.status === 'ready';
    return {
      ...wave,
      result: shown,
      population_size: ready ? result.population_size : -1,
      withheld: ready ? null : { reason: 'privacy_floor' as const },
    };
  });
  const changes = (list: TrendChange[]) => (member ? list.map(forMembers) : list);
  return {
    segment,
    model_version: charted === undefined ? null : store.modelVersion(charted),
    filters: filters.map((f) => ({ filterable_name: f.name, value: f.values })),
    waves,
    answered: trend.answered,
    family: trend.family,
    main_score: changes(trend.main_score),
    attitudes: trend.attitudes.map((a) => ({
      ...a,
      performance_rebased: changes(a.performance_rebased),
      importance_rebased: changes(a.importance_rebased),
      performance_agreed: changes(a.performance_agreed),
      importance_agreed: changes(a.importance_agreed),
    })),
  };
}
