import { describe, expect, it } from 'vitest';
import { TEST_ORG } from '../../test/render';
import {
  activeFilters,
  activityFiltersOf,
  hasFilters,
  rangeIsReversed,
  readActivityFilters,
} from './activity-list-params';

const read = (query: string) => readActivityFilters(new URLSearchParams(query));
const ACTOR = '80000000-0000-4000-8000-000000000001';

describe('readActivityFilters', () => {
  it('reads each filter from the URL', () => {
    expect(
      read(
        `actor=${ACTOR}&action=invitation.deleted&target=invitation&from=2026-03-01&to=2026-03-05`,
      ),
    ).toEqual({
      actor: ACTOR,
      action: 'invitation.deleted',
      targetType: 'invitation',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(hasFilters(read('action=auth.login'))).toBe(true);
    expect(hasFilters(read('page=2'))).toBe(false);
    expect(activeFilters(read('action=auth.login&from=2026-03-01&to=2026-03-05&page=2'))).toBe(3);
  });

  it('leaves out what the service would refuse, rather than failing the page', () => {
    expect(read('actor=bob&action=auth.logout&target=planet&from=2026-02-31&to=5%20March')).toEqual(
      {
        actor: null,
        action: null,
        targetType: null,
        from: null,
        to: null,
      },
    );
  });
});

describe('activityFiltersOf', () => {
  it('asks from the first day’s local midnight to the midnight after the last day', () => {
    const filters = activityFiltersOf(read('from=2026-03-01&to=2026-03-05'), TEST_ORG.id);
    expect(filters.organizationId).toBe(TEST_ORG.id);
    expect(filters.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(filters.to).toBe(new Date(2026, 2, 6).toISOString());
    // The end of a month rolls over to the next.
    expect(activityFiltersOf(read('to=2026-02-28'), TEST_ORG.id).to).toBe(
      new Date(2026, 2, 1).toISOString(),
    );
  });

  it('leaves out the bounds not given', () => {
    expect(activityFiltersOf(read(''), TEST_ORG.id)).toEqual({
      organizationId: TEST_ORG.id,
      actor: null,
      action: null,
      targetType: null,
      from: null,
      to: null,
    });
  });

  it('tells a range that ends before it starts; one day is a range', () => {
    expect(rangeIsReversed(read('from=2026-03-05&to=2026-03-01'))).toBe(true);
    expect(rangeIsReversed(read('from=2026-03-05&to=2026-03-05'))).toBe(false);
    expect(rangeIsReversed(read('from=2026-03-05'))).toBe(false);
  });
});
