import type { FilterableName, ModelVersionSpec } from './catalog';

// The demo's reports and segments. Sizes are respondents at demo scale; keys name the random
// streams and the fixed ids, so renaming a key changes that report's ids.

/** Secondary configurations a report may carry, each a saved filter on one filterable. */
export const SECONDARIES = {
  europe: {
    name: 'Europe only',
    filterable: 'Region',
    values: ['Europe'],
    comments: 'Respondents based in Europe.',
  },
  'under-35': {
    name: 'Under 35',
    filterable: 'Age group',
    values: ['18-24', '25-34'],
    comments: 'Younger respondents, for the next-generation workstream.',
  },
  mobile: {
    name: 'Mobile app users',
    filterable: 'Channel',
    values: ['Mobile app'],
    comments: 'Respondents who mainly use the mobile app.',
  },
  engineering: {
    name: 'Engineering team',
    filterable: 'Department',
    values: ['Engineering'],
    comments: 'Engineering only, shared with the CTO office.',
  },
  premium: {
    name: 'Premium and Enterprise',
    filterable: 'Plan',
    values: ['Premium', 'Enterprise'],
    comments: 'Paying tiers above Standard.',
  },
  tenured: {
    name: 'Tenure over 5 years',
    filterable: 'Tenure',
    values: ['More than 5 years'],
    comments: 'Long-standing relationships.',
  },
} satisfies Record<
  string,
  { name: string; filterable: FilterableName; values: string[]; comments: string }
>;
export type SecondaryKey = keyof typeof SECONDARIES;

export interface ReportSpec {
  key: string;
  portfolio: string;
  model: ModelVersionSpec['key'];
  tag: 'competitive' | 'segment' | 'industry';
  name: string;
  /** Respondents at demo scale. */
  size: number;
  filterables: FilterableName[];
  secondaries: SecondaryKey[];
  daysBeforeEpoch: number;
  comments: string;
  /** Respondents at small scale (default: 40-120, drawn per report). */
  smallSize?: number;
  /** A wave of a tracker: its waves share one profile and differ by TRACKER_CHANGES. */
  tracker?: { key: string; wave: number; waves: number };
}

/**
 * The quarterly tracker's planted changes, in rating points per wave, so the demo holds real and
 * unreal changes: one attitude improving everywhere and one dropping in one region; every other
 * attitude only differs by sampling noise. The latest wave is the reference (no shift).
 */
export const TRACKER_CHANGES: {
  keyword: string;
  perWave: number;
  filterable?: FilterableName;
  value?: string;
}[] = [
  { keyword: 'Digital experience', perWave: 0.2 },
  { keyword: 'Speed of service', perWave: -0.25, filterable: 'Region', value: 'Europe' },
];

const TRACKER_WAVES = ['2025 Q4', '2026 Q1', '2026 Q2', '2026 Q3'];

/** Four quarterly waves of one branch survey: same model version, same filterables. */
const trackerReports: ReportSpec[] = TRACKER_WAVES.map((quarter, wave) => ({
  key:
    wave === TRACKER_WAVES.length - 1 ? 'acme-branch-tracker' : `acme-branch-tracker-w${wave + 1}`,
  portfolio: 'acme-retail',
  model: 'cx',
  tag: 'competitive',
  name: `Branch Experience Tracker ${quarter}`,
  size: 4000,
  filterables: ['Age group', 'Gender', 'Region', 'Channel', 'Plan'],
  secondaries: ['europe'],
  // A quarter (91 days) apart, the latest before the newest Retail Banking report.
  daysBeforeEpoch: 14 + 91 * (TRACKER_WAVES.length - 1 - wave),
  comments: 'Quarterly survey of branch and in-app customers, same questionnaire every wave.',
  smallSize: 150,
  tracker: { key: 'acme-branch-tracker', wave, waves: TRACKER_WAVES.length },
}));

