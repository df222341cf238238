import { describe, expect, it } from 'vitest';
import { buildSeedPlan } from '../seed/plan';
import { generateRespondents } from '../seed/respondents';
import { decide } from './admission';
import { buildCells, cellsMatching, type CellTable } from './cells';
import { buildSafeSpace, type SafeSpace } from './safe-space';

// The media audit of the demo: an "All respondents" configuration and a "Europe only" one whose
// population holds 50 Female, 50 Male and four respondents of two small genders
// (docs/privacy.md, "The one forced refusal").
const plan = buildSeedPlan('demo', new Date('2026-11-01T00:00:00Z'));
const spec = plan.datasets.find((d) => d.label === 'acme-media-audit')!;
const report = plan.reports.find((r) => r.datasetId === spec.id)!;
const configurations = plan.configurations.filter((c) => c.reportId === report.id);
const cells = buildCells(
  spec.id,
  spec.filterables.map((f) => ({ id: f.id, name: f.name, values: f.values })),
  (function* () {
    for (const r of generateRespondents(spec)) yield r.attrs;
  })(),
);
const space = buildSafeSpace(
  cells,
  configurations
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position)
    .map((c) => ({
      id: c.id,
      savedFilters: plan.configurationFilters.filter((f) => f.configurationId === c.id),
    })),
);
const all = configurations.find((c) => c.name === 'All respondents')!.id;
const europe = configurations.find((c) => c.name === 'Europe only')!.id;
const filterable = (name: string) => spec.filterables.find((f) => f.name === name)!.id;
const filter = (name: string, ...values: string[]) => ({ filterableId: filterable(name), values });

function count(table: CellTable, configurationId: string, filters: Parameters<typeof decide>[2]) {
  const inside = space.configurations.get(configurationId)!.inside;
  const selected = cellsMatching(table, filters);
  return table.counts.reduce((sum, n, c) => sum + (selected[c] && inside[c] ? n : 0), 0);
}

describe('one group asked through two configurations', () => {
  it('is answered in "All respondents" as it is in "Europe only"', () => {
    const male = [filter('Gender', 'Male')];
    const europeMale = [filter('Region', 'Europe'), ...male];
    expect(count(cells, all, europeMale)).toBe(count(cells, europe, male));
    expect(decide(space, europe, male).admitted).toBe(true);
    expect(decide(space, all, europeMale).admitted).toBe(true);

    // The answer comes from Europe's verified tables: All's own would refuse it.
    const onlyAll: SafeSpace = {
      ...space,
      configurations: new Map([[all, space.configurations.get(all)!]]),
    };
    expect(decide(onlyAll, all, europeMale).admitted).toBe(false);
  });
});

describe('the one forced refusal', () => {
  it('refuses one of Female and Male in "Europe only": the two would expose the rest', () => {
    const female = count(cells, europe, [filter('Gender', 'Female')]);
    const male = count(cells, europe, [filter('Gender', 'Male')]);
    const population = count(cells, europe, []);
    expect(Math.min(female, male)).toBeGreaterThanOrEqual(50);
    const rest = population - female - male;
    expect(rest).toBeGreaterThanOrEqual(1);
    expect(rest).toBeLessThanOrEqual(4);

    const answered = [
      decide(space, europe, [filter('Gender', 'Female')]).admitted,
      decide(space, europe, [filter('Gender', 'Male')]).admitted,
    ];
    expect(answered.filter(Boolean)).toHaveLength(1);
  });
});
