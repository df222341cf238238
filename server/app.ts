import { Hono } from 'hono';
import { contractValidation } from './contract/validate-request';
import type { Db } from './db/index';
import { requireAuth } from './lib/auth';
import { limitDeclaredBodySize } from './lib/body';
import type { AppEnv, Deps } from './lib/context';
import type { EnginePort } from './lib/engine-port';
import type { ApiMode } from './lib/env';
import { ApiError } from './lib/errors';
import { loggingEnabled, requestLog, requestTarget, securityHeaders } from './lib/middleware';
import { publishedInterface } from './lib/published';
import { answerLanguage } from './locales/answer-language';
import { DEFAULT_TOKEN_TTL_S } from './lib/tokens';
import { activityRoutes } from './routes/activity';
import { attitudeRoutes } from './routes/attitudes';
import { authRoutes, type LoginLimits } from './routes/auth';
import { invitationRoutes } from './routes/invitations';
import { organizationRoutes } from './routes/organizations';
import { portfolioRoutes } from './routes/portfolios';
import { reportDataRoutes } from './routes/report-data';
import { reportRoutes } from './routes/reports';
import { savedViewRoutes } from './routes/saved-views';
import { segmentRoutes } from './routes/segments';
import { trendRoutes } from './routes/trend';
import { iconRoutes } from './routes/icons';
import { type ClientConfig, staticRoutes } from './routes/static';

export interface AppOptions {
  db: Db;
  engine: EnginePort;
  /** Vite's build output; without it `/` explains how to build the dashboard. */
  staticDir?: string;
  config?: ClientConfig;
  /** The clock for token expiry, invitation expiry and throttling (tests move it). */
  now?: () => Date;
  tokenTtlSeconds?: number;
  /** Login throttling (default: 10 failures per account, 50 per address, in 5 minutes). */
  loginLimits?: LoginLimits;
  /** Request log sink; defaults to stdout unless NODE_ENV=test or PULSE_LOG=0. */
  log?: ((line: string) => void) | false;
  /**
   * `published` serves only the published interface: no extension operation, parameter or field
   * (server/lib/published.ts). Default `reference`: the whole contract.
   */
  apiMode?: ApiMode;
  /**
   * Where clients reach the server (PULSE_PUBLIC_URL): pagination links start with it, never with
   * the request's Host. Default `http://localhost`.
   */
  publicUrl?: string;
}

export function createApp(options: AppOptions) {
  const deps: Deps = {
    db: options.db,
    engine: options.engine,
    now: options.now ?? (() => new Date()),
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_S,
  };
  const app = new Hono<AppEnv>();

  const log =
    options.log ?? (loggingEnabled() ? (line: string) => process.stdout.write(`${line}\n`) : false);
  if (log) app.use('*', requestLog(log));
  app.use('*', securityHeaders);
  app.use('*', answerLanguage(deps.db));
  app.use('*', requestTarget(options.publicUrl ?? 'http://localhost'));
  // Before anything looks at the body: an operation that is not there answers 404 whatever it is sent.
  if (options.apiMode === 'published') app.use('*', publishedInterface());
  app.use('*', limitDeclaredBodySize);
  app.use('*', contractValidation(options.apiMode));

  authRoutes(app, deps, options.loginLimits);
  app.use('/api/v1/*', requireAuth(deps));
  organizationRoutes(app, deps);
  invitationRoutes(app, deps);
  portfolioRoutes(app, deps);
  segmentRoutes(app, deps);
  trendRoutes(app, deps);
  reportRoutes(app, deps);
  reportDataRoutes(app, deps);
  attitudeRoutes(app, deps);
  savedViewRoutes(app, deps);
  activityRoutes(app, deps);
  iconRoutes(app);
  staticRoutes(app, {
    staticDir: options.staticDir,
    config: options.config ?? { apiBaseUrl: '', demo: false },
  });

  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
    console.error(
      JSON.stringify({
        level: 'error',
        method: c.req.method,
        path: c.req.path,
        error: String(err),
      }),
      err,
    );
    return c.json({ detail: 'Internal server error.' }, 500);
  });
  return app;
}
