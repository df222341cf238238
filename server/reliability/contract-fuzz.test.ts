import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiMode } from '../lib/env';
import { MAX_REQUEST_TARGET_BYTES } from '../lib/middleware';
import { EXTENSIONS } from '../lib/published';
import { issueToken } from '../lib/tokens';
import { dbChecksum, seedIds } from '../test/fixtures';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';
import { expectMatchesContract, type Seen } from '../test/contract';
import {
  type Gen,
  type IdPools,
  objectBody,
  operations,
  pathId,
  queryValue,
  rawBodies,
  valid,
} from './openapi-arbitrary';

const good = (pool: string[]) =>
  fc.constantFrom(...pool).map((value): Gen<string> => ({ value, bad: false }));

/**
 * Contract fuzzing generated from openapi.yaml, in both directions: every operation gets valid,
 * boundary and invalid requests (wrong types, missing and extra fields, control characters, odd
 * unicode, huge strings, malformed JSON, request targets at and over the length limit).
 *
 * - None may answer 5xx, and every answer must match the document.
 * - A request the document forbids must be refused, and leave every writable table as it was.
 * - A request the document allows must not be refused for its form (400, 413, 414 or 431),
 *   unless the refusal is one of the few business rules below that a generator cannot know.
 *
 * It runs against the reference server and against the published mode (PULSE_API_MODE=published),
 * where every extension operation must answer 404 and no answer may hold an extension field.
 *
 * `npm test` runs a fixed seed; the soak passes FUZZ_SEED (random, logged) and FUZZ_RUNS.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/**
 * The refusals of an allowed request that are business rules, not form: each is a 400 whose every
 * message matches one of these (for an operation matching `operation`). Kept few and explicit.
 */
const BUSINESS_RULES: { operation: RegExp; field?: string; message: RegExp; why: string }[] = [
  {
    operation: /./,
    message: /Invalid pk "[^"]*" - object does not exist\./,
    why: 'a well-formed id of nothing the caller may use (another tenant, not administered)',
  },
  {
    operation: /\/(filter|compare|trend)\/$/,
    message: /Unknown dataset_filterable_id/,
    why: "a filterable of another report's dataset (for a trend: of none of the segment's waves)",
  },
  {
    operation: /\/compare\/$/,
    field: 'b',
    message: /another model version/,
    why: 'two reports whose attitudes cannot be compared',
  },
  {
    operation: /organization-invitations\/\{id\}\/$/,
    field: 'email',
    message: /^An invitation for this address is already pending\.$/,
    why: 'a second pending invitation for one address',
  },
  {
    operation: /download_dataset\/$/,
    field: 'omit_columns',
    message: /^(Unknown column\(s\): |At least one column must be kept\.$)/,
    why: "the dataset's columns",
  },
  {
    operation: /^POST \/api\/v1\/saved-views\/$/,
    field: 'state',
    message:
      /^(?:compare\.)?(?:filters: Unknown dataset_filterable_id|report_id: this report uses another model version)|^Ensure the state has no more than 8192 bytes as JSON|^trend: (?:Only a view with tab "trend" has a segment|This field is required when tab is "trend")\.$|^report_id: Not a report of the trend’s segment\.$/,
    why: "a filterable of another report's dataset, group B of another model version, a state over 8 KB of JSON, a segment with a tab other than trend (or none with it), a report outside the trend's segment",
  },
  {
    operation: /^POST \/api\/v1\/saved-views\/$/,
    field: 'non_field_errors',
    message: /^You can keep at most 200 saved views/,
    why: 'the 200 views a user may keep',
  },
  {
    operation: /^POST \/auth\/login\/$/,
    field: 'non_field_errors',
    message: /^Unable to log in with provided credentials\.$/,
    why: 'a wrong password',
  },
];

/** Every `[field, message]` of a DRF error body, list items by index included. */
function messages(body: unknown): [string, string][] {
  if (!body || typeof body !== 'object') return [['', String(body)]];
  return Object.entries(body as Record<string, unknown>).flatMap(([field, value]) => {
    if (typeof value === 'string') return [[field, value] as [string, string]];
    if (Array.isArray(value)) return value.map((m) => [field, String(m)] as [string, string]);
    if (value && typeof value === 'object')
      return Object.values(value).flatMap((list) =>
        (Array.isArray(list) ? list : [list]).map((m) => [field, String(m)] as [string, string]),
      );
    return [[field, JSON.stringify(value)] as [string, string]];
  });
}

