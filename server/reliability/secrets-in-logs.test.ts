import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/index';
import { ACCOUNTS, send, startServer, type TestServer } from '../test/harness';

// docs/decisions.md, Security: the token is never logged. The request log gets every line the
// server writes.
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ log: (line) => lines.push(line) });
});
afterAll(() => server.close());

describe('the request log', () => {
  it('holds one line per request and never a token, a password or a query string', async () => {
    const login = await server.call('POST', '/auth/login/', {
      body: { email: ACCOUNTS.analyst, password: DEMO_PASSWORD },
    });
    const token = (login.body as { token: string }).token;
    await server.call('GET', '/api/v1/segments/', { token, query: { token, page_size: 5 } });
    await server.call('GET', '/auth/me/', { token });
    await send(server.baseUrl, 'GET', '/api/v1/nothing/', { token });
    await server.call('POST', '/auth/logout/', { token });
    await server.call('GET', '/api/v1/portfolios/', { token });

    expect(lines).toHaveLength(6);
    const all = lines.join('\n');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain('page_size');
    expect(all).not.toContain(token);
  });
});
