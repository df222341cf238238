import { isHttpUrl } from './validate';

/** `reference`: the whole contract; `published`: only what the published interface has. */
export type ApiMode = 'reference' | 'published';
export const API_MODES: readonly ApiMode[] = ['reference', 'published'];

export interface ServerEnv {
  port: number;
  host: string;
  dbPath: string;
  demo: boolean;
  apiBaseUrl: string;
  tokenTtlSeconds: number;
  /** The built dashboard to serve (PULSE_STATIC_DIR), relative to the repository root. */
  staticDir: string;
  /** PULSE_API_MODE: whether the extensions of the contract are served. */
  apiMode: ApiMode;
  /**
   * PULSE_PUBLIC_URL: where clients reach this server, without a trailing slash; pagination
   * links start with it. Defaults to http://localhost:<PORT>.
   */
  publicUrl: string;
  /** PULSE_ACTIVITY_RETENTION_DAYS: activity entries older than this are deleted (default 365). */
  activityRetentionDays: number;
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

/** Reads and checks the server's settings; every problem is reported, not just the first. */
export function parseEnv(
  env: Record<string, string | undefined>,
): { ok: true; value: ServerEnv } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const text = (name: string, fallback: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? fallback : v.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name, String(fallback));
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= min && n <= max))
      errors.push(`${name} must be an integer from ${min} to ${max} (got "${raw}").`);
    return n;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const tokenTtlSeconds = integer('TOKEN_TTL_S', 8 * 60 * 60, 1, 365 * 24 * 60 * 60);
  const activityRetentionDays = integer('PULSE_ACTIVITY_RETENTION_DAYS', 365, 1, 36500);
  const host = text('HOST', '0.0.0.0');
  const dbPath = text('PULSE_DB', 'data/pulse.sqlite');
  const staticDir = text('PULSE_STATIC_DIR', 'dist');

  const demoRaw = text('PULSE_DEMO', 'true').toLowerCase();
  if (!TRUE.includes(demoRaw) && !FALSE.includes(demoRaw)) {
    errors.push(`PULSE_DEMO must be true or false (got "${demoRaw}").`);
  }
  const apiBaseUrl = text('PULSE_API_BASE_URL', '');
  if (apiBaseUrl !== '' && !isHttpUrl(apiBaseUrl)) {
    errors.push(`PULSE_API_BASE_URL must be empty or an http(s) URL (got "${apiBaseUrl}").`);
  }

  const apiMode = text('PULSE_API_MODE', 'reference').toLowerCase() as ApiMode;
  if (!API_MODES.includes(apiMode)) {
    errors.push(`PULSE_API_MODE must be ${API_MODES.join(' or ')} (got "${apiMode}").`);
  }
  const publicUrlRaw = text('PULSE_PUBLIC_URL', `http://localhost:${port}`);
  const publicUrl = isPublicUrl(publicUrlRaw)
    ? new URL(publicUrlRaw).href.replace(/\/+$/, '')
    : publicUrlRaw;
  if (!isPublicUrl(publicUrlRaw)) {
    errors.push(
      `PULSE_PUBLIC_URL must be an http(s) URL without user, query or fragment (got "${publicUrlRaw}").`,
    );
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      port,
      host,
      dbPath,
      demo: TRUE.includes(demoRaw),
      apiBaseUrl,
      tokenTtlSeconds,
      staticDir,
      apiMode,
      publicUrl,
      activityRetentionDays,
    },
  };
}

/** An http(s) origin, optionally with a path (a server behind a prefix), as links start with it. */
function isPublicUrl(v: string): boolean {
  if (!isHttpUrl(v) || /[?#\s]/.test(v)) return false;
  const url = new URL(v);
  return url.username === '' && url.password === '';
}
