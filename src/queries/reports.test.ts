import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub';
import { reportQueries, type ComparisonView } from './reports';

afterEach(() => vi.unstubAllGlobals());

const VIEW: ComparisonView = {
  a: { configurationId: undefined, filters: [{ dataset_filterable_id: 'f', value: ['18-24'] }] },
  b: { reportId: 'report-b', configurationId: 'cfg-b', filters: [] },
};

const run = (view = VIEW) =>
  reportQueries.comparison('report-a', view).queryFn!({
    signal: new AbortController().signal,
  } as never);

const report = (id: string) => ({ id, name: id });

describe('reportQueries.comparison', () => {
  it('asks the service to compare, with group B on its own report', async () => {
    const { requests } = stubFetch(() =>
      json({
        a: report('report-a'),
        b: report('report-b'),
        significance: null,
        reason: 'overlapping_groups',
      }),
    );
    const answer = await run();
    expect(answer.madeBy).toBe('service');
    expect(answer.comparison.reason).toBe('overlapping_groups');
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/v1/reports/report-a/compare/');
    expect(await requests[0]!.json()).toEqual({
      a: { filters: VIEW.a.filters },
      b: { report_id: 'report-b', configuration_id: 'cfg-b', filters: [] },
    });
  });

  it('makes both filter requests itself, untested, where the service has no compare operation', async () => {
    const { requests } = stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/compare/')) return json({ detail: 'Not found.' }, 404);
      return json(report(path.split('/')[4]!));
    });
    const answer = await run();
    expect(answer.madeBy).toBe('dashboard');
    expect(answer.comparison.significance).toBeNull();
    expect(answer.comparison.a.id).toBe('report-a');
    expect(answer.comparison.b.id).toBe('report-b');
    const filterPaths = requests.slice(1).map((r) => new URL(r.url).pathname);
    expect(filterPaths.sort()).toEqual([
      '/api/v1/reports/report-a/filter/',
      '/api/v1/reports/report-b/filter/',
    ]);
    expect(await requests.find((r) => r.url.includes('report-b/filter'))!.json()).toEqual({
      configuration_id: 'cfg-b',
      filters: [],
      asynchronous: false,
    });
  });

  it('passes any other refusal on, without falling back', async () => {
    const { requests } = stubFetch(() =>
      json({ b: ['report_id: this report uses another model version'] }, 400),
    );
    await expect(run()).rejects.toMatchObject({ status: 400 });
    expect(requests).toHaveLength(1);
  });
});
