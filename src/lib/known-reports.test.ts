import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  learnReport,
  locateConfiguration,
  readKnownReports,
  sameReport,
  type KnownConfiguration,
} from './known-reports';

const USER = 'user-1';
const MAIN: KnownConfiguration = { id: 'cfg-main', name: 'All respondents', isPrimary: true };
const EAST: KnownConfiguration = { id: 'cfg-east', name: 'Region East', isPrimary: false };

afterEach(() => vi.restoreAllMocks());

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

function learn(id: string, configuration = MAIN, minute = 0, name = `Report ${id}`) {
  return learnReport(
    USER,
    { id, name, issuedAt: '2026-03-01T09:00:00Z', configuration },
    at(minute),
  );
}

describe('learnReport and readKnownReports', () => {
  it('remembers a report with its name, issue date and configuration', () => {
    learn('r1');
    expect(readKnownReports(USER)).toEqual([
      {
        id: 'r1',
        name: 'Report r1',
        issuedAt: '2026-03-01T09:00:00Z',
        configurations: [MAIN],
        seenAt: at(0).toISOString(),
      },
    ]);
  });

  it('keeps each user’s reports apart', () => {
    learn('r1');
    expect(readKnownReports('someone-else')).toEqual([]);
  });

  it('lists the report seen last first, once', () => {
    learn('r1', MAIN, 0);
    learn('r2', MAIN, 1);
    learn('r1', MAIN, 2);
    expect(readKnownReports(USER).map((report) => report.id)).toEqual(['r1', 'r2']);
    expect(readKnownReports(USER)[0]!.seenAt).toBe(at(2).toISOString());
  });

  it('gathers the configurations seen in a report, the latest first and each once', () => {
    learn('r1', MAIN, 0);
    learn('r1', EAST, 1);
    learn('r1', { ...MAIN, name: 'Everyone' }, 2);
    expect(readKnownReports(USER)[0]!.configurations).toEqual([
      { ...MAIN, name: 'Everyone' },
      EAST,
    ]);
  });

  it('takes the report’s name as last seen', () => {
    learn('r1', MAIN, 0, 'Draft');
    learn('r1', MAIN, 1, 'Customer pulse Q1');
    expect(readKnownReports(USER)[0]!.name).toBe('Customer pulse Q1');
  });

  it('forgets the reports seen longest ago beyond 200', () => {
    for (let index = 0; index < 201; index++) learn(`r${index}`, MAIN, index);
    const known = readKnownReports(USER);
    expect(known).toHaveLength(200);
    expect(known[0]!.id).toBe('r200');
    expect(known.at(-1)!.id).toBe('r1');
  });

  it('returns what it stored', () => {
    expect(learn('r1')).toEqual(readKnownReports(USER));
  });

  it('still answers when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(learn('r1').map((report) => report.id)).toEqual(['r1']);
    expect(readKnownReports(USER)).toEqual([]);
  });

  it('reads storage that is not its JSON as empty', () => {
    localStorage.setItem(`pulse.known-reports.${USER}`, '{not json');
    expect(readKnownReports(USER)).toEqual([]);
    localStorage.setItem(`pulse.known-reports.${USER}`, '{"id":"r1"}');
    expect(readKnownReports(USER)).toEqual([]);
    // A stored report that lost a field is left out, and learning starts again from the rest.
    localStorage.setItem(
      `pulse.known-reports.${USER}`,
      JSON.stringify([
        { id: 'r1', name: 'Broken', issuedAt: '2026-03-01T09:00:00Z', seenAt: 'x' },
        {
          id: 'r2',
          name: 'Fine',
          issuedAt: '2026-03-01T09:00:00Z',
          seenAt: 'x',
          configurations: [MAIN],
        },
        {
          id: 'r3',
          name: 'Bad configuration',
          issuedAt: '2026-03-01T09:00:00Z',
          seenAt: 'x',
          configurations: [{ id: 'c', name: 'C' }],
        },
      ]),
    );
    expect(readKnownReports(USER).map((report) => report.id)).toEqual(['r2']);
    expect(learn('r4').map((report) => report.id)).toEqual(['r4', 'r2']);
  });
});

describe('locateConfiguration', () => {
  const known = () => readKnownReports(USER);

  it('finds a configuration seen in a report, with its name', () => {
    learn('r1', MAIN, 0, 'Customer pulse Q1');
    learn('r2', EAST, 1, 'Claims survey');
    expect(
      locateConfiguration(known(), {
        id: EAST.id,
        report_name: 'Claims survey',
        report_issued_at: '2026-03-01T09:00:00Z',
      }),
    ).toEqual({ reportId: 'r2', configurationName: 'Region East' });
  });

  it('finds by id before it finds by name and issue date', () => {
    learn('r1', MAIN, 0, 'Same name');
    learn('r2', EAST, 1, 'Same name');
    expect(
      locateConfiguration(known(), {
        id: MAIN.id,
        report_name: 'Same name',
        report_issued_at: '2026-03-01T09:00:00Z',
      }),
    ).toEqual({ reportId: 'r1', configurationName: 'All respondents' });
  });

  it('finds the report of a configuration never seen by its name and issue date, however the instant is spelt', () => {
    learn('r1', MAIN, 0, 'Customer pulse Q1');
    for (const issuedAt of [
      '2026-03-01T09:00:00Z',
      '2026-03-01T09:00:00.000Z',
      '2026-03-01T10:00:00+01:00',
    ]) {
      expect(
        locateConfiguration(known(), {
          id: 'cfg-unseen',
          report_name: 'Customer pulse Q1',
          report_issued_at: issuedAt,
        }),
      ).toEqual({ reportId: 'r1', configurationName: undefined });
    }
  });

  it('finds nothing for another name or another instant', () => {
    learn('r1', MAIN, 0, 'Customer pulse Q1');
    const configuration = {
      id: 'cfg-unseen',
      report_name: 'Customer pulse Q1',
      report_issued_at: '2026-03-01T09:00:00Z',
    };
    expect(
      locateConfiguration(known(), { ...configuration, report_name: 'Customer pulse Q2' }),
    ).toBeUndefined();
    expect(
      locateConfiguration(known(), {
        ...configuration,
        report_issued_at: '2026-03-01T09:00:01Z',
      }),
    ).toBeUndefined();
    expect(locateConfiguration([], configuration)).toBeUndefined();
  });
});

describe('sameReport', () => {
  it('compares names exactly and issue dates as instants', () => {
    const a = { name: 'Q1', issuedAt: '2026-03-01T09:00:00Z' };
    expect(sameReport(a, { name: 'Q1', issuedAt: '2026-03-01T09:00:00.000+00:00' })).toBe(true);
    expect(sameReport(a, { name: 'q1', issuedAt: a.issuedAt })).toBe(false);
    expect(sameReport(a, { name: 'Q1', issuedAt: '2026-03-01T09:00:00.001Z' })).toBe(false);
  });
});
