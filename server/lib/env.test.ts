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
        apiMode: 'reference',
        publicUrl: 'http://localhost:8080',
        activityRetentionDays: 365,
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
      PULSE_API_MODE: 'published',
      PULSE_PUBLIC_URL: 'https://Pulse.Example.com/',
      PULSE_ACTIVITY_RETENTION_DAYS: '30',
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
        apiMode: 'published',
        publicUrl: 'https://pulse.example.com',
        activityRetentionDays: 30,
      },
    });
  });

  it('takes PULSE_API_MODE in any case, and a public URL behind a path prefix', () => {
    const parsed = parseEnv({
      PORT: '3000',
      PULSE_API_MODE: 'Published',
      PULSE_PUBLIC_URL: 'https://example.com/pulse/',
    });
    expect(parsed.ok && parsed.value.apiMode).toBe('published');
    expect(parsed.ok && parsed.value.publicUrl).toBe('https://example.com/pulse');
    const local = parseEnv({ PORT: '3000' });
    expect(local.ok && local.value.publicUrl).toBe('http://localhost:3000');
  });

  it.each(['strict', 'extension', 'ftp://example.com'])(
    'refuses PULSE_API_MODE or PULSE_PUBLIC_URL "%s"',
    (value) => {
      const parsed = parseEnv({ PULSE_API_MODE: value, PULSE_PUBLIC_URL: value });
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? [] : parsed.errors.map((e) => e.split(' ')[0])).toEqual([
        'PULSE_API_MODE',
        'PULSE_PUBLIC_URL',
      ]);
    },
  );

  it.each([
    'https://example.com/?page=1',
    'https://example.com/#top',
    'https://user:secret@example.com',
    'example.com',
  ])('refuses the public URL %s', (value) => {
    expect(parseEnv({ PULSE_PUBLIC_URL: value }).ok).toBe(false);
  });

  it('reports every bad value, naming the variable', () => {
    const parsed = parseEnv({
      PORT: '80a',
      PULSE_DEMO: 'perhaps',
      PULSE_API_BASE_URL: 'ftp://x',
      TOKEN_TTL_S: '0',
      PULSE_ACTIVITY_RETENTION_DAYS: '0',
      PULSE_API_MODE: 'both',
      PULSE_PUBLIC_URL: 'localhost:8080',
    });
    expect(parsed.ok).toBe(false);
    const errors = parsed.ok ? [] : parsed.errors;
    expect(errors.map((e) => e.split(' ')[0])).toEqual([
      'PORT',
      'TOKEN_TTL_S',
      'PULSE_ACTIVITY_RETENTION_DAYS',
      'PULSE_DEMO',
      'PULSE_API_BASE_URL',
      'PULSE_API_MODE',
      'PULSE_PUBLIC_URL',
    ]);
    expect(parseEnv({ PORT: '70000' }).ok).toBe(false);
  });

  it.each(['-1', '1.5', '36501', 'forever'])(
    'refuses PULSE_ACTIVITY_RETENTION_DAYS "%s" (whole days, 1 to 36,500)',
    (value) => {
      const parsed = parseEnv({ PULSE_ACTIVITY_RETENTION_DAYS: value });
      expect(parsed.ok ? [] : parsed.errors).toEqual([
        `PULSE_ACTIVITY_RETENTION_DAYS must be an integer from 1 to 36500 (got "${value}").`,
      ]);
    },
  );
});
