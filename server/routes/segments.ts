import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.gen';
import { readBody, readQuery, RuleErrors } from '../contract/validate-request';
import type { Db } from '../db/index';
import { ACCESSIBLE_PORTFOLIOS, membershipsOf, ROLE } from '../lib/access';
import { actorOf, recordActivity } from '../lib/activity';
import type { App, Deps } from '../lib/context';
import { forbidden } from '../lib/errors';
import { paginate } from '../lib/pagination';
import { route } from '../lib/router';
import { MSG } from '../lib/validate';

type Segment = components['schemas']['Segment'];

interface SegmentRow {
  id: string;
  name: string;
  description: string;
  portfolio_id: string;
  portfolio_name: string;
}

const SEGMENT_COLUMNS = `s.id, s.name, s.description, p.id AS portfolio_id, p.name AS portfolio_name
  FROM segments s JOIN portfolios p ON p.id = s.portfolio_id`;

export function segmentRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  route(app, '/api/v1/segments/', {
    GET: (c) => {
      const url = new URL(c.req.url);
      const query = readQuery(c, 'segments_list');
      const portfolioId = query.portfolio_id ?? null;
      // An extension: one organization's, for a user who belongs to several.
      const organizationId = query.organization_id ?? null;

      const params = { userId: c.get('user').id, portfolioId, organizationId };
      const where = `WHERE s.portfolio_id IN (SELECT portfolio_id FROM (${ACCESSIBLE_PORTFOLIOS})
                                   WHERE @organizationId IS NULL OR organization_id = @organizationId)
                       AND (@portfolioId IS NULL OR s.portfolio_id = @portfolioId)`;
      const count = db
        .prepare(`SELECT count(*) FROM segments s ${where}`)
        .pluck()
        .get(params) as number;
      const page = paginate(url, count, (limit, offset) =>
        (
          db
            .prepare(
              `SELECT ${SEGMENT_COLUMNS} ${where}
               ORDER BY s.created_at DESC, s.id LIMIT @limit OFFSET @offset`,
            )
            .all({ ...params, limit, offset }) as SegmentRow[]
        ).map((row) => serialize(db, row)),
      );
      const body: components['schemas']['PaginatedSegmentList'] = page;
      return c.json(body);
    },

    POST: async (c) => {
      const userId = c.get('user').id;
      // Checked before the body, as DRF checks permissions first: a member never gets to learn
      // which portfolio ids exist.
      if (!membershipsOf(db, userId).some((m) => m.role >= ROLE.collaborator)) throw forbidden();

      const {
        name,
        portfolio_id: portfolioId,
        description,
        configuration_ids: configurationIds,
      } = await readBody(c, 'segments_create');

      // With its organization and name, which the activity entry records.
      const portfolio = db
        .prepare(
          `SELECT a.role, a.organization_id, p.name FROM (${ACCESSIBLE_PORTFOLIOS}) a
             JOIN portfolios p ON p.id = a.portfolio_id WHERE a.portfolio_id = @portfolioId`,
        )
        .get({ userId, portfolioId }) as
        { role: number; organization_id: string; name: string } | undefined;
      // Existence, which the contract cannot say.
      const rules = new RuleErrors();
      if (portfolio === undefined) rules.fail('portfolio_id', MSG.missingPk(portfolioId));
      rules.done();
      if (portfolio!.role < ROLE.collaborator) throw forbidden();

      const id = randomUUID();
      db.transaction(() => {
        db.prepare(
          'INSERT INTO segments (id, portfolio_id, name, description, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(id, portfolioId, name, description ?? '', deps.now().toISOString());
        // Configurations of other portfolios are dropped silently, as the interface requires.
        const add = db.prepare(
          `INSERT OR IGNORE INTO segment_configurations (segment_id, configuration_id)
           SELECT @id, c.id FROM configurations c JOIN reports r ON r.id = c.report_id
            WHERE c.id = @configurationId AND r.portfolio_id = @portfolioId`,
        );
        const kept = new Set<string>();
        for (const configurationId of configurationIds ?? []) {
          if (add.run({ id, configurationId, portfolioId }).changes > 0) kept.add(configurationId);
        }
        recordActivity(db, deps.now(), {
          organizationId: portfolio!.organization_id,
          actor: actorOf(c.get('user')),
          action: 'segment.created',
          target: { type: 'segment', id, label: name! },
          details: {
            portfolio: { id: portfolioId!, name: portfolio!.name },
            configuration_ids: [...kept].sort(),
          },
        });
      })();

      const row = db.prepare(`SELECT ${SEGMENT_COLUMNS} WHERE s.id = ?`).get(id) as SegmentRow;
      return c.json(serialize(db, row), 201);
    },
  });
}

function serialize(db: Db, row: SegmentRow): Segment {
  const configurations = db
    .prepare(
      `SELECT c.id, r.name AS report_name, r.issued_at AS report_issued_at
         FROM segment_configurations sc
         JOIN configurations c ON c.id = sc.configuration_id
         JOIN reports r ON r.id = c.report_id
        WHERE sc.segment_id = ? ORDER BY r.issued_at DESC, c.position, c.id`,
    )
    .all(row.id) as Segment['configurations'];
  return {
    id: row.id,
    name: row.name,
    portfolio: { id: row.portfolio_id, name: row.portfolio_name },
    configurations,
    description: row.description,
  };
}