export const REPORTS: ReportSpec[] = [
  {
    key: 'acme-retail-cx',
    portfolio: 'acme-retail',
    model: 'cx',
    tag: 'competitive',
    name: 'Retail Banking CX 2026 Q3',
    size: 8000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel', 'Plan', 'Tenure'],
    secondaries: ['europe', 'mobile', 'under-35'],
    daysBeforeEpoch: 12,
    comments: 'Quarterly tracker against the four largest retail banks.',
  },
  {
    key: 'acme-mobile',
    portfolio: 'acme-retail',
    model: 'cx',
    tag: 'segment',
    name: 'Mobile App Users 2026',
    size: 3000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel'],
    secondaries: ['under-35'],
    daysBeforeEpoch: 40,
    comments: 'Customers active in the app in the last 30 days.',
  },
  {
    key: 'acme-bank-benchmark',
    portfolio: 'acme-retail',
    model: 'cx',
    tag: 'industry',
    name: 'Banking Industry Benchmark 2026',
    size: 20000,
    filterables: ['Age group', 'Gender', 'Region', 'Plan', 'Tenure'],
    secondaries: ['europe'],
    daysBeforeEpoch: 75,
    comments: 'Syndicated benchmark across 24 banks in 11 markets.',
  },
  {
    key: 'acme-private-clients',
    portfolio: 'acme-wealth',
    model: 'cx',
    tag: 'competitive',
    name: 'Private Clients 2026',
    size: 1200,
    filterables: ['Age group', 'Gender', 'Region', 'Tenure', 'Plan'],
    secondaries: ['tenured', 'europe'],
    daysBeforeEpoch: 30,
    comments: 'Clients with assets above one million under management.',
  },
  {
    key: 'acme-wealth-h1',
    portfolio: 'acme-wealth',
    model: 'cx',
    tag: 'segment',
    name: 'Wealth Segment Deep-dive H1',
    size: 600,
    filterables: ['Age group', 'Region', 'Tenure', 'Channel'],
    secondaries: ['europe'],
    daysBeforeEpoch: 130,
    comments: '',
  },
  {
    key: 'acme-engagement',
    portfolio: 'acme-people',
    model: 'ee',
    tag: 'competitive',
    name: 'Acme Engagement Survey 2026',
    size: 2500,
    filterables: ['Age group', 'Gender', 'Region', 'Department', 'Tenure'],
    secondaries: ['engineering', 'under-35'],
    daysBeforeEpoch: 20,
    comments: 'Annual all-staff survey, 81% response rate.',
  },
  {
    key: 'acme-eng-pulse',
    portfolio: 'acme-people',
    model: 'ee',
    tag: 'segment',
    name: 'Engineering Pulse Q3',
    size: 400,
    filterables: ['Age group', 'Gender', 'Department', 'Tenure'],
    secondaries: ['under-35'],
    daysBeforeEpoch: 55,
    comments: 'Short pulse after the platform reorganisation.',
  },
  {
    key: 'acme-services-benchmark',
    portfolio: 'acme-people',
    model: 'ee',
    tag: 'industry',
    name: 'Professional Services Engagement Benchmark',
    size: 12000,
    filterables: ['Age group', 'Gender', 'Region', 'Tenure', 'Department'],
    secondaries: ['europe', 'engineering'],
    daysBeforeEpoch: 95,
    comments: 'Benchmark of 38 professional-services firms.',
  },
  {
    key: 'acme-donor-tracker',
    portfolio: 'acme-fundraising',
    model: 'donor',
    tag: 'competitive',
    name: 'Donor Trust Tracker 2026',
    size: 5000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel', 'Tenure'],
    secondaries: ['tenured', 'mobile'],
    daysBeforeEpoch: 18,
    comments: 'Twice-yearly tracker for the national appeal.',
  },
  {
    key: 'acme-monthly-givers',
    portfolio: 'acme-fundraising',
    model: 'donor',
    tag: 'segment',
    name: 'Monthly Givers 2026',
    size: 900,
    filterables: ['Age group', 'Region', 'Channel', 'Tenure'],
    secondaries: ['tenured'],
    daysBeforeEpoch: 62,
    comments: 'Donors with an active direct debit.',
  },
  {
    key: 'acme-charity-benchmark',
    portfolio: 'acme-fundraising',
    model: 'donor',
    tag: 'industry',
    name: 'Charity Sector Benchmark 2026',
    size: 15000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel'],
    secondaries: ['under-35'],
    daysBeforeEpoch: 110,
    comments: 'Sector-wide donor study, 52 charities.',
  },
  {
    key: 'acme-media-audit',
    portfolio: 'acme-media',
    model: 'media',
    tag: 'competitive',
    name: 'Media Perception Audit 2026',
    size: 300,
    filterables: ['Region', 'Channel', 'Tenure', 'Gender'],
    secondaries: ['europe'],
    daysBeforeEpoch: 45,
    comments: 'Journalists covering financial services.',
  },
  {
    key: 'acme-summit',
    portfolio: 'acme-events',
    model: 'event',
    tag: 'segment',
    name: 'Acme Summit 2026 Attendee Survey',
    size: 1500,
    filterables: ['Age group', 'Gender', 'Region', 'Channel'],
    secondaries: ['under-35', 'europe'],
    daysBeforeEpoch: 8,
    comments: 'Collected on site and by e-mail within a week.',
  },
  {
    key: 'globex-pulse',
    portfolio: 'globex-electronics',
    model: 'cx',
    tag: 'competitive',
    name: 'Globex Customer Pulse 2026',
    size: 10000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel', 'Plan'],
    secondaries: ['premium', 'europe'],
    daysBeforeEpoch: 15,
    comments: 'Compared with three direct competitors.',
  },
  {
    key: 'globex-premium',
    portfolio: 'globex-electronics',
    model: 'cx',
    tag: 'segment',
    name: 'Premium Plan Customers',
    size: 1800,
    filterables: ['Age group', 'Region', 'Plan', 'Tenure'],
    secondaries: ['tenured'],
    daysBeforeEpoch: 70,
    comments: '',
  },
  {
    key: 'globex-electronics-benchmark',
    portfolio: 'globex-electronics',
    model: 'cx',
    tag: 'industry',
    name: 'Electronics Industry Benchmark',
    size: 18000,
    filterables: ['Age group', 'Gender', 'Region', 'Channel', 'Plan', 'Tenure'],
    secondaries: ['europe', 'mobile'],
    daysBeforeEpoch: 120,
    comments: 'Consumer electronics, 16 brands.',
  },
  {
    key: 'globex-engagement',
    portfolio: 'globex-workforce',
    model: 'ee',
    tag: 'competitive',
    name: 'Globex Employee Engagement 2026',
    size: 6000,
    filterables: ['Age group', 'Gender', 'Region', 'Department', 'Tenure'],
    secondaries: ['engineering', 'europe'],
    daysBeforeEpoch: 25,
    comments: 'All permanent staff, all regions.',
  },
  {
    key: 'globex-partner-summit',
    portfolio: 'globex-partners',
    model: 'event',
    tag: 'competitive',
    name: 'Partner Summit 2026',
    size: 700,
    filterables: ['Age group', 'Region', 'Channel', 'Gender'],
    secondaries: ['europe'],
    daysBeforeEpoch: 35,
    comments: 'Resellers and integration partners.',
  },
  ...trackerReports,
];

