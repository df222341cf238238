import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDataset, nameUuid, packRatings, importanceOf, performanceOf } from './dataset';
import { DatasetCorruptError } from './errors';
import type { FixtureSpec } from './test-fixture';
import { insertFixture, tempDatabase } from './test-fixture';

const { db, cleanup } = tempDatabase();
afterAll(cleanup);

/** Ten respondents: Region alternating Europe/Asia, Trust rated (i % 5) + 1 / 5 − (i % 5). */
const spec = (extra: Partial<FixtureSpec> = {}): FixtureSpec => ({
  filterables: [
    { name: 'Region', values: ['Europe', 'Asia'] },
    { name: 'Plan', values: ['A'] },
  ],
  keywords: ['Trust', 'Value'],
  respondents: Array.from({ length: 10 }, (_, i) => ({
    attrs: [(i % 2) + 1, 1],
    perf: [(i % 5) + 1, 0],
    imp: [5 - (i % 5), 3],
  })),
  ...extra,
});

const corrupt = (datasetId: string, detail: string) =>
  new DatasetCorruptError(datasetId, detail).message;

describe('loadDataset', () => {
  it('reads respondents into columns: value codes per filterable, rating pairs per attitude', () => {
    const fixture = insertFixture(db, spec());
    const data = loadDataset(db, fixture.datasetId)!;
    expect(data.id).toBe(fixture.datasetId);
    expect(data.size).toBe(10);
    expect(data.filterables.map((f) => [f.id, f.name])).toEqual([
      [fixture.filterableIds[0], 'Region'],
      [fixture.filterableIds[1], 'Plan'],
    ]);
    const region = data.filterables[0]!;
    expect([...region.codes]).toEqual([1, 2, 1, 2, 1, 2, 1, 2, 1, 2]);
    expect(region.valueByCode[1]).toBe('Europe');
    expect(region.codeByValue.get('Asia')).toBe(2);
    const trust = data.attitudes[0]!;
    expect(trust).toMatchObject({
      attitudeId: fixture.attitudeIds[0],
      resultId: nameUuid(`${fixture.datasetId}/${fixture.attitudeIds[0]}`),
      keyword: 'Trust',
      description: 'Trust description',
      explanation: 'Trust explanation',
      iconUrl: '/icons/0.svg',
      recommendations: [{ header: 'H', subtext: 'S', example: 'E', why: 'W' }],
      studies: [],
    });
    expect([...trust.pairs].map((p) => [performanceOf(p), importanceOf(p)])).toEqual(
      Array.from({ length: 10 }, (_, i) => [(i % 5) + 1, 5 - (i % 5)]),
    );
    expect([...data.attitudes[1]!.pairs]).toEqual(Array(10).fill(packRatings(0, 3)));
  });

  it('answers undefined for a dataset that does not exist', () => {
    expect(loadDataset(db, 'no-such-dataset')).toBeUndefined();
  });

  it('keeps the comments it can show, in respondent order, without their texts', () => {
    const comment = (respondent: number, attitude: number, topic: string) => ({
      respondent,
      attitude,
      author: `Author ${respondent}`,
      topic,
      sentiment: 1 as const,
      text: 'x',
    });
    const fixture = insertFixture(
      db,
      spec({ comments: [comment(4, 1, 'Price'), comment(1, 0, 'Support')] }),
    );
    // A comment on an attitude the dataset does not rate cannot be shown either.
    const stray = insertFixture(db, spec());
    db.prepare(
      `INSERT INTO comments (dataset_id, respondent_idx, attitude_id, author_name, topic, sentiment, text)
       VALUES (?, 2, ?, 'Stray', 'Elsewhere', 0, 'x')`,
    ).run(fixture.datasetId, stray.attitudeIds[0]);

    const { comments } = loadDataset(db, fixture.datasetId)!;
    expect([...comments.respondentIdx]).toEqual([1, 4]);
    expect([...comments.attitudePos]).toEqual([0, 1]);
    expect([...comments.sentiment]).toEqual([1, 1]);
    expect(comments.author).toEqual(['Author 1', 'Author 4']);
    expect(comments.topic).toEqual(['Support', 'Price']);
  });
});

