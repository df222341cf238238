import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { filterInputs } from '../contract/filters';
import { pathId, readBody, readQuery, RuleErrors } from '../contract/validate-request';
import { type Db, prepared } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS, ROLE } from '../lib/access';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import type { FilterInput } from '../lib/engine-port';
import { forbidden, notFound, validationFailed } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';
import { findConfiguration } from '../serializers/report-view';

type Schemas = components['schemas'];
type SavedView = Schemas['SavedView'];
type SavedViewState = Schemas['SavedViewState'];
type SavedViewOptions = Schemas['SavedViewOptions'];
type Scope = Schemas['SavedViewScope'];
type Tab = SavedViewState['tab'];

/** Views one user may keep: enough for any way of working, few enough to list in one menu. */
export const MAX_VIEWS_PER_USER = 200;
/** The stored state as JSON (UTF-8): what a report page's URL holds, with room to spare. */
export const MAX_STATE_BYTES = 8192;

/** Reports the user can open, as a subquery bound to `@userId`. */
const READABLE_REPORTS = `SELECT r.id FROM reports r
  WHERE r.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS}))`;

/**
 * The views a user sees: their own and the organization-scoped ones, and of those only the ones
 * whose every report (group B's too) the user can open. Everything else reads as missing.
 */
const VISIBLE = `(v.scope = 'organization' OR v.owner_user_id = @userId)
  AND v.report_id IN (${READABLE_REPORTS})
  AND (v.compare_report_id IS NULL OR v.compare_report_id IN (${READABLE_REPORTS}))`;

const SELECT_VIEW = `
  SELECT v.id, v.name, v.scope, v.state, v.created_at, v.updated_at, v.owner_user_id,
         v.organization_id, o.name AS organization_name, r.id AS report_id, r.name AS report_name,
         u.first_name AS owner_first_name, u.last_name AS owner_last_name,
         mu.used_at AS last_used_at,
         (SELECT m.role FROM memberships m
           WHERE m.user_id = @userId AND m.organization_id = v.organization_id) AS role
    FROM saved_views v
    JOIN reports r ON r.id = v.report_id
    JOIN organizations o ON o.id = v.organization_id
    JOIN users u ON u.id = v.owner_user_id
    LEFT JOIN saved_view_uses mu ON mu.saved_view_id = v.id AND mu.user_id = @userId`;

interface ViewRow {
  id: string;
  name: string;
  scope: Scope;
  state: string;
  created_at: string;
  updated_at: string;
  owner_user_id: string;
  organization_id: string;
  organization_name: string | null;
  report_id: string;
  report_name: string;
  owner_first_name: string;
  owner_last_name: string;
  last_used_at: string | null;
  role: number | null;
}

interface ReadableReport {
  id: string;
  name: string;
  dataset_id: string;
  model_version_id: number;
  organization_id: string;
}

