import { placeholders, readCatalog as readPoCatalog } from '../../scripts/i18n-catalogs';
import { localNumber, negotiateLanguage, translate } from './index';
import { SERVER_MESSAGES } from './messages';

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['DE-de,en;q=0.5', 'de'],
    ['fr', 'en'],
    ['fr, de;q=0.8', 'de'],
    ['de;q=0.1, en', 'en'],
    ['en-XA', 'en'],
    ['en;q=0.4, de;q=0.9', 'de'],
    ['de;q=0', 'en'],
    ['de;q=abc', 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe('localNumber', () => {
  it.each([
    ['8,000', '8.000'],
    ['87.1', '87,1'],
    ['+2.3', '+2,3'],
    ['-12.0', '-12,0'],
    ['1,234,567.5', '1.234.567,5'],
    ['52', '52'],
    ['Loyalty', 'Loyalty'],
    ['1,2', '1,2'],
  ])('%s in German is %s', (english, german) => {
    expect(localNumber(english, 'de')).toBe(german);
  });

  it('leaves English as the engine wrote it', () => {
    expect(localNumber('8,000', 'en')).toBe('8,000');
  });
});

describe('translate', () => {
  it('translates a sentence and writes its numbers the German way', () => {
    expect(translate('of 8,000 respondents', 'de')).toBe('von 8.000 Befragten');
    expect(translate('Performance 87.1 of 100', 'de')).toBe('Leistung 87,1 von 100');
    expect(translate('Main score could reach 82.5', 'de')).toBe('Hauptwert könnte 82,5 erreichen');
  });

  it('fills a value used twice from one match', () => {
    const english =
      "Fewer than 5 respondents match these filters, or fewer than 5 are left out by them. Results are withheld to protect respondents' privacy; change the filters.";
    expect(translate(english, 'de')).toMatch(/^Weniger als 5 Befragte .* weniger als 5 werden/);
  });

  it('keeps values that are not numbers as sent, and text that is not the server’s', () => {
    expect(translate('"Mars" is not a valid choice.', 'de')).toBe(
      '„Mars“ ist keine gültige Auswahl.',
    );
    expect(translate('Acme Engagement Survey 2026', 'de')).toBe('Acme Engagement Survey 2026');
    expect(translate('Not found.', 'en')).toBe('Not found.');
  });
});

describe('the German catalog', () => {
  const catalog = readPoCatalog('server/locales/de.po');
  const byEnglish = new Map([...catalog.values()].map((entry) => [entry.msgid, entry]));

  it('translates every message the server writes, with the same placeholders', () => {
    for (const message of SERVER_MESSAGES) {
      const entry = byEnglish.get(message);
      expect(entry?.translation, message).toBeTruthy();
      expect(placeholders(entry!.translation).join(), message).toBe(placeholders(message).join());
    }
  });

  it('holds no message the server no longer writes', () => {
    expect(
      [...byEnglish.keys()].filter((m) => !(SERVER_MESSAGES as readonly string[]).includes(m)),
    ).toEqual([]);
  });
});

describe('translate, an item’s message', () => {
  it('keeps the field it names and translates the message', () => {
    expect(translate('dataset_filterable_id: This field is required.', 'de')).toBe(
      'dataset_filterable_id: Dieses Feld ist erforderlich.',
    );
    expect(translate('note: something else', 'de')).toBe('note: something else');
    expect(
      translate('compare: filters: 0: dataset_filterable_id: This field is required.', 'de'),
    ).toBe('compare: filters: 0: dataset_filterable_id: Dieses Feld ist erforderlich.');
  });
});
