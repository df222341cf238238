import type { SavedViewRow, SeedPlan } from './plan-types';
import { idFor, Rng } from './prng';

/** What the saved views and the activity log are made from: the rest of the plan. */
export type BasePlan = Omit<SeedPlan, 'savedViews' | 'savedViewUses' | 'activity'>;

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

export const reportId = (key: string) => idFor(`report:${key}`);
const configurationId = (reportKey: string, slug: string) =>
  idFor(`configuration:${reportKey}:${slug}`);
const filterableId = (reportKey: string, name: string) => idFor(`filterable:${reportKey}:${name}`);
export const user = (key: string) => idFor(`user:${key}`);
export const savedViewId = (key: string) => idFor(`saved-view:${key}`);

interface ViewSpec {
  key: string;
  owner: string;
  scope: 'private' | 'organization';
  name: string;
  report: string;
  configuration: string | null;
  filters: [string, string[]][];
  tab: 'results' | 'sentiment';
  compare?: { report: string | null; configuration: string | null; filters: [string, string[]][] };
  options: Record<string, unknown>;
  /** Days before `now` it was saved, and (when renamed since) its first name. */
  savedDaysAgo: number;
  renamedFrom?: string;
}

/**
 * Views on the demo reports, private and shared: the viewer (who reads Retail Banking and People
 * & Culture) sees the two organization views of Acme and none of the private ones.
 */
export const VIEWS: ViewSpec[] = [
  {
    key: 'acme-europe-agreed',
    owner: 'acme-admin',
    scope: 'organization',
    name: 'Europe, agreed figures',
    report: 'acme-retail-cx',
    configuration: null,
    filters: [['Region', ['Europe']]],
    tab: 'results',
    options: { figures: 'agreed', sort: '-importance' },
    savedDaysAgo: 19.3,
    renamedFrom: 'Europe',
  },
  {
    key: 'acme-young-staff',
    owner: 'acme-admin',
    scope: 'private',
    name: 'Under 35: what they say',
    report: 'acme-engagement',
    configuration: 'under-35',
    filters: [],
    tab: 'sentiment',
    options: { attitudes: ['Career growth'] },
    savedDaysAgo: 12.6,
  },
  {
    key: 'acme-app-vs-web',
    owner: 'acme-analyst',
    scope: 'organization',
    name: 'App users against web users',
    report: 'acme-mobile',
    configuration: null,
    filters: [['Channel', ['Mobile app']]],
    tab: 'results',
    compare: { report: null, configuration: null, filters: [['Channel', ['Web']]] },
    options: { significant_only: true, compare_sort: '-delta' },
    savedDaysAgo: 8.4,
  },
  {
    key: 'acme-private-clients-tenured',
    owner: 'acme-analyst',
    scope: 'private',
    name: 'Long-standing private clients',
    report: 'acme-private-clients',
    configuration: 'tenured',
    filters: [['Age group', ['45-54', '55+']]],
    tab: 'results',
    options: {},
    savedDaysAgo: 3.2,
  },
  {
    key: 'globex-premium-europe',
    owner: 'globex-admin',
    scope: 'organization',
    name: 'Premium tiers in Europe',
    report: 'globex-pulse',
    configuration: 'premium',
    filters: [['Region', ['Europe']]],
    tab: 'results',
    options: { figures: 'rebased' },
    savedDaysAgo: 15.1,
  },
  {
    key: 'globex-young-buyers',
    owner: 'globex-hiro',
    scope: 'private',
    name: '18–24 buyers',
    report: 'globex-pulse',
    configuration: null,
    filters: [['Age group', ['18-24']]],
    tab: 'results',
    options: {},
    savedDaysAgo: 5.7,
  },
];

/** Rounds to the minute, so seeded times read like times people act at. */
export const minute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

export function savedViewPlan(
  plan: BasePlan,
  now: Date,
): Pick<SeedPlan, 'savedViews' | 'savedViewUses'> {
  const organizationOf = organizationsOfReports(plan);
  const items = (reportKey: string, filters: [string, string[]][]) =>
    filters.map(([name, value]) => ({
      dataset_filterable_id: filterableId(reportKey, name),
      value,
    }));
  const savedViews: SavedViewRow[] = VIEWS.map((v) => {
    const created = new Date(minute(now.getTime() - v.savedDaysAgo * DAY_MS)).toISOString();
    const updated = v.renamedFrom
      ? new Date(minute(now.getTime() - (v.savedDaysAgo / 2) * DAY_MS)).toISOString()
      : created;
    const compareReport = v.compare?.report ?? null;
    return {
      id: savedViewId(v.key),
      ownerUserId: user(v.owner),
      organizationId: organizationOf.get(reportId(v.report))!,
      reportId: reportId(v.report),
      compareReportId: compareReport === null ? null : reportId(compareReport),
      name: v.name,
      scope: v.scope,
      state: {
        report_id: reportId(v.report),
        configuration_id: v.configuration && configurationId(v.report, v.configuration),
        filters: items(v.report, v.filters),
        tab: v.tab,
        compare: v.compare
          ? {
              report_id: compareReport && reportId(compareReport),
              configuration_id:
                v.compare.configuration &&
                configurationId(compareReport ?? v.report, v.compare.configuration),
              filters: items(compareReport ?? v.report, v.compare.filters),
            }
          : null,
        options: v.options,
      },
      createdAt: created,
      updatedAt: updated,
    };
  });
  // Each owner used their view after saving it; the viewer has opened Acme's shared ones.
  const rng = new Rng('saved-view-uses');
  const savedViewUses = savedViews.flatMap((v) => {
    const created = Date.parse(v.createdAt);
    const usedAt = (from: number) =>
      new Date(minute(from + rng.float() * (now.getTime() - from) * 0.9)).toISOString();
    const uses = [{ savedViewId: v.id, userId: v.ownerUserId, usedAt: usedAt(created) }];
    if (v.scope === 'organization' && v.organizationId === idFor('org:acme')) {
      uses.push({ savedViewId: v.id, userId: user('acme-viewer'), usedAt: usedAt(created) });
    }
    return uses;
  });
  return { savedViews, savedViewUses };
}

export function organizationsOfReports(plan: BasePlan): Map<string, string> {
  const portfolios = new Map(plan.portfolios.map((p) => [p.id, p.organizationId]));
  return new Map(plan.reports.map((r) => [r.id, portfolios.get(r.portfolioId)!]));
}
