import type { AttitudeSpec } from './catalog-types';

/** Seeded dates (except invitations') are fixed offsets from this instant, so they never drift. */
export const EPOCH = Date.UTC(2026, 10, 1);

/** ISO time `days` (may be fractional or negative) after the epoch. */
export const atEpoch = (days: number): string => new Date(EPOCH + days * 86_400_000).toISOString();

export interface OrganizationRow {
  id: string;
  name: string;
  website: string;
  phone: string;
  needs: string[];
  type: 'agency' | 'corporation' | 'ngo';
}
export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}
export interface MembershipRow {
  userId: string;
  organizationId: string;
  role: number;
}
export interface PortfolioRow {
  id: string;
  organizationId: string;
  name: string;
}
/** An attitude as the plan holds it, before it is written as an `attitudes` row. */
export interface PlannedAttitude {
  id: string;
  modelVersionId: number;
  spec: AttitudeSpec;
  iconUrl: string;
  meta: unknown;
}
export interface DatasetFilterableSpec {
  id: string;
  name: string;
  values: string[];
  weights: number[];
}
export interface DatasetSpec {
  id: string;
  /** Names the dataset's random stream. */
  label: string;
  size: number;
  filterables: DatasetFilterableSpec[];
  attitudes: { id: string; spec: AttitudeSpec }[];
  /**
   * Makes exactly `count` respondents hold the value `code` of filterables[filterable], so a
   * test can filter a population below the privacy floor (small scale only).
   */
  rare?: { filterable: number; code: number; count: number };
  /**
   * Names the random stream of the attitude profiles when it is not the dataset's own: a
   * tracker's waves share one profile and draw their respondents from their own streams.
   */
  profile?: string;
  /** Shifts of the mean performance rating of one attitude, for everyone or one value's holders. */
  shifts?: { keyword: string; performance: number; filterable?: string; value?: string }[];
}
export interface ReportRow {
  id: string;
  portfolioId: string;
  datasetId: string;
  modelVersionId: number;
  name: string;
  comments: string;
  tags: 'competitive' | 'segment' | 'industry';
  issuedAt: string;
  meta: unknown;
}
export interface ConfigurationRow {
  id: string;
  reportId: string;
  name: string;
  comments: string;
  isPrimary: boolean;
  copiedFrom: string | null;
  industryConfiguration: string | null;
  position: number;
}
export interface InvitationRow {
  id: string;
  token: string;
  organizationId: string;
  inviterUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: number;
  role: number;
  emailSent: boolean;
  expiryDate: string;
  createdAt: string;
  updatedAt: string;
}

export interface SavedViewRow {
  id: string;
  ownerUserId: string;
  organizationId: string;
  reportId: string;
  compareReportId: string | null;
  name: string;
  scope: 'private' | 'organization';
  /** As the API's SavedViewState. */
  state: unknown;
  createdAt: string;
  updatedAt: string;
}
export interface ActivityRow {
  id: string;
  /** Milliseconds since the epoch. */
  at: number;
  organizationId: string | null;
  actorUserId: string | null;
  actorName: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  details: Record<string, unknown>;
}

/** Every row the seed writes, except respondents and comments (generated while inserting). */
export interface SeedPlan {
  scale: 'demo' | 'small';
  organizations: OrganizationRow[];
  users: UserRow[];
  memberships: MembershipRow[];
  portfolios: PortfolioRow[];
  portfolioAccess: { userId: string; portfolioId: string }[];
  modelVersions: {
    id: number;
    name: string;
    audience: string;
    sequence: number;
    audienceType: number;
  }[];
  ranks: {
    id: number;
    modelVersionId: number;
    name: string;
    description: string;
    /** German name and description; empty falls back to the English. */
    nameDe: string;
    descriptionDe: string;
    threshold: number;
  }[];
  attitudes: PlannedAttitude[];
  datasets: DatasetSpec[];
  reports: ReportRow[];
  configurations: ConfigurationRow[];
  configurationFilters: { configurationId: string; filterableId: string; values: string[] }[];
  contentPages: {
    id: string;
    configurationId: string;
    title: string;
    icon: string;
    createdBy: string;
  }[];
  segments: {
    id: string;
    portfolioId: string;
    name: string;
    description: string;
    createdAt: string;
  }[];
  segmentConfigurations: { segmentId: string; configurationId: string }[];
  invitations: InvitationRow[];
  invitationPortfolios: { invitationId: string; portfolioId: string }[];
  savedViews: SavedViewRow[];
  savedViewUses: { savedViewId: string; userId: string; usedAt: string }[];
  /** In time order, oldest first. */
  activity: ActivityRow[];
}