export function savedViewRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** The view if this user sees it, else undefined (missing and hidden read alike). */
  const visible = (id: string, userId: string) =>
    prepared(db, `${SELECT_VIEW} WHERE v.id = @id AND ${VISIBLE}`).get({ id, userId }) as
      ViewRow | undefined;

  route(app, '/api/v1/saved-views/', {
    GET: (c) => {
      const userId = c.get('user').id;
      const url = new URL(c.req.url);
      const query = readQuery(c, 'saved_views_list');
      const reportId = query.report_id ?? null;
      const organizationId = query.organization_id ?? null;
      const scope = query.scope ?? null;

      const params = { userId, reportId, organizationId, scope };
      const where = `WHERE ${VISIBLE}
        AND (@reportId IS NULL OR v.report_id = @reportId)
        AND (@organizationId IS NULL OR v.organization_id = @organizationId)
        AND (@scope IS NULL OR v.scope = @scope)`;
      const count = prepared(db, `SELECT count(*) FROM saved_views v ${where}`, 'pluck').get(
        params,
      ) as number;
      // Most recently used by this user first; a view they never used, by when it was saved.
      const page = paginate(url, count, (limit, offset) =>
        (
          prepared(
            db,
            `${SELECT_VIEW} ${where}
              ORDER BY coalesce(mu.used_at, v.created_at) DESC, v.id LIMIT @limit OFFSET @offset`,
          ).all({ ...params, limit, offset }) as ViewRow[]
        ).map((row) => serialize(row, userId)),
      );
      const body: Schemas['PaginatedSavedViewList'] = page;
      return c.json(body);
    },

    POST: async (c) => {
      const user = c.get('user');
      const input = await readBody(c, 'saved_views_create');
      const { name } = input;
      const scope = input.scope ?? 'private';

      // What the contract cannot say: the ids must exist and be the user's to open, group B's
      // report of the same model version, and the state within its byte limit.
      const rules = new RuleErrors();
      const state = checkState(db, user.id, stateDraft(input.state), rules);
      const bytes = Buffer.byteLength(JSON.stringify(state.value));
      if (bytes > MAX_STATE_BYTES) {
        rules.fail(
          'state',
          `Ensure the state has no more than ${MAX_STATE_BYTES} bytes as JSON (it has ${bytes}).`,
        );
      }
      rules.done();

      const id = randomUUID();
      const now = deps.now();
      db.transaction(() => {
        const kept = prepared(
          db,
          'SELECT count(*) FROM saved_views WHERE owner_user_id = ?',
          'pluck',
        ).get(user.id) as number;
        if (kept >= MAX_VIEWS_PER_USER) {
          throw validationFailed({
            non_field_errors: [
              `You can keep at most ${MAX_VIEWS_PER_USER} saved views; delete one to save another.`,
            ],
          });
        }
        const report = state.report;
        prepared(
          db,
          `INSERT INTO saved_views (id, owner_user_id, organization_id, report_id, compare_report_id,
                                    name, scope, state, created_at, updated_at)
           VALUES (@id, @owner, @organizationId, @reportId, @compareReportId, @name, @scope,
                   @state, @now, @now)`,
        ).run({
          id,
          owner: user.id,
          organizationId: report.organization_id,
          reportId: report.id,
          compareReportId: state.compareReportId,
          name,
          scope,
          state: JSON.stringify(state.value),
          now: now.toISOString(),
        });
        // Saving a view is using it: it starts at the top of its owner's list.
        markUsed(db, id, user.id, now);
        recordActivity(db, now, {
          organizationId: report.organization_id,
          actor: actorOf(user),
          action: 'saved_view.created',
          target: { type: 'saved_view', id, label: name! },
          details: { report: { id: report.id, name: report.name }, scope },
        });
      })();
      return c.json(serialize(visible(id, user.id)!, user.id), 201);
    },
  });

  route(app, '/api/v1/saved-views/:id/', {
    GET: (c) => {
      const userId = c.get('user').id;
      const view = visible(pathId(c, 'saved_views_retrieve'), userId);
      if (!view) throw notFound();
      return c.json(serialize(view, userId));
    },

    PATCH: async (c) => {
      const user = c.get('user');
      const id = pathId(c, 'saved_views_partial_update');
      const view = visible(id, user.id);
      if (!view) throw notFound();
      // Only the owner renames, checked before the body is read: an administrator may delete an
      // organization's view but not put words in its owner's mouth.
      if (view.owner_user_id !== user.id) throw forbidden();

      const { name, scope } = await readBody(c, 'saved_views_partial_update');

      const now = deps.now();
      db.transaction(() => {
        // Read again: the view may have gone while the body was read.
        const current = visible(id, user.id);
        if (!current) throw notFound();
        const changes = changesBetween(
          { name: current.name, scope: current.scope },
          { ...(name == null ? {} : { name }), ...(scope === undefined ? {} : { scope }) },
        );
        if (Object.keys(changes).length === 0) return;
        prepared(
          db,
          `UPDATE saved_views SET name = @name, scope = @scope, updated_at = @now WHERE id = @id`,
        ).run({
          id,
          name: name ?? current.name,
          scope: scope ?? current.scope,
          now: now.toISOString(),
        });
        recordActivity(db, now, {
          organizationId: current.organization_id,
          actor: actorOf(user),
          action: 'saved_view.updated',
          target: { type: 'saved_view', id, label: name ?? current.name },
          details: { changes },
        });
      })();
      return c.json(serialize(visible(id, user.id)!, user.id));
    },

    DELETE: (c) => {
      const user = c.get('user');
      const id = pathId(c, 'saved_views_destroy');
      const view = visible(id, user.id);
      if (!view) throw notFound();
      if (!mayDelete(view, user.id)) throw forbidden();
      db.transaction(() => {
        prepared(db, 'DELETE FROM saved_views WHERE id = ?').run(id);
        recordActivity(db, deps.now(), {
          organizationId: view.organization_id,
          actor: actorOf(user),
          action: 'saved_view.deleted',
          target: { type: 'saved_view', id, label: view.name },
          details: {
            report: { id: view.report_id, name: view.report_name },
            scope: view.scope,
            owner: {
              id: view.owner_user_id,
              name: `${view.owner_first_name} ${view.owner_last_name}`.trim(),
            },
          },
        });
      })();
      return c.body(null, 204);
    },
  });

  route(app, '/api/v1/saved-views/:id/used/', {
    POST: (c) => {
      const userId = c.get('user').id;
      const id = pathId(c, 'saved_views_used_create');
      if (!visible(id, userId)) throw notFound();
      markUsed(db, id, userId, deps.now());
      return c.body(null, 204);
    },
  });
}

