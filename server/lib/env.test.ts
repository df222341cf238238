import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      value: {
        port: 8080,
        host: '0.0.0.0',
        dbPath: 'data/pulse.sqlite',
        demo: true,
        apiBaseUrl: '',
        tokenTtlSeconds: 28800,
        staticDir: 'dist',
      },
    });
  });

  it('reads every setting', () => {
    const parsed = parseEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      PULSE_DB: '/tmp/x.sqlite',
      PULSE_DEMO: 'false',
      PULSE_API_BASE_URL: 'https://api.example.com',
      TOKEN_TTL_S: '60',
      PULSE_STATIC_DIR: 'build/web',
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        port: 3000,
        host: '127.0.0.1',
        dbPath: '/tmp/x.sqlite',
        demo: false,
        apiBaseUrl: 'https://api.example.com',
        tokenTtlSeconds: 60,
        staticDir: 'build/web',
      },
    });
  });

  it('reports every bad value, naming the variable', () => {
    const parsed = parseEnv({
      PORT: '80a',
      PULSE_DEMO: 'perhaps',
      PULSE_API_BASE_URL: 'ftp://x',
      TOKEN_TTL_S: '0',
    });
    expect(parsed.ok).toBe(false);
    const errors = parsed.ok ? [] : parsed.errors;
    expect(errors.map((e) => e.split(' ')[0])).toEqual([
      'PORT',
      'TOKEN_TTL_S',
      'PULSE_DEMO',
      'PULSE_API_BASE_URL',
    ]);
    expect(parseEnv({ PORT: '70000' }).ok).toBe(false);
  });
});
