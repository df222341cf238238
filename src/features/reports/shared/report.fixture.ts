import type { Report, Result, ResultAttitude } from '../../../queries/reports';
import { REPORT_ID } from './report-summary.fixture';

export const REGION = '00000000-0000-4000-8000-0000000000f1';

/** A result attitude numbered `n`, with figures that the overrides change. */
export function resultAttitude(n: number, overrides: Partial<ResultAttitude> = {}): ResultAttitude {
  const digits = String(n).padStart(12, '0');
  return {
    id: `10000000-0000-4000-8000-${digits}`,
    attitude_id: `20000000-0000-4000-8000-${digits}`,
    keyword: `Attitude ${n}`,
    description: '',
    explanation: '',
    classification: 'FE',
    ppp_classification: 'protect',
    seol: 'S',
    performance_rebased: 60 + n,
    importance_rebased: 70 - n,
    performance_agreed: 55,
    importance_agreed: 65,
    fulfillment_balance: -10 + n,
    fulfillment_ratio: 0.9,
    content_icon_url: '',
    comments: { count: 0, commenters: [] },
    content_recommendations: [],
    content_studies: [],
    performance_order: n,
    importance_order: n,
    ...overrides,
  };
}

/** A ready result of `attitudes`, with whatever `analyses` the service sends. */
export function readyResult(attitudes: ResultAttitude[], overrides: Partial<Result> = {}): Result {
  return {
    state: {
      status: 'ready',
      status_message: '',
      observations_data_pending: '',
      text_analysis_data_pending: '',
    },
    main_score: 66,
    potential_main_score: 70,
    value_boxes: [],
    rank: {
      id: 1,
      name: 'Good',
      description: '',
      minimum_differential: 0,
      audience_type: 0,
      model_version: 1,
    },
    opportunity_driver_categories: {},
    fba: {},
    ppp: {},
    analyses: {},
    benchmark: {},
    misc: {},
    attitudes,
    population_size: 8000,
    ...overrides,
  };
}

/** The filter endpoint's answer for REPORT_ID, its configuration filterable by Region. */
export function reportOf(result: Result): Report {
  return {
    id: REPORT_ID,
    name: 'Retail Banking CX',
    model_version: { id: 1, name: 'Model 1', audience: 'Customers', sequence: 1, audience_type: 0 },
    comments: '',
    dataset: {
      id: '30000000-0000-4000-8000-000000000001',
      configurations: {
        id: REPORT_ID,
        comments: '',
        content_pages: [],
        filters: [],
        result,
        filterables: [{ id: REGION, name: 'Region', values: ['Europe', 'Asia Pacific'] }],
        name: 'All',
        is_primary: true,
        copied_from: null,
        industry_configuration: null,
      },
    },
    tags: 'competitive',
    issued_at: '2026-10-20T00:00:00Z',
    meta: null,
  };
}
