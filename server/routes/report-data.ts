import { pathId, readQuery, RuleErrors } from '../contract/validate-request';
import { accessibleReport, requireRole, ROLE } from '../lib/access';
import { actorOf, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { admitGroup, resolveGroup } from '../lib/groups';
import { route } from '../lib/router';
import { portfolioStore } from '../stores/portfolios';

export function reportDataRoutes(app: App, deps: Deps): void {
  const { db, engine } = deps;
  const portfolios = portfolioStore(db);

  route(app, '/api/v1/reports/:id/text_topics/sentiment_stats/', {
    GET: async (c) => {
      const id = pathId(c, 'reports_text_topics_sentiment_stats_retrieve');
      const report = accessibleReport(db, c.get('user').id, id);
      const query = readQuery(c, 'reports_text_topics_sentiment_stats_retrieve');
      const attitudes = query.attitudes ?? [];

      // Existence, which the contract cannot say. The configuration's population is a group
      // like any other: a member's passes admission.
      const rules = new RuleErrors();
      const group = resolveGroup(db, report, query.configuration_id, [], rules.fail);
      rules.done();
      const stats = engine.sentimentStats(group!.configuration.id, attitudes);
      if (!(await admitGroup(db, group!, c.get('user'), deps.now())).admitted) {
        return c.json({ ...stats, attitudes: stats.attitudes.map((a) => ({ ...a, topics: [] })) });
      }
      return c.json(stats);
    },
  });

  route(app, '/api/v1/reports/:id/download_dataset/', {
    GET: (c) => {
      const id = pathId(c, 'reports_download_dataset_retrieve');
      const report = accessibleReport(db, c.get('user').id, id);
      requireRole(report.role, ROLE.collaborator);
      const query = readQuery(c, 'reports_download_dataset_retrieve');
      const mask = query.mask_text_violations ?? false;
      const omit = (query.omit_columns ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');

      // The file's own columns, which the contract cannot say.
      const columns = new Set(engine.csvColumns(report.id));
      const unknown = omit.filter((col) => !columns.has(col));
      if (unknown.length > 0) {
        return c.json(
          { omit_columns: [`Unknown column(s): ${unknown.map((u) => `"${u}"`).join(', ')}.`] },
          400,
        );
      }
      // A file of no columns would be one empty line per respondent: a mistake, not a download.
      if (new Set(omit).size >= columns.size) {
        return c.json({ omit_columns: ['At least one column must be kept.'] }, 400);
      }

      // Recorded as the file is handed out: what was taken, with which masking and columns.
      const organizationId = portfolios.organizationOf(report.portfolio_id);
      recordActivity(db, deps.now(), {
        organizationId,
        actor: actorOf(c.get('user')),
        action: 'report.dataset_downloaded',
        target: { type: 'report', id: report.id, label: report.name },
        details: { mask_text_violations: mask, omit_columns: [...new Set(omit)] },
      });
      const chunks = engine.csv(report.id, { maskTextViolations: mask, omitColumns: omit });
      return c.body(toStream(chunks), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(`${report.name}.csv`),
      });
    },
  });
}

function toStream(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    // Pull-based, so a slow client holds back the generator instead of buffering the file.
    async pull(controller) {
      try {
        const { done, value } = await iterator.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        // Headers are gone already; aborting the body is the only honest signal left.
        console.error('CSV stream failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * An ASCII `filename` for old clients (anything risky in a header or a file system becomes `_`)
 * plus the exact name as RFC 5987 `filename*`.
 */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^A-Za-z0-9 ._()-]/g, '_').trim() || 'dataset.csv';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
