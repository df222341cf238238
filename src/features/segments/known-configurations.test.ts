import { describe, expect, it } from 'vitest';
import type { KnownReport } from '../../lib/known-reports';
import type { Segment } from '../../queries/segments';
import { configurationsOfPortfolio } from './known-configurations';

const RETAIL = { id: 'p-retail', name: 'Retail' };
const WEALTH = { id: 'p-wealth', name: 'Wealth' };
const ISSUED = '2026-10-20T09:00:00Z';

const segment = (name: string, portfolio: typeof RETAIL, ids: string[]): Segment => ({
  id: `s-${name}`,
  name,
  description: '',
  portfolio,
  configurations: ids.map((id) => ({ id, report_name: 'Retail CX', report_issued_at: ISSUED })),
});

const known = (id: string, name: string, configurations: [string, string][]): KnownReport => ({
  id,
  name,
  issuedAt: '2026-10-20T09:00:00.000Z',
  seenAt: '2026-11-01T00:00:00Z',
  configurations: configurations.map(([cid, cname]) => ({
    id: cid,
    name: cname,
    isPrimary: cname === 'All',
  })),
});

describe('configurationsOfPortfolio', () => {
  it('offers what this portfolio’s segments hold, completed by what was seen of the same reports', () => {
    const { placed, unplaced } = configurationsOfPortfolio(
      RETAIL.id,
      [segment('Digital', RETAIL, ['c-mobile']), segment('Private', WEALTH, ['c-private'])],
      [
        known('r-cx', 'Retail CX', [
          ['c-all', 'All'],
          ['c-mobile', 'Mobile users'],
        ]),
        known('r-other', 'Other survey', [['c-other', 'All']]),
      ],
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]!.name).toBe('Retail CX');
    expect(placed[0]!.configurations).toEqual([
      { id: 'c-mobile', name: 'Mobile users', is_primary: false },
      { id: 'c-all', name: 'All', is_primary: true },
    ]);
    // Not placed in any portfolio: offered apart, never another portfolio's segment's.
    expect(unplaced.map((report) => report.name)).toEqual(['Other survey']);
    expect(JSON.stringify(placed)).not.toContain('c-private');
  });

  it('names a configuration no one opened here after the segment holding it', () => {
    const { placed } = configurationsOfPortfolio(
      RETAIL.id,
      [segment('Digital', RETAIL, ['c-x'])],
      [],
    );
    expect(placed[0]!.configurations[0]!.name).toBe('Configuration of segment “Digital”');
  });
});
