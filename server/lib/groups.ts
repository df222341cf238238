import type { components } from '../../src/api/schema.gen';
import { type Db, prepared } from '../db/index';
import { admissionGuard, type WidenHint } from '../privacy/admission';
import { findConfiguration } from '../serializers/report-view';
import { ROLE, type AccessibleReport } from './access';
import { actorOf, recordActivity } from './activity';
import type { UserRow } from './context';
import type { FilterInput } from './engine-port';
import { MSG } from './validate';

type Result = components['schemas']['Result'];

/**
 * A group: a report, one of its configurations and filters. Filter (sync and async), compare,
 * saved views and trends all resolve what a user asks for into this, once, here.
 */
export interface Group {
  report: AccessibleReport;
  configuration: NonNullable<ReturnType<typeof findConfiguration>>;
  filters: FilterInput[];
}

/**
 * The group a request names (the report's primary configuration by default), once its filters
 * are known to belong to the report's dataset; problems go to `fail(field, message)`, and the
 * answer is undefined when there were any.
 */
export function resolveGroup(
  db: Db,
  report: AccessibleReport,
  configurationId: string | undefined,
  filters: FilterInput[],
  fail: (field: string, message: string) => void,
): Group | undefined {
  const configuration = findConfiguration(db, report.id, configurationId);
  // Only a configuration of this report may be named; a foreign one reads as missing.
  if (!configuration) fail('configuration_id', MSG.missingPk(configurationId ?? ''));
  const known = new Set(
    prepared(db, 'SELECT id FROM filterables WHERE dataset_id = ?', 'pluck').all(report.dataset_id),
  );
  let ok = configuration !== undefined;
  for (const f of filters) {
    if (!known.has(f.filterableId)) {
      ok = false;
      fail('filters', `Unknown dataset_filterable_id "${f.filterableId}" for this report.`);
    }
  }
  return ok ? { report, configuration: configuration!, filters } : undefined;
}

/** Members are the ones the anonymity rule restricts; collaborators may download the rows. */
export const isMember = (group: Group): boolean => group.report.role < ROLE.collaborator;

export type Admission = { admitted: true } | { admitted: false; refused: Result };

/**
 * The one admission check, before anything else is done for the group (before an asynchronous
 * computation answers "pending", before any cache): a member's group is answered only when it is
 * a union of blocks of one verified table (docs/privacy.md). A refusal is recorded in the
 * activity log without the group. Asynchronous: the first decision on a dataset version waits
 * for its verification, which lets other requests run meanwhile.
 */
export async function admitGroup(
  db: Db,
  group: Group,
  user: UserRow,
  now: Date,
): Promise<Admission> {
  if (!isMember(group)) return { admitted: true };
  const decision = await admissionGuard(db).admit(
    group.report.dataset_id,
    group.configuration.id,
    group.filters,
  );
  if (decision.admitted) return { admitted: true };
  const organizationId = prepared(
    db,
    'SELECT organization_id FROM portfolios WHERE id = ?',
    'pluck',
  ).get(group.report.portfolio_id) as string;
  recordActivity(db, now, {
    organizationId,
    actor: actorOf(user),
    action: 'report.group_refused',
    target: { type: 'report', id: group.report.id, label: group.report.name },
  });
  return { admitted: false, refused: refusedResult(db, group, decision.widen) };
}

export const ANONYMITY_MESSAGE =
  'These filters could single out a few respondents when combined with other results, so this result is withheld to protect their anonymity. Choose broader filters, such as the merged values suggested.';

/** What a refused group answers: `insufficient_data`, as the floor does, saying why. */
export function refusedResult(db: Db, group: Group, widen: WidenHint[]): Result {
  const modelVersion = prepared(
    db,
    'SELECT id, audience_type FROM model_versions WHERE id = ?',
  ).get(group.report.model_version_id) as { id: number; audience_type: number };
  return {
    state: {
      status: 'insufficient_data',
      status_message: ANONYMITY_MESSAGE,
      observations_data_pending: '',
      text_analysis_data_pending: '',
      reason: 'anonymity',
      widen: widen.map((h) => ({
        filterable: { id: h.filterableId, name: h.filterableName },
        values: h.values,
      })),
    },
    main_score: 0,
    potential_main_score: 0,
    value_boxes: [],
    rank: {
      id: 0,
      name: '',
      description: '',
      minimum_differential: -1,
      audience_type: modelVersion.audience_type as components['schemas']['Rank']['audience_type'],
      model_version: modelVersion.id,
    },
    opportunity_driver_categories: {},
    fba: {},
    ppp: {},
    analyses: {},
    benchmark: {},
    misc: { filtered: group.filters.some((f) => f.values.length > 0) },
    attitudes: [],
    population_size: -1,
  };
}

/**
 * Whether two groups could share a respondent, from their definitions alone (saved filters and
 * filters), never from who is in them: the answer must not reveal whether a combination of
 * values is empty. Groups of different datasets never overlap.
 */
export function groupsMayOverlap(db: Db, a: Group, b: Group): boolean {
  if (a.report.dataset_id !== b.report.dataset_id) return false;
  const saved = (configurationId: string) =>
    (
      prepared(
        db,
        'SELECT filterable_id, value FROM configuration_filters WHERE configuration_id = ?',
      ).all(configurationId) as { filterable_id: string; value: string }[]
    ).map((r) => ({ filterableId: r.filterable_id, values: JSON.parse(r.value) as string[] }));
  const all = [
    ...saved(a.configuration.id),
    ...a.filters,
    ...saved(b.configuration.id),
    ...b.filters,
  ].filter((f) => f.values.length > 0);
  const allowed = new Map<string, Set<string>>();
  for (const f of all) {
    const known = new Set(
      prepared(db, 'SELECT value FROM filterable_values WHERE filterable_id = ?', 'pluck').all(
        f.filterableId,
      ) as string[],
    );
    const values = new Set(f.values.filter((v) => known.has(v)));
    const before = allowed.get(f.filterableId);
    allowed.set(
      f.filterableId,
      before ? new Set([...before].filter((v) => values.has(v))) : values,
    );
  }
  return [...allowed.values()].every((set) => set.size > 0);
}

/** Pairs of datasets already looked at, per database: datasets do not change once written. */
const sharedRespondents = new WeakMap<Db, Map<string, boolean>>();

/**
 * Whether two groups of different datasets may hold the same people, so that testing one against
 * the other as independent samples would be wrong: always when either report is an industry
 * benchmark (a syndicated sample may contain the client's own respondents), and otherwise when the
 * datasets have a `respondent_id` in common (two waves of one panel). A fact of the two datasets,
 * the same for every group of them.
 */
export function datasetsMayShareRespondents(db: Db, a: Group, b: Group): boolean {
  if (a.report.dataset_id === b.report.dataset_id) return false;
  if (a.report.tags === 'industry' || b.report.tags === 'industry') return true;
  const key = [a.report.dataset_id, b.report.dataset_id].sort().join('|');
  const known = sharedRespondents.get(db) ?? new Map<string, boolean>();
  sharedRespondents.set(db, known);
  let shared = known.get(key);
  if (shared === undefined) {
    const ids = prepared(db, 'SELECT respondent_id FROM respondents WHERE dataset_id = ?', 'pluck');
    const inA = new Set(ids.all(a.report.dataset_id) as string[]);
    shared = false;
    for (const id of ids.iterate(b.report.dataset_id) as Iterable<string>) {
      if (inA.has(id)) {
        shared = true;
        break;
      }
    }
    known.set(key, shared);
  }
  return shared;
}
