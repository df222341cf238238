import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema.gen';
import { ACCOUNTS, startServer, type TestServer } from '../test/harness';
import { fillOf, initialsOf } from './icons';

type Page = components['schemas']['PaginatedAttitudeList'];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('attitude icons', () => {
  it('serves the icon every attitude of the library names, without a token', async () => {
    const token = await server.login(ACCOUNTS.viewer);
    const page = (
      await server.call('GET', '/api/v1/attitudes/', { token, query: { page_size: 100 } })
    ).body as Page;
    const urls = new Set(page.results.map((attitude) => attitude.content_icon_url));
    expect(urls.size).toBeGreaterThan(10);
    const fills = new Set<string>();
    for (const url of urls) {
      const res = await fetch(`${server.baseUrl}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      fills.add(/<rect [^>]*fill="([^"]+)"/.exec(svg)![1]!);
    }
    // Spread over the palette, so neighbouring cards do not all look alike.
    expect(fills.size).toBeGreaterThanOrEqual(6);
  });

  it('draws an attitude’s initials on a fill of its own, the same each time', async () => {
    expect(initialsOf('value-for-money')).toBe('VM');
    expect(initialsOf('ease-of-use')).toBe('EU');
    expect(initialsOf('trust')).toBe('Tr');
    expect(fillOf('trust')).toBe(fillOf('trust'));
    const svg = await (await fetch(`${server.baseUrl}/icons/value-for-money.svg`)).text();
    expect(svg).toContain('>VM</text>');
    expect(svg).toContain(`fill="${fillOf('value-for-money')}"`);
  });

  it('answers 404 for names that are not an icon', async () => {
    for (const path of [
      '/icons/Trust.svg',
      '/icons/trust.png',
      '/icons/a--b.svg',
      '/icons/..svg',
    ]) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404);
    }
  });
});
