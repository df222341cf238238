import type { Db } from '../db';
import type { SeedPlan } from './plan-types';
import { generateRespondents } from './respondents';

/** Writes the plan with prepared statements; the caller wraps it in one transaction. */
export function writePlan(db: Db, plan: SeedPlan, passwordHash: string): void {
  // In the order the foreign keys need.
  writePeople(db, plan, passwordHash);
  writeLibrary(db, plan);
  writeDatasets(db, plan);
  writeReports(db, plan);
  writeSegments(db, plan);
  writeInvitations(db, plan);
  writeSavedViews(db, plan);
  writeActivity(db, plan.activity);
}

/** Organizations, their people and who may read which portfolio. */
function writePeople(db: Db, plan: SeedPlan, passwordHash: string): void {
  const insert = (sql: string) => db.prepare(sql);

  const org = insert(
    `INSERT INTO organizations (id, name, website, primary_contact_phone, needs, organization_type)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const o of plan.organizations)
    org.run(o.id, o.name, o.website, o.phone, JSON.stringify(o.needs), o.type);

  const user = insert(
    'INSERT INTO users (id, email, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const u of plan.users)
    user.run(u.id, u.email, u.firstName, u.lastName, passwordHash, u.createdAt);

  const membership = insert(
    'INSERT INTO memberships (user_id, organization_id, role) VALUES (?, ?, ?)',
  );
  for (const m of plan.memberships) membership.run(m.userId, m.organizationId, m.role);

  const portfolio = insert('INSERT INTO portfolios (id, organization_id, name) VALUES (?, ?, ?)');
  for (const p of plan.portfolios) portfolio.run(p.id, p.organizationId, p.name);

  const access = insert('INSERT INTO portfolio_access (user_id, portfolio_id) VALUES (?, ?)');
  for (const a of plan.portfolioAccess) access.run(a.userId, a.portfolioId);
}

/** The model versions with their ranks and attitudes. */
function writeLibrary(db: Db, plan: SeedPlan): void {
  const insert = (sql: string) => db.prepare(sql);

  const modelVersion = insert(
    'INSERT INTO model_versions (id, name, audience, sequence, audience_type) VALUES (?, ?, ?, ?, ?)',
  );
  for (const m of plan.modelVersions)
    modelVersion.run(m.id, m.name, m.audience, m.sequence, m.audienceType);

  const rank = insert(
    `INSERT INTO ranks (id, model_version_id, name, description, name_de, description_de, threshold)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of plan.ranks) {
    rank.run(r.id, r.modelVersionId, r.name, r.description, r.nameDe, r.descriptionDe, r.threshold);
  }

  const attitude = insert(
    `INSERT INTO attitudes (id, model_version_id, keyword, description, explanation, content_icon_url,
                            recommendations, studies, meta)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of plan.attitudes) {
    const s = a.spec;
    attitude.run(
      a.id,
      a.modelVersionId,
      s.keyword,
      s.description,
      s.explanation,
      a.iconUrl,
      JSON.stringify(s.recommendations),
      JSON.stringify(s.studies),
      a.meta === null ? null : JSON.stringify(a.meta),
    );
  }
}

/** Reports, their configurations with saved filters, and content pages. */
function writeReports(db: Db, plan: SeedPlan): void {
  const insert = (sql: string) => db.prepare(sql);

  const report = insert(
    `INSERT INTO reports (id, portfolio_id, dataset_id, model_version_id, name, comments, tags, issued_at, meta)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of plan.reports) {
    const meta = r.meta === null ? null : JSON.stringify(r.meta);
    report.run(
      r.id,
      r.portfolioId,
      r.datasetId,
      r.modelVersionId,
      r.name,
      r.comments,
      r.tags,
      r.issuedAt,
      meta,
    );
  }

  const configuration = insert(
    `INSERT INTO configurations (id, report_id, name, comments, is_primary, copied_from, industry_configuration, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of plan.configurations) {
    configuration.run(
      c.id,
      c.reportId,
      c.name,
      c.comments,
      c.isPrimary ? 1 : 0,
      c.copiedFrom,
      c.industryConfiguration,
      c.position,
    );
  }

  const filter = insert(
    'INSERT INTO configuration_filters (configuration_id, filterable_id, value) VALUES (?, ?, ?)',
  );
  for (const f of plan.configurationFilters)
    filter.run(f.configurationId, f.filterableId, JSON.stringify(f.values));

  const page = insert(
    'INSERT INTO content_pages (id, configuration_id, title, icon, created_by) VALUES (?, ?, ?, ?, ?)',
  );
  for (const p of plan.contentPages)
    page.run(p.id, p.configurationId, p.title, p.icon, p.createdBy);
}

/** Segments with their configurations. */
function writeSegments(db: Db, plan: SeedPlan): void {
  const insert = (sql: string) => db.prepare(sql);

  const segment = insert(
    'INSERT INTO segments (id, portfolio_id, name, description, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const s of plan.segments)
    segment.run(s.id, s.portfolioId, s.name, s.description, s.createdAt);
  const segmentConfiguration = insert(
    'INSERT INTO segment_configurations (segment_id, configuration_id) VALUES (?, ?)',
  );
  for (const s of plan.segmentConfigurations)
    segmentConfiguration.run(s.segmentId, s.configurationId);
}

/** Invitations with the portfolios each grants. */
function writeInvitations(db: Db, plan: SeedPlan): void {
  const insert = (sql: string) => db.prepare(sql);

  const invitation = insert(
    `INSERT INTO invitations (id, token, organization_id, inviter_user_id, email, first_name, last_name, status,
                              role, email_sent, expiry_date, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const i of plan.invitations) {
    invitation.run(
      i.id,
      i.token,
      i.organizationId,
      i.inviterUserId,
      i.email,
      i.firstName,
      i.lastName,
      i.status,
      i.role,
      i.emailSent ? 1 : 0,
      i.expiryDate,
      i.createdAt,
      i.updatedAt,
    );
  }
  const invitationPortfolio = insert(
    'INSERT INTO invitation_portfolios (invitation_id, portfolio_id) VALUES (?, ?)',
  );
  for (const p of plan.invitationPortfolios) invitationPortfolio.run(p.invitationId, p.portfolioId);
}

/** Saved views and their uses. */
function writeSavedViews(db: Db, plan: SeedPlan): void {
  const insert = (sql: string) => db.prepare(sql);

  const savedView = insert(
    `INSERT INTO saved_views (id, owner_user_id, organization_id, report_id, compare_report_id, name,
                              scope, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const v of plan.savedViews) {
    savedView.run(
      v.id,
      v.ownerUserId,
      v.organizationId,
      v.reportId,
      v.compareReportId,
      v.name,
      v.scope,
      JSON.stringify(v.state),
      v.createdAt,
      v.updatedAt,
    );
  }
  const use = insert(
    'INSERT INTO saved_view_uses (saved_view_id, user_id, used_at) VALUES (?, ?, ?)',
  );
  for (const u of plan.savedViewUses) use.run(u.savedViewId, u.userId, u.usedAt);
}

/** Activity rows in the order given (their `seq` follows it). */
export function writeActivity(db: Db, rows: SeedPlan['activity']): void {
  const entry = db.prepare(
    `INSERT INTO activity (id, at, organization_id, actor_user_id, actor_name, action, target_type,
                           target_id, target_label, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of rows) {
    entry.run(
      a.id,
      a.at,
      a.organizationId,
      a.actorUserId,
      a.actorName,
      a.action,
      a.targetType,
      a.targetId,
      a.targetLabel,
      JSON.stringify(a.details),
    );
  }
}

function writeDatasets(db: Db, plan: SeedPlan): void {
  const dataset = db.prepare('INSERT INTO datasets (id, respondent_count) VALUES (?, ?)');
  const datasetAttitude = db.prepare(
    'INSERT INTO dataset_attitudes (dataset_id, attitude_id, position) VALUES (?, ?, ?)',
  );
  const filterable = db.prepare(
    'INSERT INTO filterables (id, dataset_id, name, position) VALUES (?, ?, ?, ?)',
  );
  const value = db.prepare(
    'INSERT INTO filterable_values (filterable_id, code, value) VALUES (?, ?, ?)',
  );
  const respondent = db.prepare(
    'INSERT INTO respondents (dataset_id, idx, respondent_id, attrs, perf, imp) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const comment = db.prepare(
    `INSERT INTO comments (dataset_id, respondent_idx, attitude_id, author_name, topic, sentiment, text)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const spec of plan.datasets) {
    dataset.run(spec.id, spec.size);
    spec.attitudes.forEach((a, position) => datasetAttitude.run(spec.id, a.id, position));
    spec.filterables.forEach((f, position) => {
      filterable.run(f.id, spec.id, f.name, position);
      f.values.forEach((v, k) => value.run(f.id, k + 1, v));
    });
    for (const r of generateRespondents(spec)) {
      respondent.run(spec.id, r.idx, r.respondentId, r.attrs, r.perf, r.imp);
      for (const c of r.comments)
        comment.run(spec.id, r.idx, c.attitudeId, c.author, c.topic, c.sentiment, c.text);
    }
  }
}
