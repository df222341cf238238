import type { components } from '../../src/api/schema.gen';
import { filterInputs } from '../contract/filters';
import { pathId, readBody, readQuery, RuleErrors } from '../contract/validate-request';
import { accessibleReport } from '../lib/access';
import type { App, Deps } from '../lib/context';
import { compareGroups } from '../lib/compare-groups';
import { admitGroup, isMember, resolveGroup } from '../lib/groups';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';
import { resultForMembers } from '../privacy/member-view';
import { reportSummary } from '../serializers/report-summary';
import { reportView } from '../serializers/report-view';
import { reportStore } from '../stores/reports';

type Schemas = components['schemas'];

export function reportRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;
  const reports = reportStore(db);

  route(app, '/api/v1/reports/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = readQuery(c, 'reports_list');
      const portfolioId = query.portfolio_id ?? null;
      // An extension: one organization's, for a user who belongs to several.
      const organizationId = query.organization_id ?? null;
      const tags = query.tags ?? null;

      const { count, page } = reports.list({
        userId: c.get('user').id,
        portfolioId,
        organizationId,
        tags,
      });
      const body: Schemas['PaginatedReportSummaryList'] = paginate(url, count, (limit, offset) =>
        page(limit, offset).map(reportSummary),
      );
      return c.json(body);
    },
  });

  route(app, '/api/v1/reports/:id/filter/', {
    POST: async (c) => {
      const id = pathId(c, 'reports_filter_create');
      const report = accessibleReport(db, c.get('user').id, id);
      const input = await readBody(c, 'reports_filter_create');
      const asynchronous = input.asynchronous ?? false;
      const filters = filterInputs(input.filters);

      // Existence, which the contract cannot say: the configuration and filterables of this report.
      const rules = new RuleErrors();
      const group = resolveGroup(db, report, input.configuration_id, filters, rules.fail);
      rules.done();

      // Admission comes first: before "pending", before any cached result.
      const admission = await admitGroup(db, group!, c.get('user'), deps.now());
      const result = !admission.admitted
        ? admission.refused
        : asynchronous
          ? engine.computeAsync(group!.configuration.id, filters)
          : engine.compute(group!.configuration.id, filters);
      const shown = isMember(group!) ? resultForMembers(result) : result;
      return c.json(reportView(db, report, group!.configuration, filters, shown));
    },
  });

  route(app, '/api/v1/reports/:id/compare/', {
    POST: async (c) => {
      const userId = c.get('user').id;
      const reportA = accessibleReport(db, userId, pathId(c, 'reports_compare_create'));
      const { a, b } = await readBody(c, 'reports_compare_create');

      // Group B's report must be one the user may read, like any report: 404 otherwise.
      const reportB = b.report_id ? accessibleReport(db, userId, b.report_id) : reportA;
      // Cross-field and existence rules, which the contract cannot say; each group's problems
      // go under its field as "field: message".
      const rules = new RuleErrors();
      if (reportB.model_version_id !== reportA.model_version_id) {
        rules.fail('b', `report_id: ${MSG.otherModelVersion('report A')}`);
      }
      const fail = (side: 'a' | 'b') => (field: string, message: string) =>
        rules.fail(side, `${field}: ${message}`);
      const groupA = resolveGroup(
        db,
        reportA,
        a.configuration_id,
        filterInputs(a.filters),
        fail('a'),
      );
      const groupB = resolveGroup(
        db,
        reportB,
        b.configuration_id,
        filterInputs(b.filters),
        fail('b'),
      );
      rules.done();

      const answer = await compareGroups(db, engine, groupA!, groupB!, c.get('user'), deps.now());
      return c.json(answer);
    },
  });
}
