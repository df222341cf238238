import type { components } from '../../src/api/schema.gen';
import type { RuleErrors } from '../contract/validate-request';
import type { Db } from '../db/index';
import { filterInputs } from '../contract/filters';
import type { ReadableReport, ReportStore } from '../stores/reports';
import { trendStore } from '../stores/trends';
import type { FilterInput } from './engine-port';
import { validationFailed } from './errors';
import { resolveGroup } from './groups';
import { MSG } from './validate';

type Schemas = components['schemas'];
type SavedViewState = Schemas['SavedViewState'];
type SavedViewOptions = Schemas['SavedViewOptions'];
type SavedViewTrend = Schemas['SavedViewTrend'];

/** Views one user may keep: enough for any way of working, few enough to list in one menu. */
export const MAX_VIEWS_PER_USER = 200;
/** The stored state as JSON (UTF-8): what a report page's URL holds, with room to spare. */
export const MAX_STATE_BYTES = 8192;

/** Refuses a new view to a user who keeps `kept` already, at the limit. */
export function requireRoomForAnother(kept: number): void {
  if (kept >= MAX_VIEWS_PER_USER) {
    throw validationFailed({
      non_field_errors: [
        `You can keep at most ${MAX_VIEWS_PER_USER} saved views; delete one to save another.`,
      ],
    });
  }
}

/** A state as read from the body, before its ids are checked against the database. */
interface StateDraft {
  reportId: string;
  configurationId: string | null;
  filters: FilterInput[];
  tab: SavedViewState['tab'];
  compare: {
    reportId: string | null;
    configurationId: string | null;
    filters: FilterInput[];
  } | null;
  /** A trend view's segment, figure and attitudes; null for a report's view. */
  trend: SavedViewTrend | null;
  options: SavedViewOptions;
}

// The options a view keeps; anything else a client sends in `options` is dropped.
const OPTION_KEYS = [
  'figures',
  'sort',
  'compare_sort',
  'attitudes',
  'significant_only',
  'test_details',
  'shifts',
  'asynchronous',
] as const satisfies readonly (keyof SavedViewOptions)[];

/** The validated state as the checks below take it; of `options`, only what was given. */
export function stateDraft(s: Schemas['SavedViewStateRequest']): StateDraft {
  const options: SavedViewOptions = {};
  for (const key of OPTION_KEYS) {
    if (s.options?.[key] !== undefined) Object.assign(options, { [key]: s.options[key] });
  }
  return {
    reportId: s.report_id,
    configurationId: s.configuration_id ?? null,
    filters: filterInputs(s.filters),
    tab: s.tab ?? 'results',
    compare: s.compare
      ? {
          reportId: s.compare.report_id ?? null,
          configurationId: s.compare.configuration_id ?? null,
          filters: filterInputs(s.compare.filters),
        }
      : null,
    trend: s.trend
      ? {
          segment_id: s.trend.segment_id,
          ...(s.trend.figure !== undefined && { figure: s.trend.figure }),
          ...(s.trend.attitudes !== undefined && { attitudes: s.trend.attitudes }),
        }
      : null,
    options,
  };
}

export interface CheckedState {
  report: ReadableReport;
  /** Group B's report when it is another one. */
  compareReportId: string | null;
  value: SavedViewState;
}

/**
 * The state checked against what the user may open: the report (and group B's) must be readable,
 * each configuration one of its report's, each filterable one of that report's dataset, group
 * B's report of the same model version, and the whole within its byte limit. Problems go to
 * `state`; the caller calls `done()`.
 */
export function checkState(
  db: Db,
  reports: ReportStore,
  userId: string,
  draft: StateDraft,
  rules: RuleErrors,
): CheckedState {
  const fail = (message: string) => rules.fail('state', message);
  // Each group as the one resolver reads it; its problems under `state`, prefixed.
  const checkGroup = (
    prefix: string,
    report: ReadableReport,
    configurationId: string | null,
    filters: FilterInput[],
  ) =>
    resolveGroup(db, report, configurationId ?? undefined, filters, (field, message) =>
      fail(`${prefix}${field}: ${message}`),
    );

  const report = reports.readable(draft.reportId, userId);
  if (!report) {
    fail(`report_id: ${MSG.missingPk(draft.reportId)}`);
    rules.done();
  }
  checkGroup('', report!, draft.configurationId, draft.filters);

  let compareReportId: string | null = null;
  if (draft.compare) {
    const other = draft.compare.reportId;
    const reportB = other === null ? report : reports.readable(other, userId);
    if (!reportB) fail(`compare.report_id: ${MSG.missingPk(other!)}`);
    else {
      if (reportB.model_version_id !== report!.model_version_id) {
        fail(`compare.report_id: ${MSG.otherModelVersion('the view’s report')}`);
      }
      checkGroup('compare.', reportB, draft.compare.configurationId, draft.compare.filters);
      if (reportB.id !== report!.id) compareReportId = reportB.id;
    }
  }

  checkTrend(db, userId, report!.id, draft, fail);

  const value = stateValue(report!.id, draft);
  const bytes = Buffer.byteLength(JSON.stringify(value));
  if (bytes > MAX_STATE_BYTES) {
    fail(`Ensure the state has no more than ${MAX_STATE_BYTES} bytes as JSON (it has ${bytes}).`);
  }
  return { report: report!, compareReportId, value };
}

/**
 * A trend view names a segment the user may see, whose waves include the view's report; the
 * segment comes with `tab` "trend" and only with it.
 */
function checkTrend(
  db: Db,
  userId: string,
  reportId: string,
  draft: StateDraft,
  fail: (message: string) => void,
): void {
  if (!draft.trend) {
    if (draft.tab === 'trend') fail('trend: This field is required when tab is "trend".');
    return;
  }
  if (draft.tab !== 'trend') {
    fail('trend: Only a view with tab "trend" has a segment.');
    return;
  }
  const store = trendStore(db);
  const segment = store.segment(draft.trend.segment_id, userId);
  if (!segment) {
    fail(`trend.segment_id: ${MSG.missingPk(draft.trend.segment_id)}`);
    return;
  }
  if (!store.waves(segment.id).some((wave) => wave.report_id === reportId)) {
    fail('report_id: Not a report of the trend’s segment.');
  }
}

function stateValue(reportId: string, draft: StateDraft): SavedViewState {
  const asItems = (filters: FilterInput[]) =>
    filters.map((f) => ({ dataset_filterable_id: f.filterableId, value: f.values }));
  return {
    report_id: reportId,
    configuration_id: draft.configurationId,
    filters: asItems(draft.filters),
    tab: draft.tab,
    compare: draft.compare && {
      report_id: draft.compare.reportId,
      configuration_id: draft.compare.configurationId,
      filters: asItems(draft.compare.filters),
    },
    // Only a trend view has the field: views stored before trends read as they always did.
    ...(draft.trend && { trend: draft.trend }),
    options: draft.options,
  };
}
