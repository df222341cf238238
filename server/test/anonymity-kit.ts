import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/index';
import { smallestDerivable } from '../privacy/oracle';
import { FILTERABLE_VALUES, type FilterableName } from '../seed/catalog';
import { Rng } from '../seed/prng';
import type { TestServer } from './harness';

type Report = components['schemas']['Report'];
type Result = components['schemas']['Result'];

export const ENGAGEMENT = 'Acme Engagement Survey 2026';

export interface Filter {
  filterable: string;
  values: string[];
}

/** A group as asked: a configuration (by id) and filters by filterable name. */
export interface Asked {
  configurationId: string;
  filters: Filter[];
}

/**
 * A member's session against one report, recording every group that was answered with figures,
 * so the oracle can judge what the answers together reveal.
 */
export class Session {
  readonly answered: Asked[] = [];
  readonly refused: Asked[] = [];

  constructor(
    private readonly server: TestServer,
    readonly token: string,
    readonly reportId: string,
    private readonly db: Db,
  ) {}

  filterableId(name: string): string {
    return this.db
      .prepare(
        `SELECT f.id FROM filterables f JOIN reports r ON r.dataset_id = f.dataset_id
          WHERE r.id = ? AND f.name = ?`,
      )
      .pluck()
      .get(this.reportId, name) as string;
  }

  body(filters: Filter[], configurationId?: string) {
    return {
      ...(configurationId ? { configuration_id: configurationId } : {}),
      filters: filters.map((f) => ({
        dataset_filterable_id: this.filterableId(f.filterable),
        value: f.values,
      })),
    };
  }

  async filter(filters: Filter[], configurationId?: string, asynchronous = false): Promise<Result> {
    const res = await this.server.call('POST', '/api/v1/reports/{id}/filter/', {
      token: this.token,
      params: { id: this.reportId },
      body: { ...this.body(filters, configurationId), asynchronous },
    });
    if (res.status !== 200) throw new Error(`filter: ${res.status} ${JSON.stringify(res.body)}`);
    const configuration = (res.body as Report).dataset.configurations;
    this.note(configuration.id, filters, configuration.result);
    return configuration.result;
  }

  async compare(a: Filter[], b: Filter[], configurationB?: string) {
    const res = await this.server.call('POST', '/api/v1/reports/{id}/compare/', {
      token: this.token,
      params: { id: this.reportId },
      body: { a: this.body(a), b: this.body(b, configurationB) },
    });
    if (res.status !== 200) throw new Error(`compare: ${res.status} ${JSON.stringify(res.body)}`);
    const answer = res.body as components['schemas']['Comparison'];
    this.note(answer.a.dataset.configurations.id, a, answer.a.dataset.configurations.result);
    this.note(answer.b.dataset.configurations.id, b, answer.b.dataset.configurations.result);
    return answer;
  }

  private note(configurationId: string, filters: Filter[], result: Result) {
    const asked = { configurationId, filters };
    if (result.state.status === 'ready') this.answered.push(asked);
    else if (result.state.status === 'insufficient_data') this.refused.push(asked);
  }
}

/** The report's id and configurations by name. */
export function reportNamed(db: Db, name: string) {
  const id = db.prepare('SELECT id FROM reports WHERE name = ?').pluck().get(name) as string;
  const configurations = db
    .prepare(
      'SELECT id, name, is_primary FROM configurations WHERE report_id = ? ORDER BY position',
    )
    .all(id) as { id: string; name: string; is_primary: number }[];
  return {
    id,
    datasetId: db.prepare('SELECT dataset_id FROM reports WHERE id = ?').pluck().get(id) as string,
    primary: configurations.find((c) => c.is_primary === 1)!.id,
    configuration: (n: string) => configurations.find((c) => c.name === n)!.id,
  };
}

/**
 * Makes the first `count` respondents of a dataset hold the given values (by filterable name):
 * the target, a handful of people a curious member tries to isolate. Call before the
 * server has read the dataset.
 */
export function plantTarget(
  db: Db,
  datasetId: string,
  values: Record<string, string>,
  count = 3,
): number[] {
  const positions = db
    .prepare(
      'SELECT f.position, fv.code, f.name, fv.value FROM filterables f JOIN filterable_values fv ON fv.filterable_id = f.id WHERE f.dataset_id = ?',
    )
    .all(datasetId) as { position: number; code: number; name: string; value: string }[];
  const rows = db
    .prepare('SELECT idx, attrs FROM respondents WHERE dataset_id = ? ORDER BY idx LIMIT ?')
    .all(datasetId, count) as { idx: number; attrs: Buffer }[];
  const update = db.prepare('UPDATE respondents SET attrs = ? WHERE dataset_id = ? AND idx = ?');
  for (const row of rows) {
    const attrs = Buffer.from(row.attrs);
    for (const [name, value] of Object.entries(values)) {
      const hit = positions.find((p) => p.name === name && p.value === value)!;
      attrs[hit.position] = hit.code;
    }
    update.run(attrs, datasetId, row.idx);
  }
  // Nobody else holds the whole combination: the target is exactly these respondents.
  const all = db
    .prepare('SELECT idx, attrs FROM respondents WHERE dataset_id = ? AND idx >= ?')
    .all(datasetId, count) as { idx: number; attrs: Buffer }[];
  const wanted = Object.entries(values).map(([name, value]) =>
    positions.find((p) => p.name === name && p.value === value)!,
  );
  for (const row of all) {
    if (!wanted.every((w) => row.attrs[w.position] === w.code)) continue;
    const attrs = Buffer.from(row.attrs);
    const first = wanted[0]!;
    attrs[first.position] = positions.find(
      (p) => p.position === first.position && p.code !== first.code,
    )!.code;
    update.run(attrs, datasetId, row.idx);
  }
  return rows.map((r) => r.idx);
}

