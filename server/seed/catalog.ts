import { CUSTOMER_ATTITUDES } from './catalog-customers';
import { DONOR_ATTITUDES } from './catalog-donors';
import { EMPLOYEE_ATTITUDES } from './catalog-employees';
import { EVENT_ATTITUDES, MEDIA_ATTITUDES } from './catalog-media-events';
import type { AttitudeSpec } from './catalog-types';

export interface ModelVersionSpec {
  id: number;
  key: 'cx' | 'ee' | 'donor' | 'media' | 'event';
  name: string;
  audience: string;
  sequence: number;
  audienceType: number;
  attitudes: AttitudeSpec[];
}

/** Audience types 1..5 all have attitudes; 0 (None) has none, as in a fresh production library. */
export const MODEL_VERSIONS: ModelVersionSpec[] = [
  {
    id: 1,
    key: 'cx',
    name: 'Customer Experience 2024',
    audience: 'Customers',
    sequence: 3,
    audienceType: 1,
    attitudes: CUSTOMER_ATTITUDES,
  },
  {
    id: 2,
    key: 'ee',
    name: 'Employee Engagement 2025',
    audience: 'Employees',
    sequence: 2,
    audienceType: 2,
    attitudes: EMPLOYEE_ATTITUDES,
  },
  {
    id: 3,
    key: 'donor',
    name: 'Donor Trust 2025',
    audience: 'Donors',
    sequence: 1,
    audienceType: 3,
    attitudes: DONOR_ATTITUDES,
  },
  {
    id: 4,
    key: 'media',
    name: 'Media Perception 2025',
    audience: 'Media',
    sequence: 1,
    audienceType: 4,
    attitudes: MEDIA_ATTITUDES,
  },
  {
    id: 5,
    key: 'event',
    name: 'Summit Attendee 2025',
    audience: 'Event attendees',
    sequence: -1,
    audienceType: 5,
    attitudes: EVENT_ATTITUDES,
  },
];

export const RANK_TIERS = [
  {
    name: 'Leader',
    threshold: 75,
    description: 'Among the best rated: protect what works and keep raising the bar.',
    de: {
      name: 'Spitzenreiter',
      description:
        'Unter den am besten Bewerteten: Bewahren Sie, was funktioniert, und legen Sie die Messlatte weiter höher.',
    },
  },
  {
    name: 'Contender',
    threshold: 60,
    description: 'Well regarded, with a few clear gaps between you and the leaders.',
    de: {
      name: 'Anwärter',
      description: 'Gut angesehen, mit einigen deutlichen Lücken zu den Spitzenreitern.',
    },
  },
  {
    name: 'Challenger',
    threshold: 45,
    description: 'Mixed perceptions: fix the priority attitudes to move up a tier.',
    de: {
      name: 'Herausforderer',
      description:
        'Gemischte Wahrnehmung: Beheben Sie die vorrangigen Einstellungen, um eine Stufe aufzusteigen.',
    },
  },
  {
    name: 'Laggard',
    threshold: 0,
    description: 'Expectations are widely unmet: focus on the few attitudes that matter most.',
    de: {
      name: 'Nachzügler',
      description:
        'Erwartungen werden weithin nicht erfüllt: Konzentrieren Sie sich auf die wenigen Einstellungen, die am meisten zählen.',
    },
  },
] as const;

export type FilterableName =
  'Age group' | 'Gender' | 'Region' | 'Tenure' | 'Channel' | 'Department' | 'Plan';

/** Values in code order (code = index + 1) and how often respondents hold each. */
export const FILTERABLE_VALUES: Record<FilterableName, { values: string[]; weights: number[] }> = {
  'Age group': {
    values: ['18-24', '25-34', '35-44', '45-54', '55+'],
    weights: [12, 26, 25, 20, 17],
  },
  Gender: {
    values: ['Female', 'Male', 'Non-binary', 'Prefer not to say'],
    weights: [48, 46, 3, 3],
  },
  Region: {
    values: ['North America', 'Europe', 'Asia Pacific', 'Latin America'],
    weights: [38, 34, 20, 8],
  },
  Tenure: {
    values: ['Less than 1 year', '1-3 years', '3-5 years', 'More than 5 years'],
    weights: [20, 35, 25, 20],
  },
  Channel: { values: ['Web', 'Mobile app', 'Phone', 'In person'], weights: [35, 35, 18, 12] },
  Department: {
    values: ['Engineering', 'Sales', 'Operations', 'Customer Support', 'Finance', 'People'],
    weights: [25, 20, 20, 15, 10, 10],
  },
  Plan: { values: ['Free', 'Standard', 'Premium', 'Enterprise'], weights: [30, 40, 22, 8] },
};

