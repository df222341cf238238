import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/index';
import { seedDemoData } from '../seed/index';
import {
  derivableSmallSet,
  ENGAGEMENT,
  enlarge,
  plantTarget,
  reportNamed,
} from '../test/anonymity-kit';
import { AdmissionGuard } from './admission';
import { checkSpan } from './exact-check';
import { smallestDerivable } from './oracle';

describe('the exact check', () => {
  it('agrees with the independent oracle on random answered groups', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 5, max: 30 })), {
          minLength: 1,
          maxLength: 9,
        }),
        fc.array(fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), { maxLength: 7 }),
        (weights, masks) => {
          const rows = masks.map((m) => weights.map((_, a) => a).filter((a) => m[a]));
          const fast = checkSpan({ weights, rows });
          const slow = smallestDerivable(weights, rows);
          expect(fast.safe).toBe(slow === undefined);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('random member sessions', () => {
  let db: Db;
  let report: ReturnType<typeof reportNamed>;
  let guard: AdmissionGuard;
  let filterables: { id: string; name: string; values: string[] }[];

  beforeAll(() => {
    db = openDatabase(':memory:');
    seedDemoData(db, { scale: 'small' });
    report = reportNamed(db, ENGAGEMENT);
    enlarge(db, report.datasetId, 800);
    plantTarget(db, report.datasetId, { Region: 'Latin America', Gender: 'Prefer not to say' });
    guard = new AdmissionGuard(db);
    filterables = (
      db.prepare('SELECT id, name FROM filterables WHERE dataset_id = ?').all(report.datasetId) as {
        id: string;
        name: string;
      }[]
    ).map((f) => ({
      ...f,
      values: db
        .prepare('SELECT value FROM filterable_values WHERE filterable_id = ? ORDER BY code')
        .pluck()
        .all(f.id) as string[],
    }));
  });
  afterAll(() => db.close());

  const request = fc.record({
    configuration: fc.integer({ min: 0, max: 2 }),
    filters: fc.array(
      fc.record({
        filterable: fc.integer({ min: 0, max: 4 }),
        pick: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
      }),
      { maxLength: 3 },
    ),
  });

  it('never lets the answered groups isolate 1-4 respondents', async () => {
    const configurations = db
      .prepare('SELECT id FROM configurations WHERE report_id = ? ORDER BY position')
      .pluck()
      .all(report.id) as string[];
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 8 }), async (session) => {
        const answered = [];
        for (const r of session) {
          const configurationId = configurations[r.configuration % configurations.length]!;
          const filters = r.filters.map((f) => {
            const filterable = filterables[f.filterable % filterables.length]!;
            return {
              filterable: filterable.name,
              id: filterable.id,
              values: filterable.values.filter((_, k) => f.pick[k]),
            };
          });
          const decision = await guard.admit(
            report.datasetId,
            configurationId,
            filters.map((f) => ({ filterableId: f.id, values: f.values })),
          );
          const asked = filters.filter((f) => f.values.length > 0);
          if (decision.admitted) {
            answered.push({
              configurationId,
              filters: asked.map((f) => ({ filterable: f.filterable, values: f.values })),
            });
          }
        }
        expect(derivableSmallSet(db, report.datasetId, answered)).toBeUndefined();
      }),
      { numRuns: 40 },
    );
    // Forty sessions, each judged by the exhaustive oracle: slow on a busy machine.
  }, 120_000);
});