const isBusinessRule = (label: string, res: Seen) =>
  res.status === 400 &&
  messages(res.body).every(([field, message]) =>
    BUSINESS_RULES.some(
      (rule) =>
        rule.operation.test(label) &&
        (rule.field === undefined || rule.field === field) &&
        rule.message.test(message),
    ),
  );

/** Refusals for the request's form: for an allowed request, only a business rule may give one. */
const FORM_REFUSALS = [400, 413, 414, 431];

/** The request target `send` makes of a path and query, as the server measures it. */
function targetOf(path: string, params: Record<string, string>, query: Record<string, string[]>) {
  const url = new URL(
    path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? ''),
    'http://localhost',
  );
  for (const [key, values] of Object.entries(query)) {
    for (const v of values) url.searchParams.append(key, v);
  }
  return url.pathname + url.search;
}

for (const mode of ['reference', 'published'] as ApiMode[]) {
  describe(`contract fuzzing from openapi.yaml (${mode})`, () => {
    fuzz(mode);
  });
}

function fuzz(mode: ApiMode) {
  let server: TestServer;
  let ids: ReturnType<typeof seedIds>;
  let tokens: Record<string, string>;
  const extension = (label: string) =>
    mode === 'published' && (EXTENSIONS.operations as readonly string[]).includes(label);

  beforeAll(async () => {
    // Sign-in failures from the fuzzed login bodies must not lock out the harness's own sign-ins
    // (per address); the per-account limit stays low so fuzzing still reaches the 429 branch.
    server = await startServer({
      loginLimits: { perAccount: 5, perAddress: 1e9, windowSeconds: 300 },
      apiMode: mode,
    });
    ids = seedIds(server.db);
    tokens = {
      admin: await server.login(ACCOUNTS.admin),
      analyst: await server.login(ACCOUNTS.analyst),
      viewer: await server.login(ACCOUNTS.viewer),
      globex: await server.login(ACCOUNTS.globexAdmin),
    };
  });
  afterAll(() => server.close());

  const pools: IdPools = (name) => {
    switch (name) {
      case 'organization_id':
        return [ids.acme, ids.globex];
      case 'portfolio_id':
      case 'accessible_portfolio_id':
        return [...ids.acmePortfolios, ids.globexPortfolio];
      case 'configuration_id':
        return [
          ids.primaryConfiguration,
          ...(ids.secondaryConfiguration ? [ids.secondaryConfiguration] : []),
          ids.globexConfiguration,
        ];
      case 'dataset_filterable_id':
        return [ids.filterable];
      case 'report_id':
        return [ids.viewerReport, ids.hiddenFromViewer, ids.globexReport];
      case 'email':
        return Object.values(ACCOUNTS);
      case 'password':
        return ['demo1234'];
      default:
        return [];
    }
  };
  const pathPool = (path: string): string[] => {
    if (path.includes('organization-invitations')) return [ids.acmeInvitation];
    if (path.includes('saved-views')) {
      return [ids.acmeSharedView, ids.acmePrivateView, ids.acmeAnalystView, ids.globexSharedView];
    }
    if (path.includes('organizations')) return [ids.acme, ids.globex];
    if (path.includes('reports')) return [ids.viewerReport, ids.hiddenFromViewer, ids.globexReport];
    if (path.includes('segments'))
      return [ids.trackerSegment, ids.hiddenSegment, ids.globexSegment];
    return [];
  };

  interface Tally {
    requests: number;
    ok: number;
    refused: number;
    forbiddenSent: number;
    businessRules: number;
    statuses: Record<number, number>;
    passed: boolean;
    resets: number;
  }

  const tallies = new Map<string, Tally>();

  const fresh = (userEmail: string) => {
    // /auth/logout/ revokes the token it is given: hand it one of its own each time.
    const user = server.db
      .prepare('SELECT id FROM users WHERE email = ?')
      .pluck()
      .get(userEmail) as string;
    return issueToken(server.db, user, server.clock.now, 3600).token;
  };

  {
    const ops = operations();

    it('covers every operation of the document', () => {
      expect(ops.length).toBeGreaterThanOrEqual(16);
    });

    // Found by the soak (seed 1798993643): the server saved an address its own answer could not
    // carry validly (`format: email`), so the saved invitation broke the contract on every read.
    it.each([
      '+++_.@fuzz.test',
      '.a@example.com',
      'a..b@example.com',
      'a@-b.example.com',
      'a@b.c-',
    ])('refuses the e-mail %s that the document’s format rejects', async (email) => {
      const res = await server.call('PUT', '/api/v1/organization-invitations/{id}/', {
        token: tokens.admin,
        params: { id: randomUUID() },
        body: { email, organization_id: ids.acme },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ email: ['Enter a valid email address.'] });
    });

    it.each(ops.map((op, i) => [`${op.method} ${op.path}`, op, i] as const))(
      '%s: no 5xx, every answer documented, forbidden requests refused and harmless',
      async (label, op, index) => {
        const tally: Tally = {
          requests: 0,
          ok: 0,
          refused: 0,
          forbiddenSent: 0,
          businessRules: 0,
          statuses: {},
          passed: false,
          resets: 0,
        };
        tallies.set(label, tally);

        const params = op.parameters.filter((p) => p.in === 'path');
        const queryParams = op.parameters.filter((p) => p.in === 'query');
        const ignored: readonly string[] =
          mode === 'published'
            ? ((EXTENSIONS.parameters as Record<string, readonly string[]>)[label] ?? [])
            : [];
        const pathArb =
          params.length > 0
            ? fc
                .oneof(pathId(pathPool(op.path)), good(pathPool(op.path)))
                .map((g) => ({ value: { id: g.value } as Record<string, string>, bad: g.bad }))
            : fc.constant<Gen<Record<string, string>>>({ value: {}, bad: false });
        const queryArb = fc
          .tuple(
            ...queryParams.map((p) =>
              fc.option(
                queryValue(p, pools).map(
                  // In the published mode an extension parameter is unknown: any value goes.
                  (g) => [p.name, ignored.includes(p.name) ? { ...g, bad: false } : g] as const,
                ),
                { nil: undefined, freq: 2 },
              ),
            ),
            fc.dictionary(
              fc.constantFrom('unknown', 'format', 'search', 'limit', 'offset'),
              fc.string({ maxLength: 10 }),
              { maxKeys: 2 },
            ),
            // Now and then a request target padded to exactly the limit, or just past it.
            fc.oneof(
              { weight: 14, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: fc.constantFrom('limit' as const, 'over' as const) },
            ),
          )
          .map((parts) => {
            const pad = parts.pop() as 'limit' | 'over' | undefined;
            const extra = parts.pop() as Record<string, string>;
            const query: Record<string, string[]> = Object.fromEntries(
              Object.entries(extra).map(([k, v]) => [k, [v]]),
            );
            let bad = false;
            for (const part of parts as ([string, Gen<string[]>] | undefined)[]) {
              if (!part) continue;
              query[part[0]] = part[1].value;
              bad ||= part[1].bad;
            }
            return { value: query, bad, pad };
          });
        type Body = Gen<{ json?: unknown; text?: string; contentType?: string }>;
        const bodyArb: fc.Arbitrary<Body> = op.body
          ? fc.oneof(
              {
                weight: 8,
                arbitrary: objectBody(op.body, pools).map((g) => ({
                  value: { json: g.value },
                  bad: g.bad,
                })),
              },
              { weight: 1, arbitrary: rawBodies() },
              // Wholly valid bodies too, so the success paths (and their answers) get exercised.
              {
                weight: 4,
                arbitrary: valid(op.body, 'body', pools).map((json) => ({
                  value: { json },
                  bad: false,
                })),
              },
            )
          : fc.constant({ value: {}, bad: false });
        const who = op.public
          ? fc.constant('none')
          : fc.constantFrom(
              'admin',
              'admin',
              'admin',
              'admin',
              'admin',
              'analyst',
              'viewer',
              'globex',
              'none',
              'garbage',
            );

        await fc.assert(
          fc.asyncProperty(pathArb, queryArb, bodyArb, who, async (path, query, body, actor) => {
            // The target decides between an answer and a 414, whatever else the request holds.
            let sentQuery = query.value;
            let target = targetOf(op.path, path.value, sentQuery);
            if (query.pad && target.length < MAX_REQUEST_TARGET_BYTES - 10) {
              // `?pad=` or `&pad=` and the padding, to end exactly at the limit (or one past it).
              const room = MAX_REQUEST_TARGET_BYTES - target.length - '&pad='.length;
              sentQuery = {
                ...sentQuery,
                pad: ['x'.repeat(room + (query.pad === 'over' ? 1 : 0))],
              };
              target = targetOf(op.path, path.value, sentQuery);
              expect(target.length - MAX_REQUEST_TARGET_BYTES).toBe(query.pad === 'over' ? 1 : 0);
            }
            const tooLong = target.length > MAX_REQUEST_TARGET_BYTES;
            const token =
              actor === 'none'
                ? undefined
                : actor === 'garbage'
                  ? 'not-a-token'
                  : op.path === '/auth/logout/'
                    ? fresh(ACCOUNTS[actor === 'globex' ? 'globexAdmin' : (actor as 'admin')])
                    : tokens[actor];
            const before = dbChecksum(server.db);
            // A download is the one read that records itself in the activity log.
            const beforeReads = dbChecksum(server.db, { readsThatRecord: true });
            const headers: Record<string, string> = {};
            if (body.value.contentType) headers['Content-Type'] = body.value.contentType;
            const request = () =>
              send(server.baseUrl, op.method, op.path, {
                token,
                params: path.value,
                query: sentQuery,
                body: body.value.text ?? body.value.json,
                headers,
              });
            // A keep-alive socket the server closes just as the client reuses it resets the
            // connection (a client/server timer race, not an answer): retry once, and count it.
            const res = await request().catch((error: unknown) => {
              tally.resets++;
              if (!String((error as Error).cause).includes('ECONNRESET')) throw error;
              return request();
            });
            tally.requests++;
            tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
            const forbidden = path.bad || query.bad || body.bad || tooLong;
            if (forbidden) tally.forbiddenSent++;
            const described = () =>
              JSON.stringify({
                path,
                query: { ...sentQuery, pad: sentQuery.pad && `${target.length} bytes` },
                body,
                actor,
              }).slice(0, 600);

            expect(
              res.status,
              `${label} answered ${res.status}: ${JSON.stringify(res.body)?.slice(0, 300)}`,
            ).toBeLessThan(500);
            // A path id such as `..` or `%2F` names another URL than the operation's: in the
            // published mode an extension operation is then not what answers.
            const elsewhere = extension(label) && path.bad;
            expectMatchesContract(op.method, op.path, res, {
              published: mode === 'published' && !elsewhere,
            });
            if (res.status < 400) tally.ok++;
            else tally.refused++;
            if (tooLong) {
              expect(res.status, `${label}: a target of ${target.length} bytes`).toBe(414);
            } else if (extension(label) && !elsewhere) {
              expect(res.status, `${label}: an extension in the published mode`).toBe(404);
            } else if (forbidden) {
              expect(
                res.status,
                `${label}: a request the document forbids was accepted: ${described()}`,
              ).toBeGreaterThanOrEqual(400);
            } else if (FORM_REFUSALS.includes(res.status)) {
              expect(
                isBusinessRule(label, res),
                `${label}: a request the document allows was refused with ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}: ${described()}`,
              ).toBe(true);
              tally.businessRules++;
            }
            if (res.status >= 400) expect(dbChecksum(server.db)).toBe(before);
            else if (op.method === 'GET') {
              expect(dbChecksum(server.db, { readsThatRecord: true })).toBe(beforeReads);
            }
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
        tally.passed = true;
      },
    );

    afterAll(() => {
      const rows = [...tallies].map(([label, t]) => ({
        operation: label,
        requests: t.requests,
        accepted: t.ok,
        refused: t.refused,
        forbidden_sent: t.forbiddenSent,
        business_rules: t.businessRules,
        resets: t.resets,
        statuses: Object.entries(t.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      }));
      const total = rows.reduce((n, r) => n + r.requests, 0);
      const failed = [...tallies.values()].filter((t) => !t.passed).length;
      console.log(
        `contract fuzz (${mode}): seed ${SEED}, ${RUNS} runs per operation, ${rows.length} operations, ${total} requests, ${failed} failing operations`,
      );
      console.table(rows);
    });
  }
}
