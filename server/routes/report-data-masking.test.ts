import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_PHONES } from '../seed/comments';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';

// The dataset download's masking, through the API: what `mask_text_violations` does to the file a
// collaborator receives (docs/decisions.md, CSV). The engine's own tests check maskText and the
// CSV writer; this one checks that the route hands the flag on.
const DOWNLOAD = '/api/v1/reports/{id}/download_dataset/';
const EMAIL = /[\w.+-]+@example\.com/;

let server: TestServer;
let admin: string;
/** An Acme report whose primary population holds an e-mail address in a comment, and that text. */
let report: { id: string; text: string; email: string };

beforeAll(async () => {
  server = await startServer();
  admin = await server.login(ACCOUNTS.admin);
  const { acme } = seedIds(server.db);
  const row = server.db
    .prepare(
      `SELECT r.id, c.text FROM reports r
         JOIN portfolios p ON p.id = r.portfolio_id
         JOIN comments c ON c.dataset_id = r.dataset_id
        WHERE p.organization_id = ? AND c.text LIKE 'Please contact me at %@example.com%'
        ORDER BY r.issued_at DESC, c.id LIMIT 1`,
    )
    .get(acme) as { id: string; text: string } | undefined;
  if (!row) throw new Error('The small seed should hold a comment with an e-mail address');
  report = { ...row, email: EMAIL.exec(row.text)![0] };
});
afterAll(() => server.close());

async function download(query: Record<string, string>): Promise<string> {
  const res = await server.call('GET', DOWNLOAD, {
    token: admin,
    params: { id: report.id },
    query,
  });
  expect(res.status).toBe(200);
  return res.body as string;
}

describe('GET /api/v1/reports/{id}/download_dataset/ masking', () => {
  it('replaces e-mail addresses and phone numbers in comments with *** when asked', async () => {
    const plain = await download({ mask_text_violations: 'false' });
    const masked = await download({ mask_text_violations: 'true' });
    // The unmasked file holds the address, so its absence below means something.
    expect(plain).toContain(report.text);
    expect(masked).not.toContain(report.email);
    expect(masked).not.toMatch(EMAIL);
    expect(masked).toContain(report.text.replace(report.email, '***'));
    for (const phone of SEEDED_PHONES.filter((p) => plain.includes(p))) {
      expect(masked).not.toContain(phone);
    }
    // Only comment texts change: same rows, same respondents.
    const ids = (csv: string) => csv.split('\r\n').map((line) => line.split(',')[0]);
    expect(ids(masked)).toEqual(ids(plain));
  });

  it('leaves the comments as written without the flag', async () => {
    expect(await download({})).toContain(report.text);
  });
});