export const SEGMENTS: {
  key: string;
  portfolio: string;
  name: string;
  description: string;
  configurations: [string, string][];
}[] = [
  {
    key: 'digital-first',
    portfolio: 'acme-retail',
    name: 'Digital-first customers',
    description: 'Customers who bank mainly through the app.',
    configurations: [
      ['acme-mobile', 'primary'],
      ['acme-retail-cx', 'mobile'],
    ],
  },
  {
    key: 'engineering-focus',
    portfolio: 'acme-people',
    name: 'Engineering focus',
    description: 'Engineering views across the engagement programme.',
    configurations: [
      ['acme-eng-pulse', 'primary'],
      ['acme-engagement', 'engineering'],
    ],
  },
  {
    key: 'regular-givers',
    portfolio: 'acme-fundraising',
    name: 'Regular givers',
    description: '',
    configurations: [
      ['acme-monthly-givers', 'primary'],
      ['acme-donor-tracker', 'tenured'],
    ],
  },
  {
    key: 'premium-customers',
    portfolio: 'globex-electronics',
    name: 'Premium customers',
    description: 'Premium and Enterprise plan holders.',
    configurations: [
      ['globex-premium', 'primary'],
      ['globex-pulse', 'premium'],
    ],
  },
  {
    key: 'branch-tracker',
    portfolio: 'acme-retail',
    name: 'Branch experience tracker',
    description: 'Every wave of the quarterly branch survey, all respondents.',
    configurations: trackerReports.map((r): [string, string] => [r.key, 'primary']),
  },
];
