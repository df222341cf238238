import { idFor, Rng } from './prng';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type {
  InvitationRow,
  MembershipRow,
  OrganizationRow,
  PortfolioRow,
  SeedPlan,
  UserRow,
} from './plan-types';
import { atEpoch } from './plan-types';

export const ORGANIZATIONS: OrganizationRow[] = [
  {
    id: idFor('org:acme'),
    name: 'Acme Research',
    website: 'https://acme-research.example',
    phone: '+1 415 555 0100',
    needs: ['Customer experience benchmarking', 'Employee engagement tracking', 'Donor insight'],
    type: 'agency',
  },
  {
    id: idFor('org:globex'),
    name: 'Globex',
    website: 'https://globex.example',
    phone: '+44 20 7946 0000',
    needs: ['Customer pulse for consumer electronics', 'Partner summit feedback'],
    type: 'corporation',
  },
];
const [ACME, GLOBEX] = ORGANIZATIONS as [OrganizationRow, OrganizationRow];

interface UserSpec {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  organization: OrganizationRow;
  role: 0 | 1 | 2;
  /** Portfolio keys readable by a member or collaborator (administrators read all). */
  access: string[];
}

const USER_SPECS: UserSpec[] = [
  {
    key: 'acme-admin',
    email: 'admin@demo.test',
    firstName: 'Alice',
    lastName: 'Moreno',
    organization: ACME,
    role: 2,
    access: [],
  },
  {
    key: 'acme-analyst',
    email: 'analyst@demo.test',
    firstName: 'Noah',
    lastName: 'Patel',
    organization: ACME,
    role: 1,
    access: ['acme-retail', 'acme-wealth', 'acme-people', 'acme-fundraising'],
  },
  {
    key: 'acme-viewer',
    email: 'viewer@demo.test',
    firstName: 'Vera',
    lastName: 'Lindqvist',
    organization: ACME,
    role: 0,
    access: ['acme-retail', 'acme-people'],
  },
  {
    key: 'acme-priya',
    email: 'priya.raman@demo.test',
    firstName: 'Priya',
    lastName: 'Raman',
    organization: ACME,
    role: 2,
    access: [],
  },
  {
    key: 'acme-tom',
    email: 'tom.becker@demo.test',
    firstName: 'Tom',
    lastName: 'Becker',
    organization: ACME,
    role: 1,
    access: ['acme-fundraising', 'acme-media', 'acme-events'],
  },
  {
    key: 'globex-admin',
    email: 'admin@globex.test',
    firstName: 'Grace',
    lastName: 'Holloway',
    organization: GLOBEX,
    role: 2,
    access: [],
  },
  {
    key: 'globex-hiro',
    email: 'hiro.tanaka@globex.test',
    firstName: 'Hiro',
    lastName: 'Tanaka',
    organization: GLOBEX,
    role: 1,
    access: ['globex-electronics', 'globex-partners'],
  },
  {
    key: 'globex-lena',
    email: 'lena.fischer@globex.test',
    firstName: 'Lena',
    lastName: 'Fischer',
    organization: GLOBEX,
    role: 0,
    access: ['globex-workforce'],
  },
];

/** Portfolio key → [organization, name]. */
export const PORTFOLIO_SPECS: Record<string, [OrganizationRow, string]> = {
  'acme-retail': [ACME, 'Retail Banking'],
  'acme-wealth': [ACME, 'Wealth Management'],
  'acme-people': [ACME, 'People & Culture'],
  'acme-fundraising': [ACME, 'Fundraising'],
  'acme-media': [ACME, 'Brand & Media'],
  'acme-events': [ACME, 'Events & Summits'],
  'globex-electronics': [GLOBEX, 'Consumer Electronics'],
  'globex-workforce': [GLOBEX, 'Workforce Experience'],
  'globex-partners': [GLOBEX, 'Partner Network'],
};

export const userId = (key: string): string => idFor(`user:${key}`);
export const portfolioId = (key: string): string => idFor(`portfolio:${key}`);

export function peoplePlan(): Pick<
  SeedPlan,
  'organizations' | 'users' | 'memberships' | 'portfolios' | 'portfolioAccess'