/**
 * Grows a small-seed dataset to `size` respondents, each new one drawing every attribute from the
 * demo's value weights and taking its ratings from a random existing respondent (a fixed random
 * stream), so groups are of a realistic size.
 */
export function enlarge(db: Db, datasetId: string, size: number): void {
  const rows = db
    .prepare('SELECT attrs, perf, imp FROM respondents WHERE dataset_id = ? ORDER BY idx')
    .all(datasetId) as { attrs: Buffer; perf: Buffer; imp: Buffer }[];
  const filterables = db
    .prepare('SELECT name, position FROM filterables WHERE dataset_id = ? ORDER BY position')
    .all(datasetId) as { name: FilterableName; position: number }[];
  const rng = new Rng(`enlarge:${datasetId}`);
  const insert = db.prepare(
    'INSERT INTO respondents (dataset_id, idx, respondent_id, attrs, perf, imp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let idx = rows.length; idx < size; idx++) {
      const attrs = Buffer.alloc(filterables.length);
      for (const f of filterables) {
        attrs[f.position] = 1 + rng.weighted(FILTERABLE_VALUES[f.name].weights);
      }
      const source = rows[rng.int(0, rows.length - 1)]!;
      insert.run(datasetId, idx, `X-${idx}`, attrs, source.perf, source.imp);
    }
    db.prepare('UPDATE datasets SET respondent_count = ? WHERE id = ?').run(size, datasetId);
  })();
}

/** Each respondent's value of each filterable (by name), as an administrator's download has them. */
function respondentValues(db: Db, datasetId: string) {
  const filterables = db
    .prepare('SELECT id, name, position FROM filterables WHERE dataset_id = ? ORDER BY position')
    .all(datasetId) as { id: string; name: string; position: number }[];
  const valueOf = filterables.map((f) => {
    const map = new Map<number, string>();
    for (const r of db
      .prepare('SELECT code, value FROM filterable_values WHERE filterable_id = ?')
      .all(f.id) as { code: number; value: string }[])
      map.set(r.code, r.value);
    return map;
  });
  const people = (
    db
      .prepare('SELECT attrs FROM respondents WHERE dataset_id = ? ORDER BY idx')
      .pluck()
      .all(datasetId) as Buffer[]
  ).map((attrs) => {
    const values = new Map<string, string | undefined>();
    filterables.forEach((f, k) => {
      values.set(f.id, valueOf[k]!.get(attrs[f.position]!));
      values.set(f.name, valueOf[k]!.get(attrs[f.position]!));
    });
    return values;
  });
  return people;
}

/**
 * The independent judge: from the groups answered (plus every configuration's population, which
 * a member can always ask), is some nonzero combination supported on 1 to 4 respondents?
 * Exact rationals, every support enumerated. Returns the respondents of such a set, or undefined.
 */
export function derivableSmallSet(
  db: Db,
  datasetId: string,
  answered: Asked[],
): number[] | undefined {
  const people = respondentValues(db, datasetId);
  const saved = (configurationId: string) =>
    (
      db
        .prepare(
          'SELECT filterable_id, value FROM configuration_filters WHERE configuration_id = ?',
        )
        .all(configurationId) as { filterable_id: string; value: string }[]
    ).map((r) => ({ filterable: r.filterable_id, values: JSON.parse(r.value) as string[] }));
  const configurations = db
    .prepare(
      'SELECT c.id FROM configurations c JOIN reports r ON r.id = c.report_id WHERE r.dataset_id = ?',
    )
    .pluck()
    .all(datasetId) as string[];
  const groups = [
    ...configurations.map((id) => saved(id)),
    ...answered.map((a) => [...saved(a.configurationId), ...a.filters]),
  ];
  const members = groups.map((filters) =>
    people.map((p) => filters.every((f) => f.values.includes(p.get(f.filterable) ?? '\u0000'))),
  );
  // Atoms: respondents every group treats alike.
  const atomOf = new Map<string, number>();
  const weights: number[] = [];
  const atomPeople: number[][] = [];
  const personAtom = people.map((_, i) => {
    const key = members.map((m) => (m[i] ? '1' : '0')).join('');
    let atom = atomOf.get(key);
    if (atom === undefined) {
      atomOf.set(key, (atom = weights.length));
      weights.push(0);
      atomPeople.push([]);
    }
    weights[atom]!++;
    atomPeople[atom]!.push(i);
    return atom;
  });
  const rows = members.map((m) => [
    ...new Set(people.flatMap((_, i) => (m[i] ? [personAtom[i]!] : []))),
  ]);
  const support = smallestDerivable(weights, rows);
  return support?.flatMap((a) => atomPeople[a]!);
}