export interface SegmentEffect {
  keyword: string;
  filterable: FilterableName;
  value: string;
  /** Shift of the mean rating, in rating points. */
  importance?: number;
  performance?: number;
}

/** Structure in the data, so filtering visibly moves figures and quadrants. */
export const SEGMENT_EFFECTS: SegmentEffect[] = [
  { keyword: 'Career growth', filterable: 'Age group', value: '18-24', importance: 0.9 },
  { keyword: 'Career growth', filterable: 'Age group', value: '25-34', importance: 0.5 },
  { keyword: 'Career growth', filterable: 'Age group', value: '55+', importance: -0.7 },
  { keyword: 'Career growth', filterable: 'Tenure', value: 'More than 5 years', performance: -0.5 },
  { keyword: 'Value for money', filterable: 'Region', value: 'Europe', performance: -0.8 },
  { keyword: 'Value for money', filterable: 'Plan', value: 'Enterprise', performance: 0.5 },
  { keyword: 'Value for money', filterable: 'Age group', value: '55+', importance: 0.3 },
  { keyword: 'Ease of use', filterable: 'Age group', value: '55+', performance: -0.6 },
  { keyword: 'Ease of use', filterable: 'Age group', value: '18-24', performance: 0.3 },
  { keyword: 'Ease of use', filterable: 'Channel', value: 'Mobile app', performance: 0.4 },
  { keyword: 'Ease of use', filterable: 'Channel', value: 'Phone', performance: -0.3 },
  { keyword: 'Digital experience', filterable: 'Channel', value: 'Mobile app', performance: 0.5 },
  { keyword: 'Digital experience', filterable: 'Age group', value: '55+', performance: -0.4 },
  { keyword: 'Digital experience', filterable: 'Age group', value: '18-24', importance: 0.6 },
  { keyword: 'Support responsiveness', filterable: 'Channel', value: 'Phone', performance: 0.4 },
  {
    keyword: 'Support responsiveness',
    filterable: 'Region',
    value: 'Asia Pacific',
    performance: -0.5,
  },
  { keyword: 'Support responsiveness', filterable: 'Plan', value: 'Enterprise', importance: 0.5 },
  { keyword: 'Trust', filterable: 'Region', value: 'Asia Pacific', importance: 0.4 },
  { keyword: 'Trust', filterable: 'Tenure', value: 'Less than 1 year', performance: 0.3 },
  { keyword: 'Transparency', filterable: 'Region', value: 'Europe', performance: -0.4 },
  { keyword: 'Loyalty rewards', filterable: 'Tenure', value: 'More than 5 years', importance: 0.8 },
  {
    keyword: 'Loyalty rewards',
    filterable: 'Tenure',
    value: 'More than 5 years',
    performance: -0.6,
  },
  { keyword: 'Recognition', filterable: 'Tenure', value: 'More than 5 years', importance: 0.5 },
  { keyword: 'Recognition', filterable: 'Tenure', value: 'More than 5 years', performance: -0.5 },
  {
    keyword: 'Recognition',
    filterable: 'Department',
    value: 'Customer Support',
    performance: -0.5,
  },
  {
    keyword: 'Work-life balance',
    filterable: 'Department',
    value: 'Engineering',
    performance: -0.3,
  },
  {
    keyword: 'Work-life balance',
    filterable: 'Department',
    value: 'Customer Support',
    performance: -0.6,
  },
  { keyword: 'Work-life balance', filterable: 'Age group', value: '35-44', importance: 0.4 },
  { keyword: 'Fair pay', filterable: 'Region', value: 'Europe', performance: 0.3 },
  { keyword: 'Fair pay', filterable: 'Region', value: 'Latin America', performance: -0.6 },
  {
    keyword: 'Tools and resources',
    filterable: 'Department',
    value: 'Engineering',
    importance: 0.7,
  },
  { keyword: 'Learning opportunities', filterable: 'Age group', value: '18-24', importance: 0.6 },
  { keyword: 'Impact transparency', filterable: 'Age group', value: '18-24', importance: 0.4 },
  { keyword: 'Impact transparency', filterable: 'Age group', value: '55+', performance: 0.4 },
  { keyword: 'Communication frequency', filterable: 'Age group', value: '55+', performance: -0.6 },
  { keyword: 'Ease of giving', filterable: 'Channel', value: 'Mobile app', performance: 0.5 },
  { keyword: 'Ease of giving', filterable: 'Channel', value: 'Phone', performance: -0.4 },
  { keyword: 'Responsiveness to press', filterable: 'Region', value: 'Europe', performance: -0.5 },
  { keyword: 'Networking value', filterable: 'Age group', value: '18-24', performance: 0.5 },
  { keyword: 'Event app', filterable: 'Age group', value: '55+', performance: -0.7 },
];