> {
  const users: UserRow[] = USER_SPECS.map((u, i) => ({
    id: userId(u.key),
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt: atEpoch(-400 + i * 9),
  }));
  const memberships: MembershipRow[] = USER_SPECS.map((u) => ({
    userId: userId(u.key),
    organizationId: u.organization.id,
    role: u.role,
  }));
  const portfolios: PortfolioRow[] = Object.entries(PORTFOLIO_SPECS).map(([key, [org, name]]) => ({
    id: portfolioId(key),
    organizationId: org.id,
    name,
  }));
  const portfolioAccess = USER_SPECS.flatMap((u) =>
    u.access.map((key) => ({ userId: userId(u.key), portfolioId: portfolioId(key) })),
  );
  return { organizations: ORGANIZATIONS, users, memberships, portfolios, portfolioAccess };
}

const INVITEE_DOMAINS = ['example.com', 'example.org', 'mail.example.net', 'partners.example'];
const DAY_MS = 86_400_000;

/**
 * Invitations in every status. Their dates are relative to `now` (not to the fixed epoch) so the
 * demo always has live pending invitations, some expiring within three days and some pending past
 * expiry (which read as expired): expiry = creation + 7 days, as the server sets it.
 */
export function invitationPlan(now: Date): Pick<SeedPlan, 'invitations' | 'invitationPortfolios'> {
  const invitations: InvitationRow[] = [];
  const invitationPortfolios: SeedPlan['invitationPortfolios'] = [];
  const perOrg: [OrganizationRow, number, string[]][] = [
    [ACME, 60, ['acme-admin', 'acme-priya', 'acme-tom']],
    [GLOBEX, 30, ['globex-admin', 'globex-hiro']],
  ];
  for (const [org, count, inviters] of perOrg) {
    const rng = new Rng(`invitations:${org.id}`);
    const portfolioKeys = Object.keys(PORTFOLIO_SPECS).filter(
      (k) => PORTFOLIO_SPECS[k]![0] === org,
    );
    const emails = new Set<string>();
    for (let n = 0; n < count; n++) {
      // The first eight cover every status and every pending flavour; the rest are drawn.
      const kind = n < KINDS.length ? KINDS[n]! : KINDS[rng.weighted(KIND_WEIGHTS)]!;
      const expiresInMs = kind.expiresInDays(rng) * DAY_MS;
      const expiry = new Date(now.getTime() + expiresInMs);
      const created = new Date(expiry.getTime() - 7 * DAY_MS);
      const updated = new Date(Math.min(now.getTime(), created.getTime() + rng.int(0, 5) * DAY_MS));
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      let email = `${first}.${last}@${rng.pick(INVITEE_DOMAINS)}`.toLowerCase();
      if (emails.has(email)) email = email.replace('@', `${n}@`);
      emails.add(email);
      const named = rng.chance(0.85);
      const id = rng.uuid();
      invitations.push({
        id,
        token: rng.uuid(),
        organizationId: org.id,
        inviterUserId: userId(rng.pick(inviters)),
        email,
        firstName: named ? first : null,
        lastName: named && rng.chance(0.9) ? last : null,
        status: kind.status,
        role: rng.weighted([60, 30, 10]),
        emailSent: kind.status === 0 ? rng.chance(0.8) : rng.chance(0.95),
        expiryDate: expiry.toISOString(),
        createdAt: created.toISOString(),
        updatedAt: updated.toISOString(),
      });
      for (const key of rng.sample(portfolioKeys, rng.int(0, Math.min(3, portfolioKeys.length)))) {
        invitationPortfolios.push({ invitationId: id, portfolioId: portfolioId(key) });
      }
    }
  }
  return { invitations, invitationPortfolios };
}

interface InvitationKind {
  status: number;
  expiresInDays: (rng: Rng) => number;
}

const KINDS: InvitationKind[] = [
  { status: 0, expiresInDays: (r) => 3.5 + r.float() * 3.4 }, // pending, live
  { status: 0, expiresInDays: (r) => 0.1 + r.float() * 2.8 }, // pending, expires within 3 days
  { status: 0, expiresInDays: (r) => -1 - r.float() * 40 }, // pending past expiry: reads as expired
  { status: 1, expiresInDays: (r) => -r.float() * 90 }, // accepted
  { status: 2, expiresInDays: (r) => 1 - r.float() * 60 }, // cancelled
  { status: 3, expiresInDays: (r) => -1 - r.float() * 120 }, // expired
  { status: 4, expiresInDays: (r) => 2 - r.float() * 60 }, // revoked
];
const KIND_WEIGHTS = [20, 10, 10, 25, 12, 10, 13];