function markUsed(db: Db, viewId: string, userId: string, at: Date): void {
  prepared(
    db,
    `INSERT INTO saved_view_uses (saved_view_id, user_id, used_at) VALUES (?, ?, ?)
     ON CONFLICT (saved_view_id, user_id) DO UPDATE SET used_at = excluded.used_at`,
  ).run(viewId, userId, at.toISOString());
}

const mayDelete = (view: ViewRow, userId: string) =>
  view.owner_user_id === userId ||
  (view.scope === 'organization' && view.role === ROLE.administrator);

function serialize(row: ViewRow, userId: string): SavedView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    report: { id: row.report_id, name: row.report_name },
    organization: { id: row.organization_id, name: row.organization_name },
    owner: {
      id: row.owner_user_id,
      full_name: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
    },
    state: JSON.parse(row.state) as SavedViewState,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used_at: row.last_used_at,
    can_edit: row.owner_user_id === userId,
    can_delete: mayDelete(row, userId),
  };
}

/** A state as read from the body, before its ids are checked against the database. */
interface StateDraft {
  reportId: string;
  configurationId: string | null;
  filters: FilterInput[];
  tab: Tab;
  compare: {
    reportId: string | null;
    configurationId: string | null;
    filters: FilterInput[];
  } | null;
  options: SavedViewOptions;
}

/** The validated state as the checks below take it; of `options`, only what was given. */
function stateDraft(s: Schemas['SavedViewStateRequest']): StateDraft {
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
    options,
  };
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

/**
 * The state checked against what the user may open: the report (and group B's) must be readable,
 * each configuration one of its report's, each filterable one of that report's dataset, and group
 * B's report of the same model version. Problems go to `state`; the caller calls `done()`.
 */
function checkState(db: Db, userId: string, draft: StateDraft, rules: RuleErrors) {
  const fail = (message: string) => rules.fail('state', message);
  const readable = (id: string) =>
    prepared(
      db,
      `SELECT r.id, r.name, r.dataset_id, r.model_version_id, p.organization_id
         FROM reports r JOIN portfolios p ON p.id = r.portfolio_id
        WHERE r.id = @id AND r.id IN (${READABLE_REPORTS})`,
    ).get({ id, userId }) as ReadableReport | undefined;
  const checkGroup = (
    prefix: string,
    report: ReadableReport,
    configurationId: string | null,
    filters: FilterInput[],
  ) => {
    if (configurationId !== null && !findConfiguration(db, report.id, configurationId)) {
      fail(`${prefix}configuration_id: ${MSG.missingPk(configurationId)}`);
    }
    const known = new Set(
      prepared(db, 'SELECT id FROM filterables WHERE dataset_id = ?', 'pluck').all(
        report.dataset_id,
      ),
    );
    for (const f of filters) {
      if (!known.has(f.filterableId)) {
        fail(
          `${prefix}filters: Unknown dataset_filterable_id "${f.filterableId}" for this report.`,
        );
      }
    }
  };

  const report = readable(draft.reportId);
  if (!report) {
    fail(`report_id: ${MSG.missingPk(draft.reportId)}`);
    rules.done();
  }
  checkGroup('', report!, draft.configurationId, draft.filters);

  let compareReportId: string | null = null;
  if (draft.compare) {
    const other = draft.compare.reportId;
    const reportB = other === null ? report : readable(other);
    if (!reportB) fail(`compare.report_id: ${MSG.missingPk(other!)}`);
    else {
      if (reportB.model_version_id !== report!.model_version_id) {
        fail(`compare.report_id: ${MSG.otherModelVersion('the view’s report')}`);
      }
      checkGroup('compare.', reportB, draft.compare.configurationId, draft.compare.filters);
      if (reportB.id !== report!.id) compareReportId = reportB.id;
    }
  }

  const asItems = (filters: FilterInput[]) =>
    filters.map((f) => ({ dataset_filterable_id: f.filterableId, value: f.values }));
  const value: SavedViewState = {
    report_id: report!.id,
    configuration_id: draft.configurationId,
    filters: asItems(draft.filters),
    tab: draft.tab,
    compare: draft.compare && {
      report_id: draft.compare.reportId,
      configuration_id: draft.compare.configurationId,
      filters: asItems(draft.compare.filters),
    },
    options: draft.options,
  };
  return { report: report!, compareReportId, value };
}
