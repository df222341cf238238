import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { pathId, readBody, readQuery, RuleErrors } from '../contract/validate-request';
import { actorOf, changesBetween, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { checkState, requireRoomForAnother, stateDraft } from '../lib/saved-view-state';
import { mayDelete, ownerName, savedView } from '../serializers/saved-view';
import { reportStore } from '../stores/reports';
import { savedViewStore } from '../stores/saved-views';

export { MAX_STATE_BYTES, MAX_VIEWS_PER_USER } from '../lib/saved-view-state';

type Schemas = components['schemas'];

export function savedViewRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const views = savedViewStore(db);
  const reports = reportStore(db);

  route(app, '/api/v1/saved-views/', {
    GET: (c) => {
      const userId = c.get('user').id;
      const query = readQuery(c, 'saved_views_list');
      const { count, page } = views.list({
        userId,
        reportId: query.report_id ?? null,
        organizationId: query.organization_id ?? null,
        scope: query.scope ?? null,
      });
      const body: Schemas['PaginatedSavedViewList'] = paginate(
        new URL(c.req.url),
        count,
        (limit, offset) => page(limit, offset).map((row) => savedView(row, userId)),
      );
      return c.json(body);
    },

    POST: async (c) => {
      const user = c.get('user');
      const input = await readBody(c, 'saved_views_create');
      const scope = input.scope ?? 'private';
      // What the contract cannot say: the ids must exist and be the user's to open, group B's
      // report of the same model version, and the state within its byte limit.
      const rules = new RuleErrors();
      const state = checkState(db, reports, user.id, stateDraft(input.state), rules);
      rules.done();

      const id = randomUUID();
      const now = deps.now();
      const report = state.report;
      db.transaction(() => {
        requireRoomForAnother(views.countOwnedBy(user.id));
        views.insert({
          id,
          owner: user.id,
          organizationId: report.organization_id,
          reportId: report.id,
          compareReportId: state.compareReportId,
          name: input.name,
          scope,
          state: JSON.stringify(state.value),
          now: now.toISOString(),
        });
        // Saving a view is using it: it starts at the top of its owner's list.
        views.markUsed(id, user.id, now);
        recordActivity(db, now, {
          organizationId: report.organization_id,
          actor: actorOf(user),
          action: 'saved_view.created',
          target: { type: 'saved_view', id, label: input.name },
          details: { report: { id: report.id, name: report.name }, scope },
        });
      })();
      return c.json(savedView(views.visible(id, user.id)!, user.id), 201);
    },
  });

  route(app, '/api/v1/saved-views/:id/', {
    GET: (c) => {
      const userId = c.get('user').id;
      const view = views.visible(pathId(c, 'saved_views_retrieve'), userId);
      if (!view) throw notFound();
      return c.json(savedView(view, userId));
    },

    PATCH: async (c) => {
      const user = c.get('user');
      const id = pathId(c, 'saved_views_partial_update');
      const view = views.visible(id, user.id);
      if (!view) throw notFound();
      // Only the owner renames, checked before the body is read: an administrator may delete an
      // organization's view but not put words in its owner's mouth.
      if (view.owner_user_id !== user.id) throw forbidden();

      const { name, scope } = await readBody(c, 'saved_views_partial_update');

      const now = deps.now();
      db.transaction(() => {
        // Read again: the view may have gone while the body was read.
        const current = views.visible(id, user.id);
        if (!current) throw notFound();
        const changes = changesBetween(
          { name: current.name, scope: current.scope },
          { ...(name == null ? {} : { name }), ...(scope === undefined ? {} : { scope }) },
        );
        if (Object.keys(changes).length === 0) return;
        views.update(id, name ?? current.name, scope ?? current.scope, now);
        recordActivity(db, now, {
          organizationId: current.organization_id,
          actor: actorOf(user),
          action: 'saved_view.updated',
          target: { type: 'saved_view', id, label: name ?? current.name },
          details: { changes },
        });
      })();
      return c.json(savedView(views.visible(id, user.id)!, user.id));
    },

    DELETE: (c) => {
      const user = c.get('user');
      const id = pathId(c, 'saved_views_destroy');
      const view = views.visible(id, user.id);
      if (!view) throw notFound();
      if (!mayDelete(view, user.id)) throw forbidden();
      db.transaction(() => {
        views.remove(id);
        recordActivity(db, deps.now(), {
          organizationId: view.organization_id,
          actor: actorOf(user),
          action: 'saved_view.deleted',
          target: { type: 'saved_view', id, label: view.name },
          details: {
            report: { id: view.report_id, name: view.report_name },
            scope: view.scope,
            owner: { id: view.owner_user_id, name: ownerName(view) },
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
      if (!views.visible(id, userId)) throw notFound();
      views.markUsed(id, userId, deps.now());
      return c.body(null, 204);
    },
  });
}
