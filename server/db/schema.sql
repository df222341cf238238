-- Reference server schema (migration 1). Ids are uuid strings unless noted; times are ISO-8601 UTC text.

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  password_hash TEXT NOT NULL, -- scrypt: "scrypt$<salt b64>$<hash b64>"
  created_at TEXT NOT NULL
);

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  name TEXT,
  website TEXT NOT NULL DEFAULT '',
  primary_contact_phone TEXT NOT NULL DEFAULT '',
  needs TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
  organization_type TEXT CHECK (organization_type IN ('agency', 'corporation', 'ngo'))
);

CREATE TABLE memberships (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  role INTEGER NOT NULL, -- 0 member, 1 collaborator, 2 administrator
  PRIMARY KEY (user_id, organization_id)
);

CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY, -- sha256 hex of the bearer token; the token itself is never stored
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE portfolios (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
CREATE INDEX portfolios_org ON portfolios(organization_id, name);

-- Which portfolios a member or collaborator may read (administrators read all of their organization's).
CREATE TABLE portfolio_access (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  portfolio_id TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, portfolio_id)
);

CREATE TABLE invitations (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  inviter_user_id TEXT NOT NULL REFERENCES users(id),
  email TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  status INTEGER NOT NULL DEFAULT 0, -- stored status; a pending one past expiry_date reads as 3
  role INTEGER NOT NULL DEFAULT 0,
  email_sent INTEGER NOT NULL DEFAULT 0,
  expiry_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX invitations_org ON invitations(organization_id, expiry_date);

CREATE TABLE invitation_portfolios (
  invitation_id TEXT NOT NULL REFERENCES invitations(id) ON DELETE CASCADE,
  portfolio_id TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  PRIMARY KEY (invitation_id, portfolio_id)
);

CREATE TABLE model_versions (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  audience TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  audience_type INTEGER NOT NULL -- 0..5
);

-- Rank tiers of a model version: a main score >= threshold earns the tier.
CREATE TABLE ranks (
  id INTEGER PRIMARY KEY,
  model_version_id INTEGER NOT NULL REFERENCES model_versions(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  threshold REAL NOT NULL
);

CREATE TABLE attitudes (
  id TEXT PRIMARY KEY,
  model_version_id INTEGER NOT NULL REFERENCES model_versions(id),
  keyword TEXT NOT NULL,
  description TEXT NOT NULL,
  explanation TEXT NOT NULL,
  content_icon_url TEXT NOT NULL DEFAULT '',
  classification TEXT NOT NULL DEFAULT 'FE',
  ppp_classification TEXT NOT NULL DEFAULT 'NA',
  recommendations TEXT NOT NULL DEFAULT '[]', -- JSON [{header, subtext, example, why}]
  studies TEXT NOT NULL DEFAULT '[]', -- JSON [{title, link}]
  meta TEXT -- JSON, may be null
);
CREATE INDEX attitudes_mv ON attitudes(model_version_id, keyword);

CREATE TABLE datasets (
  id TEXT PRIMARY KEY,
  respondent_count INTEGER NOT NULL
);

-- The attitudes a dataset rates, in order; `position` indexes the perf/imp byte arrays of respondents.
CREATE TABLE dataset_attitudes (
  dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  attitude_id TEXT NOT NULL REFERENCES attitudes(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (dataset_id, position)
);

-- Respondent attributes (Age group, Gender, ...); `position` indexes the attrs byte array.
CREATE TABLE filterables (
  id TEXT PRIMARY KEY,
  dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE TABLE filterable_values (
  filterable_id TEXT NOT NULL REFERENCES filterables(id) ON DELETE CASCADE,
  code INTEGER NOT NULL, -- 1..255 (0 = no answer)
  value TEXT NOT NULL,
  PRIMARY KEY (filterable_id, code)
);

-- One row per respondent. attrs: one byte per filterable (a filterable_values code, 0 = none);
-- perf / imp: one byte per dataset attitude, rating 1..5 (0 = not rated).
CREATE TABLE respondents (
  dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  idx INTEGER NOT NULL,
  respondent_id TEXT NOT NULL,
  attrs BLOB NOT NULL,
  perf BLOB NOT NULL,
  imp BLOB NOT NULL,
  PRIMARY KEY (dataset_id, idx)
) WITHOUT ROWID;

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  dataset_id TEXT NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  respondent_idx INTEGER NOT NULL,
  attitude_id TEXT NOT NULL REFERENCES attitudes(id),
  author_name TEXT NOT NULL,
  topic TEXT NOT NULL,
  sentiment INTEGER NOT NULL CHECK (sentiment IN (-1, 0, 1)),
  text TEXT NOT NULL
);
CREATE INDEX comments_dataset ON comments(dataset_id, respondent_idx);

CREATE TABLE reports (
  id TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  dataset_id TEXT NOT NULL REFERENCES datasets(id),
  model_version_id INTEGER NOT NULL REFERENCES model_versions(id),
  name TEXT NOT NULL,
  comments TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL CHECK (tags IN ('competitive', 'segment', 'industry')),
  issued_at TEXT NOT NULL,
  meta TEXT -- JSON, may be null
);
CREATE INDEX reports_portfolio ON reports(portfolio_id, issued_at);

CREATE TABLE configurations (
  id TEXT PRIMARY KEY,
  report_id TEXT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  comments TEXT NOT NULL DEFAULT '',
  is_primary INTEGER NOT NULL DEFAULT 0,
  copied_from TEXT,
  industry_configuration TEXT,
  position INTEGER NOT NULL
);
CREATE INDEX configurations_report ON configurations(report_id, position);

-- A configuration's own saved filters (e.g. a secondary "Europe only" view); request filters are AND-ed with them.
CREATE TABLE configuration_filters (
  configuration_id TEXT NOT NULL REFERENCES configurations(id) ON DELETE CASCADE,
  filterable_id TEXT NOT NULL REFERENCES filterables(id),
  value TEXT NOT NULL, -- JSON array of strings
  PRIMARY KEY (configuration_id, filterable_id)
);

CREATE TABLE content_pages (
  id TEXT PRIMARY KEY,
  configuration_id TEXT NOT NULL REFERENCES configurations(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  icon TEXT NOT NULL,
  created_by TEXT NOT NULL REFERENCES users(id)
);

CREATE TABLE segments (
  id TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX segments_portfolio ON segments(portfolio_id, created_at);
CREATE TABLE segment_configurations (
  segment_id TEXT NOT NULL REFERENCES segments(id) ON DELETE CASCADE,
  configuration_id TEXT NOT NULL REFERENCES configurations(id) ON DELETE CASCADE,
  PRIMARY KEY (segment_id, configuration_id)
);