describe('loadDataset refuses stored rows that break the schema’s invariants', () => {
  it('names the first missing respondent', () => {
    const gap = insertFixture(db, spec());
    db.prepare('UPDATE respondents SET idx = 40 WHERE dataset_id = ? AND idx = 3').run(
      gap.datasetId,
    );
    expect(() => loadDataset(db, gap.datasetId)).toThrow(
      corrupt(gap.datasetId, 'missing respondent 3'),
    );
    const end = insertFixture(db, spec());
    db.prepare('UPDATE respondents SET idx = 40 WHERE dataset_id = ? AND idx = 9').run(
      end.datasetId,
    );
    expect(() => loadDataset(db, end.datasetId)).toThrow(
      corrupt(end.datasetId, 'missing respondent 9'),
    );
  });

  it.each([
    ['attrs', Buffer.from([1])],
    ['perf', Buffer.from([1, 2, 3])],
    ['imp', Buffer.from([])],
  ])('refuses a %s blob of the wrong width', (column, blob) => {
    const fixture = insertFixture(db, spec());
    db.prepare(`UPDATE respondents SET ${column} = ? WHERE dataset_id = ? AND idx = 5`).run(
      blob,
      fixture.datasetId,
    );
    expect(() => loadDataset(db, fixture.datasetId)).toThrow(
      corrupt(fixture.datasetId, 'a respondent has blobs of the wrong length'),
    );
  });

  it.each(['perf', 'imp'])('refuses a %s rating above 5', (column) => {
    const fixture = insertFixture(db, spec());
    db.prepare(`UPDATE respondents SET ${column} = ? WHERE dataset_id = ? AND idx = 2`).run(
      Buffer.from([6, 1]),
      fixture.datasetId,
    );
    expect(() => loadDataset(db, fixture.datasetId)).toThrow(
      corrupt(fixture.datasetId, 'respondent 2 has a rating above 5'),
    );
  });

  it('accepts ratings of exactly 5 and 0', () => {
    const fixture = insertFixture(db, spec());
    db.prepare('UPDATE respondents SET perf = ?, imp = ? WHERE dataset_id = ? AND idx = 2').run(
      Buffer.from([5, 0]),
      Buffer.from([0, 5]),
      fixture.datasetId,
    );
    const data = loadDataset(db, fixture.datasetId)!;
    expect(data.attitudes[0]!.pairs[2]).toBe(packRatings(5, 0));
    expect(data.attitudes[1]!.pairs[2]).toBe(packRatings(0, 5));
  });

  it.each([
    ['filterable', 'UPDATE filterables SET position = 7 WHERE dataset_id = ? AND position = 1'],
    ['attitude', 'UPDATE dataset_attitudes SET position = 7 WHERE dataset_id = ? AND position = 1'],
  ])('refuses %s positions with a gap', (what, sql) => {
    const fixture = insertFixture(db, spec());
    db.prepare(sql).run(fixture.datasetId);
    expect(() => loadDataset(db, fixture.datasetId)).toThrow(
      corrupt(fixture.datasetId, `${what} positions are not 0..n-1`),
    );
  });

  it.each([
    ['{not json', 'an attitude holds invalid JSON'],
    ['{"header": "H"}', 'an attitude list is not an array'],
  ])('refuses recommendations %j', (text, detail) => {
    const fixture = insertFixture(db, spec());
    db.prepare('UPDATE attitudes SET recommendations = ? WHERE id = ?').run(
      text,
      fixture.attitudeIds[1],
    );
    expect(() => loadDataset(db, fixture.datasetId)).toThrow(corrupt(fixture.datasetId, detail));
  });

  it('says what is wrong and with which dataset', () => {
    const error = new DatasetCorruptError('d1', 'something');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DatasetCorruptError');
    expect(error.message).toBe('Dataset d1 is corrupt: something');
  });
});

describe('nameUuid', () => {
  it('derives a stable RFC 4122 version 5 uuid from the name’s SHA-1', () => {
    const id = nameUuid('dataset/attitude');
    expect(id).toBe(nameUuid('dataset/attitude'));
    expect(id).not.toBe(nameUuid('dataset/other'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const sha1 = createHash('sha1').update('dataset/attitude').digest('hex');
    // Only the version and variant bits differ from the digest's first 16 bytes.
    expect(id.replaceAll('-', '').slice(0, 12)).toBe(sha1.slice(0, 12));
    expect(id.replaceAll('-', '').slice(18, 32)).toBe(sha1.slice(18, 32));
  });
});
