import type { components } from '../../src/api/schema.gen';
import { seedIds } from '../test/fixtures';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';

type Report = components['schemas']['Report'];

const FILTER = '/api/v1/reports/{id}/filter/';

describe.each(['reference', 'published'] as const)(
  'the language of answers (%s mode)',
  (apiMode) => {
    let server: TestServer;
    let admin: string;
    let ids: ReturnType<typeof seedIds>;
    beforeAll(async () => {
      server = await startServer({ apiMode });
      admin = await server.login(ACCOUNTS.admin);
      ids = seedIds(server.db);
    });
    afterAll(() => server.close());

    const filter = (language?: string) =>
      send(server.baseUrl, 'POST', FILTER, {
        token: admin,
        params: { id: ids.viewerReport },
        headers: language === undefined ? {} : { 'Accept-Language': language },
      });
    const result = (res: { body: unknown }) => (res.body as Report).dataset.configurations.result;

    it('writes value boxes, numbers and the rank in German, and says so', async () => {
      const english = result(await filter());
      const res = await filter('de-DE,de;q=0.9,en;q=0.5');
      expect(res.headers.get('content-language')).toBe('de');
      expect(res.headers.get('vary')).toMatch(/Accept-Language/);
      const german = result(res);
      expect(german.value_boxes.map((b) => b.name)).toEqual([
        'Befragte',
        'Stärkste Einstellung',
        'Größte Lücke',
        'Mögliche Steigerung',
      ]);
      const [respondents, strongest, , gain] = german.value_boxes;
      expect(respondents!.description).toBe(
        'Befragte, die den Filtern entsprechen und dieses Ergebnis bilden.',
      );
      // The keyword is data and stays; the sentence around the number is German, the number too.
      expect(strongest!.value).toBe(english.value_boxes[1]!.value);
      const score = /^Performance (\d+)\.(\d) of 100$/.exec(
        english.value_boxes[1]!.impact_description,
      )!;
      expect(strongest!.impact_description).toBe(`Leistung ${score[1]},${score[2]} von 100`);
      expect(gain!.value).toBe(english.value_boxes[3]!.value.replace('.', ','));
      expect(german.rank.name).not.toBe(english.rank.name);
      expect(['Spitzenreiter', 'Anwärter', 'Herausforderer', 'Nachzügler']).toContain(
        german.rank.name,
      );
      // Figures are the same result: only the server's words changed.
      expect(german.main_score).toBe(english.main_score);
      expect(german.attitudes).toEqual(english.attitudes);
    });

    it('answers English byte for byte as without the header, for English and any other language', async () => {
      const plain = await filter();
      expect(plain.headers.get('content-language')).toBe('en');
      for (const language of ['en', 'fr', 'de;q=0.1, en', 'en-XA']) {
        const res = await filter(language);
        expect(res.headers.get('content-language'), language).toBe('en');
        expect(JSON.stringify(res.body), language).toBe(JSON.stringify(plain.body));
      }
    });

    it('writes error details and field messages in German', async () => {
      const missing = await send(server.baseUrl, 'GET', '/api/v1/reports/{id}/', {
        token: admin,
        params: { id: '00000000-0000-4000-8000-000000000000' },
        headers: { 'Accept-Language': 'de' },
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'Nicht gefunden.' });
      const anonymous = await send(server.baseUrl, 'GET', '/api/v1/portfolios/', {
        headers: { 'Accept-Language': 'de' },
      });
      expect(anonymous.body).toEqual({ detail: 'Es wurden keine Anmeldedaten übermittelt.' });
      const invalid = await send(server.baseUrl, 'POST', FILTER, {
        token: admin,
        params: { id: ids.viewerReport },
        body: { filters: [{ value: ['x'] }] },
        headers: { 'Accept-Language': 'de' },
      });
      expect(invalid.status).toBe(400);
      expect(JSON.stringify(invalid.body)).toContain('Dieses Feld ist erforderlich.');
    });
  },
);
