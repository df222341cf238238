import type { ModelVersionSpec } from './catalog';
import { FILTERABLE_VALUES, MODEL_VERSIONS } from './catalog';
import { portfolioId, userId } from './people';
import type { DatasetSpec, SeedPlan } from './plan-types';
import { atEpoch, EPOCH } from './plan-types';
import { idFor, Rng } from './prng';
import type { ReportSpec } from './report-specs';
import { REPORTS, SECONDARIES, SEGMENTS, TRACKER_CHANGES } from './report-specs';

const PORTFOLIO_ADMIN: Record<string, string> = { acme: 'acme-admin', globex: 'globex-admin' };
const configurationId = (reportKey: string, slug: string): string =>
  idFor(`configuration:${reportKey}:${slug}`);

export function reportPlan(
  scale: 'demo' | 'small',
): Pick<
  SeedPlan,
  | 'datasets'
  | 'reports'
  | 'configurations'
  | 'configurationFilters'
  | 'contentPages'
  | 'segments'
  | 'segmentConfigurations'
> {
  const plan: ReturnType<typeof reportPlan> = {
    datasets: [],
    reports: [],
    configurations: [],
    configurationFilters: [],
    contentPages: [],
    segments: [],
    segmentConfigurations: [],
  };
  REPORTS.forEach((spec, index) => {
    const model = MODEL_VERSIONS.find((m) => m.key === spec.model)!;
    const dataset = datasetSpec(spec, model, scale, index);
    const reportId = idFor(`report:${spec.key}`);
    const primaryId = configurationId(spec.key, 'primary');
    const benchmark = REPORTS.find(
      (r) => r.tag === 'industry' && r.model === spec.model && sameOrg(r, spec),
    );
    plan.datasets.push(dataset);
    plan.reports.push({
      id: reportId,
      portfolioId: portfolioId(spec.portfolio),
      datasetId: dataset.id,
      modelVersionId: model.id,
      name: spec.name,
      comments: spec.comments,
      tags: spec.tag,
      issuedAt: atEpoch(-spec.daysBeforeEpoch + 0.375),
      meta:
        index % 3 === 2
          ? null
          : { wave: waveOf(spec.daysBeforeEpoch), fieldwork_days: 10 + (index % 4) * 5 },
    });
    plan.configurations.push({
      id: primaryId,
      reportId,
      name: 'All respondents',
      comments: 'Unfiltered view of every respondent.',
      isPrimary: true,
      copiedFrom: null,
      industryConfiguration:
        spec.tag === 'competitive' && benchmark ? configurationId(benchmark.key, 'primary') : null,
      position: 0,
    });
    spec.secondaries.forEach((slug, s) => {
      const secondary = SECONDARIES[slug];
      const filterable = dataset.filterables.find((f) => f.name === secondary.filterable);
      if (!filterable)
        throw new Error(`${spec.key}: secondary ${slug} needs filterable ${secondary.filterable}`);
      const id = configurationId(spec.key, slug);
      plan.configurations.push({
        id,
        reportId,
        name: secondary.name,
        comments: secondary.comments,
        isPrimary: false,
        copiedFrom: primaryId,
        industryConfiguration: null,
        position: s + 1,
      });
      plan.configurationFilters.push({
        configurationId: id,
        filterableId: filterable.id,
        values: secondary.values,
      });
    });
    if (index % 2 === 0) {
      const author = userId(PORTFOLIO_ADMIN[spec.portfolio.split('-')[0]!]!);
      for (const [title, icon] of [
        ['Executive summary', 'summarize'],
        ['Action plan', 'checklist'],
      ] as const) {
        plan.contentPages.push({
          id: idFor(`content:${spec.key}:${icon}`),
          configurationId: primaryId,
          title,
          icon,
          createdBy: author,
        });
      }
    }
  });

  const known = new Set(plan.configurations.map((c) => c.id));
  SEGMENTS.forEach((segment, i) => {
    const id = idFor(`segment:${segment.key}`);
    plan.segments.push({
      id,
      portfolioId: portfolioId(segment.portfolio),
      name: segment.name,
      description: segment.description,
      createdAt: atEpoch(-5 + i),
    });
    for (const [reportKey, slug] of segment.configurations) {
      const configuration = configurationId(reportKey, slug);
      if (!known.has(configuration))
        throw new Error(`segment ${segment.key}: no configuration ${reportKey}/${slug}`);
      plan.segmentConfigurations.push({ segmentId: id, configurationId: configuration });
    }
  });
  return plan;
}

function datasetSpec(
  spec: ReportSpec,
  model: ModelVersionSpec,
  scale: 'demo' | 'small',
  index: number,
): DatasetSpec {
  const filterables = spec.filterables.map((name) => ({
    id: idFor(`filterable:${spec.key}:${name}`),
    name,
    values: FILTERABLE_VALUES[name].values,
    weights: FILTERABLE_VALUES[name].weights,
  }));
  const dataset: DatasetSpec = {
    id: idFor(`dataset:${spec.key}`),
    label: spec.key,
    size:
      scale === 'demo'
        ? spec.size
        : (spec.smallSize ?? new Rng(`small-size:${spec.key}`).int(40, 120)),
    filterables,
    attitudes: model.attitudes.map((a) => ({ id: attitudeId(model, a.keyword), spec: a })),
  };
  if (spec.tracker) {
    const { key, wave, waves } = spec.tracker;
    dataset.profile = key;
    dataset.shifts = TRACKER_CHANGES.map((change) => ({
      keyword: change.keyword,
      performance: change.perWave * (wave - (waves - 1)),
      filterable: change.filterable,
      value: change.value,
    }));
  }
  // The first small dataset gets a value only three respondents hold: the privacy-floor fixture.
  if (scale === 'small' && index === 0) {
    const region = filterables.findIndex((f) => f.name === 'Region');
    dataset.rare = {
      filterable: region,
      code: FILTERABLE_VALUES.Region.values.indexOf('Latin America') + 1,
      count: 3,
    };
  }
  return dataset;
}

export const attitudeId = (model: ModelVersionSpec, keyword: string): string =>
  idFor(`attitude:${model.key}:${keyword}`);

const sameOrg = (a: ReportSpec, b: ReportSpec): boolean =>
  a.portfolio.split('-')[0] === b.portfolio.split('-')[0];

function waveOf(daysBeforeEpoch: number): string {
  const issued = new Date(EPOCH - daysBeforeEpoch * 86_400_000);
  return `${issued.getUTCFullYear()} Q${Math.floor(issued.getUTCMonth() / 3) + 1}`;
}
