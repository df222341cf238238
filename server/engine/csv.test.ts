import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed';
import { SEEDED_PHONES } from '../seed/comments';
import { CSV_CHUNK_ROWS } from './csv';
import type { CsvOptions } from './index';
import { Engine, PROFANITY } from './index';
import type { FixtureComment } from './test-fixture';
import { insertFixture, tempDatabase } from './test-fixture';
import { nonEmpty } from '../test/non-empty';

const { db, cleanup } = tempDatabase();
afterAll(cleanup);

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

/** RFC 4180 reader, written independently of the writer. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  expect(field).toBe(''); // every record ends with CRLF
  return rows;
}

const texts = [
  'Fine, but "slow"\nsecond line',
  '=HYPERLINK("https://example.com")',
  '@support help',
  'plain',
];
const fixture = insertFixture(db, {
  filterables: [
    { name: 'Region', values: ['Europe', 'Asia'] },
    { name: 'Plan', values: ['-Legacy', 'Standard'] },
  ],
  keywords: ['Trust', 'Value, money'],
  respondents: Array.from({ length: 1200 }, (_, i) => ({
    attrs: [(i % 2) + 1, i % 3 === 0 ? 1 : 2],
    perf: [i % 6, 5],
    imp: [3, 0],
  })),
  comments: texts.flatMap((text, k): FixtureComment[] => [
    { respondent: 2 * k, attitude: 0, author: 'A', topic: 'T', sentiment: 0, text },
  ]),
  primaryFilters: [{ filterable: 0, values: ['Europe'] }],
});
// Respondent 0 gets a second comment, so the column joins two texts.
db.prepare(
  "INSERT INTO comments (dataset_id, respondent_idx, attitude_id, author_name, topic, sentiment, text) VALUES (?, 0, ?, 'A', 'T', 0, 'and more')",
).run(fixture.datasetId, fixture.attitudeIds[1]);

const engine = new Engine(db);
const plain: CsvOptions = { maskTextViolations: false, omitColumns: [] };

describe('Engine.csv', () => {
  it('writes a header and one row per respondent of the primary configuration', async () => {
    const rows = parseCsv((await collect(engine.csv(fixture.reportId, plain))).join(''));
    expect(rows[0]).toEqual([
      'respondent_id',
      'Region',
      'Plan',
      'Trust_performance',
      'Trust_importance',
      'Value, money_performance',
      'Value, money_importance',
      'comment',
    ]);
    expect(rows).toHaveLength(1 + 600); // the primary keeps Europe only: even respondents
    expect(nonEmpty(rows.slice(1)).every((r) => r.length === 8 && r[1] === 'Europe')).toBe(true);
    // R0: Plan '-Legacy' (guarded), Trust not rated for performance, Value not for importance.
    expect(rows[1]).toEqual([
      'R0',
      'Europe',
      "'-Legacy",
      '',
      '3',
      '5',
      '',
      'Fine, but "slow"\nsecond line | and more',
    ]);
    expect(rows[2]![7]).toBe('\'=HYPERLINK("https://example.com")');
    expect(rows[3]![7]).toBe("'@support help");
    expect(rows[4]![7]).toBe('plain');
  });

  it('streams in chunks rather than one string', async () => {
    const chunks = await collect(engine.csv(fixture.reportId, plain));
    expect(chunks).toHaveLength(1 + Math.ceil(600 / CSV_CHUNK_ROWS));
  });

  it('leaves out omitted columns', async () => {
    const csv = (
      await collect(engine.csv(fixture.reportId, { ...plain, omitColumns: ['Plan', 'comment'] }))
    ).join('');
    const rows = parseCsv(csv);
    expect(rows[0]).not.toContain('Plan');
    expect(rows[0]).not.toContain('comment');
    expect(nonEmpty(rows).every((r) => r.length === 6)).toBe(true);
    expect(engine.csvColumns(fixture.reportId)).toContain('Plan');
  });
});

describe('Engine.csv on the seeded demo data', () => {
  const seeded = tempDatabase();
  let reportIds: string[] = [];
  beforeAll(() => {
    seedDemoData(seeded.db, { scale: 'small' });
    reportIds = seeded.db.prepare('SELECT id FROM reports').pluck().all() as string[];
  });
  afterAll(seeded.cleanup);

  async function allCsv(options: CsvOptions): Promise<string> {
    const seededEngine = new Engine(seeded.db);
    const parts = await Promise.all(reportIds.map((id) => collect(seededEngine.csv(id, options))));
    return parts.flat().join('');
  }

  it('has one row per respondent in every report', async () => {
    // The loop below checks nothing if the seed held no report.
    expect(reportIds.length).toBeGreaterThanOrEqual(16);
    const seededEngine = new Engine(seeded.db);
    for (const id of reportIds) {
      const rows = parseCsv((await collect(seededEngine.csv(id, plain))).join(''));
      const population = seeded.db
        .prepare(
          'SELECT d.respondent_count FROM reports r JOIN datasets d ON d.id = r.dataset_id WHERE r.id = ?',
        )
        .pluck()
        .get(id);
      expect(rows.length - 1).toBe(population);
    }
  });

  it('masks every seeded e-mail address, phone number and listed word', async () => {
    const unmasked = await allCsv(plain);
    const masked = await allCsv({ ...plain, maskTextViolations: true });
    const profane = new RegExp(`\\b(${PROFANITY.join('|')})\\b`, 'i');
    // The seed must hold each kind, or this test proves nothing.
    expect(unmasked).toMatch(/@example\.com/);
    expect(SEEDED_PHONES.some((p) => unmasked.includes(p))).toBe(true);
    expect(unmasked).toMatch(profane);

    expect(masked).not.toMatch(/[\w.]+@example\.com/);
    for (const phone of SEEDED_PHONES) expect(masked).not.toContain(phone);
    expect(masked).not.toMatch(profane);
    expect(masked).toContain('***');
  });
});

describe('Engine.csv columns and comments', () => {
  // Six respondents, Europe on even indices (the primary keeps those), three attitudes.
  const small = insertFixture(db, {
    filterables: [
      { name: 'Region', values: ['Europe', 'Asia'] },
      { name: 'Contact', values: ['x@y.example'] },
    ],
    keywords: ['A', 'B', 'C'],
    respondents: Array.from({ length: 6 }, (_, i) => ({
      attrs: [(i % 2) + 1, i === 0 ? 1 : 0],
      perf: [1, 2, (i % 5) + 1],
      imp: [3, 0, 5],
    })),
    comments: [
      { respondent: 1, attitude: 0, author: 'A', topic: 'T', sentiment: 0, text: 'Asia only' },
      {
        respondent: 2,
        attitude: 0,
        author: 'A',
        topic: 'T',
        sentiment: 0,
        text: 'Mail a@b.example',
      },
      { respondent: 4, attitude: 1, author: 'A', topic: 'T', sentiment: 0, text: 'first' },
      { respondent: 4, attitude: 2, author: 'A', topic: 'T', sentiment: 0, text: 'second' },
    ],
    primaryFilters: [{ filterable: 0, values: ['Europe'] }],
  });
  const csvOf = async (options: Partial<CsvOptions>) =>
    (await collect(new Engine(db).csv(small.reportId, { ...plain, ...options }))).join('');

  it('writes each kept cell once, with the separators of the kept columns only', async () => {
    expect(await csvOf({})).toBe(
      [
        'respondent_id,Region,Contact,A_performance,A_importance,B_performance,B_importance,C_performance,C_importance,comment',
        'R0,Europe,x@y.example,1,3,2,,1,5,',
        'R2,Europe,,1,3,2,,3,5,Mail a@b.example',
        'R4,Europe,,1,3,2,,5,5,first | second',
        '',
      ].join('\r\n'),
    );
    // The id, one rating of two attitudes and a whole third one left out: an odd number of
    // attitude columns is kept, the last on its own.
    expect(
      await csvOf({
        omitColumns: ['respondent_id', 'A_importance', 'B_performance', 'B_importance'],
      }),
    ).toBe(
      [
        'Region,Contact,A_performance,C_performance,C_importance,comment',
        'Europe,x@y.example,1,1,5,',
        'Europe,,1,3,5,Mail a@b.example',
        'Europe,,1,5,5,first | second',
        '',
      ].join('\r\n'),
    );
    expect(await csvOf({ omitColumns: ['Region', 'Contact', 'A_performance', 'comment'] })).toBe(
      [
        'respondent_id,A_importance,B_performance,B_importance,C_performance,C_importance',
        'R0,3,2,,1,5',
        'R2,3,2,,3,5',
        'R4,3,2,,5,5',
        '',
      ].join('\r\n'),
    );
  });

  it('masks the comment column only, and never shows comments of respondents left out', async () => {
    const masked = await csvOf({ maskTextViolations: true });
    expect(masked).toContain('R2,Europe,,1,3,2,,3,5,Mail ***\r\n');
    // A label is a code's name, not free text: it stays as the dataset has it.
    expect(masked).toContain('R0,Europe,x@y.example,');
    expect(masked).not.toContain('Asia only');
    expect(await csvOf({})).not.toContain('Asia only');
  });

  it('names each row by its respondent when the population starts past the first one', async () => {
    const asia = insertFixture(db, {
      filterables: [{ name: 'Region', values: ['Europe', 'Asia'] }],
      keywords: ['A'],
      respondents: Array.from({ length: 6 }, (_, i) => ({
        attrs: [(i % 2) + 1],
        perf: [i],
        imp: [1],
      })),
      primaryFilters: [{ filterable: 0, values: ['Asia'] }],
    });
    const csv = (await collect(new Engine(db).csv(asia.reportId, plain))).join('');
    expect(csv).toBe(
      [
        'respondent_id,Region,A_performance,A_importance,comment',
        'R1,Asia,1,1,',
        'R3,Asia,3,1,',
        'R5,Asia,5,1,',
        '',
      ].join('\r\n'),
    );
  });

  it('writes the header alone for a population of nobody', async () => {
    const nobody = insertFixture(db, {
      filterables: [{ name: 'Region', values: ['Europe', 'Asia'] }],
      keywords: ['A'],
      respondents: Array.from({ length: 4 }, () => ({ attrs: [1], perf: [3], imp: [3] })),
      primaryFilters: [{ filterable: 0, values: ['Asia'] }],
    });
    const chunks = await collect(new Engine(db).csv(nobody.reportId, plain));
    expect(chunks).toEqual(['respondent_id,Region,A_performance,A_importance,comment\r\n']);
  });

  it('leaves the id empty for a respondent gone from the db since the dataset was loaded', async () => {
    const engine = new Engine(db);
    engine.csvColumns(small.reportId); // loads and caches the dataset
    db.prepare('DELETE FROM respondents WHERE dataset_id = ? AND idx = 2').run(small.datasetId);
    try {
      const rows = (await collect(engine.csv(small.reportId, plain))).join('').split('\r\n');
      expect(rows.slice(1, 4).map((row) => row.split(',')[0])).toEqual(['R0', '', 'R4']);
    } finally {
      db.prepare(
        'INSERT INTO respondents (dataset_id, idx, respondent_id, attrs, perf, imp) VALUES (?, 2, ?, ?, ?, ?)',
      ).run(
        small.datasetId,
        'R2',
        Buffer.from([1, 0]),
        Buffer.from([1, 2, 3]),
        Buffer.from([3, 0, 5]),
      );
    }
  });
});
