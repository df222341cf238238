import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { trendQueries, type TrendView } from './trends';

afterEach(() => vi.unstubAllGlobals());

const VIEW: TrendView = {
  segmentId: 'seg',
  segmentName: 'Tracker',
  waves: [
    { configurationId: 'c2', reportName: 'Q2', reportIssuedAt: '2026-04-01', reportId: 'r2' },
    { configurationId: 'c1', reportName: 'Q1', reportIssuedAt: '2026-01-01', reportId: 'r1' },
    { configurationId: 'c3', reportName: 'Q3', reportIssuedAt: '2026-07-01', reportId: undefined },
  ],
  filters: [{ dataset_filterable_id: 'region-r2', value: ['Europe'] }],
};

const run = (view = VIEW) => {
  const client = new QueryClient();
  return trendQueries.trend(view, 'en-GB').queryFn!({
    signal: new AbortController().signal,
    client,
  } as never);
};

/** A filter answer of report `id`: its one configuration, with a Region filterable of its own. */
function reportAnswer(id: string, body: { filters: unknown[] }, status = 'ready') {
  const filtered = body.filters.length > 0;
  return {
    id,
    name: id.toUpperCase(),
    issued_at: id === 'r1' ? '2026-01-01T00:00:00Z' : '2026-04-01T00:00:00Z',
    model_version: { id: 1, name: 'v1' },
    dataset: {
      id: `d-${id}`,
      configurations: {
        id: id === 'r1' ? 'c1' : 'c2',
        name: 'All',
        filterables: [{ id: `region-${id}`, name: 'Region' }],
        result: {
          state: { status: filtered ? status : 'ready' },
          main_score: filtered ? 60 : 70,
          population_size: filtered ? 40 : 100,
          attitudes: [],
        },
      },
    },
  };
}

describe('trendQueries.trend', () => {
  it('asks the service for the tested trend, with the filters as the body', async () => {
    const trend = { segment: { id: 'seg', name: 'Tracker' }, waves: [], main_score: [] };
    const { requests } = stubFetch(() => json(trend));
    const answer = await run();
    expect(answer.madeBy).toBe('service');
    expect(answer.trend).toEqual(trend);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/segments/seg/trend/');
    expect(requests[0]!.headers.get('Accept-Language')).toBe('en-GB');
    expect(await requests[0]!.json()).toEqual({ filters: VIEW.filters });
  });

  it('builds the figures from filter requests, untested, where the service has no trend', async () => {
    const { requests } = stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/trend/')) return json({ detail: 'Not found.' }, 404);
      const body = (await request.json()) as { filters: unknown[] };
      return json(reportAnswer(path.split('/')[4]!, body));
    });
    const answer = await run();
    expect(answer.madeBy).toBe('dashboard');
    const { trend } = answer;
    // Oldest first; the wave whose report is unknown here is listed apart, not asked for.
    expect(trend.waves.map((wave) => wave.report.id)).toEqual(['r1', 'r2']);
    expect(answer.unlocated.map((wave) => wave.configurationId)).toEqual(['c3']);
    // Each wave filtered by its own filterable of the same name.
    const bodies = await Promise.all(
      requests.filter((r) => r.url.includes('/filter/')).map((r) => r.json()),
    );
    expect(bodies).toContainEqual({
      configuration_id: 'c1',
      filters: [{ dataset_filterable_id: 'region-r1', value: ['Europe'] }],
      asynchronous: false,
    });
    expect(trend.waves.map((wave) => wave.population_size)).toEqual([40, 40]);
    expect(trend.answered).toBe(2);
    // No change is marked: the service ran no change test.
    expect(trend.main_score).toEqual([]);
    expect(trend.attitudes).toEqual([]);
    expect(trend.family.tests_run).toBe(0);
  });

  it('withholds a wave under the privacy floor, and one without the filter’s filterable', async () => {
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/trend/')) return json({ detail: 'Not found.' }, 404);
      const body = (await request.json()) as { filters: unknown[] };
      return json(reportAnswer(path.split('/')[4]!, body, 'insufficient_data'));
    });
    const answer = await run({
      ...VIEW,
      filters: [...VIEW.filters, { dataset_filterable_id: 'unknown', value: ['x'] }],
    });
    expect(answer.trend.waves.map((wave) => wave.withheld?.reason)).toEqual([
      'missing_filterable',
      'missing_filterable',
    ]);
    const floor = await run();
    expect(floor.trend.waves.map((wave) => wave.withheld?.reason)).toEqual([
      'privacy_floor',
      'privacy_floor',
    ]);
    expect(floor.trend.answered).toBe(0);
  });

  it('passes any other failure on, without falling back', async () => {
    const { requests } = stubFetch(() => json({ filters: ['Unknown filterable'] }, 400));
    await expect(run()).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });
});
