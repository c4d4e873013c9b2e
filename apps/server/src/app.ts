import { SCREENSHOT_MAX_FILES_PER_REQUEST } from '@carnet/contract';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { registerAdminUsersRoutes } from './features/admin-users/admin-users.routes.ts';
import { registerAnalysisRoutes } from './features/analysis/analysis.routes.ts';
import { registerAuthRoutes } from './features/auth/auth.routes.ts';
import { registerBacktestGoalsRoutes } from './features/backtest-goals/backtest-goals.routes.ts';
import { registerBacktestsRoutes } from './features/backtests/backtests.routes.ts';
import { registerCandlesRoutes } from './features/candles/candles.routes.ts';
import { registerCapitalAccountsRoutes } from './features/capital-accounts/capital-accounts.routes.ts';
import { registerChallengeRoutes } from './features/challenge/challenge.routes.ts';
import { registerChallengeSimulationRoutes } from './features/challenge/challenge-simulation.routes.ts';
import { registerConfigurationsRoutes } from './features/configurations/configurations.routes.ts';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { registerExportsRoutes } from './features/exports/exports.routes.ts';
import { registerGlobalStrategiesRoutes } from './features/global-strategies/global-strategies.routes.ts';
import { registerImportTemplatesRoutes } from './features/import-templates/import-templates.routes.ts';
import { registerImportsRoutes } from './features/imports/imports.routes.ts';
import { registerInstrumentsRoutes } from './features/instruments/instruments.routes.ts';
import { registerJournalRoutes } from './features/journal/journal.routes.ts';
import { registerProfileRoutes } from './features/profile/profile.routes.ts';
import { registerTradeScreenshotsRoutes } from './features/trades/trade-screenshots.routes.ts';
import { registerTradesRoutes } from './features/trades/trades.routes.ts';
import { answerClientError } from './http/client-errors.ts';
import { handleError } from './http/error-handler.ts';
import { handleFrameworkError } from './http/framework-errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { redactSecrets } from './http/redact-secrets.ts';
import { registerRefusedBodyLinger } from './http/refused-body-linger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  useFrenchValidationMessages,
  zodSerializerCompiler,
  zodValidatorCompiler,
} from './http/validation.ts';
import { registerWebApp } from './http/web-app.ts';
import { createMediaStore, registerMediaRoutes } from './media/index.ts';
import { createServices } from './services.ts';

export type AppConfig = Config & { jwtSecret: string };

export type AppOptions = {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['loggerInstance'];
  /** Told of every route as it is registered (the security tests enumerate the route table with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** JSON bodies stay small; uploads are multipart and limited by MAX_UPLOAD_MB per file instead. */
const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Node's defaults: late requests looked for every 30 s, 60 s for the headers. */
const NODE_TIMEOUT_CHECK_MS = 30_000;
const NODE_HEADERS_TIMEOUT_MS = 60_000;

/**
 * Builds the whole HTTP application without listening (tests drive it with `inject`). Order: compilers and
 * the error handler, security headers, public auth routes, the authenticated /api/v1 scope, then the web app.
 */
export async function buildApp({ config, db, logger, onRoute }: AppOptions): Promise<FastifyInstance> {
  useFrenchValidationMessages();
  // A client that sends its request slowly (a body dribbled byte by byte) is cut off with a 408 after
  // REQUEST_TIMEOUT instead of holding a connection for ever; 60 s by default lets 10 MB through
  // an uplink of about 1.5 Mbit/s. Node ignores the request timeout while the headers' one is longer (measured
  // on Node 20), and looks for late requests only every check interval: both follow it.
  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    requestTimeout: requestTimeoutMs,
    clientErrorHandler: answerClientError,
    http: {
      headersTimeout: Math.min(NODE_HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(NODE_TIMEOUT_CHECK_MS, requestTimeoutMs / 4),
    },
    loggerInstance: logger,
    logger: logger === undefined ? false : undefined,
    trustProxy: trustProxySetting(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // One line per request is written by the onResponse hook below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
  });
  if (onRoute !== undefined) app.addHook('onRoute', onRoute);
  // JSON (and multipart where a route registers it) only: a text/plain body is a 415, as in DRF.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler(handleError);
  // During a graceful shutdown, answers close their keep-alive connection so the server can stop promptly.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
  // Signed media URLs and tokens are masked: whoever reads the log must not get working links.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      `${request.method} ${redactSecrets(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  });
  registerRefusedBodyLinger(app);
  registerSecurityHeaders(app, config.s3);

  // Screenshots: local disk under DATA_DIR or S3; signed URLs served by /media (docs/security.md#media-urls).
  const media = createMediaStore({
    dataDir: config.dataDir,
    s3: config.s3 ?? undefined,
    signingSecret: config.jwtSecret,
    maxUploadBytes: config.maxUploadBytes,
  });
  app.addHook('onClose', async () => media.close());
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: SCREENSHOT_MAX_FILES_PER_REQUEST },
  });
  registerMediaRoutes(app, media);

  const services = createServices(db, config, {
    media,
    log: app.log,
    maxUploadBytes: config.maxUploadBytes,
  });
  app.addHook('onClose', () => services.simulationRunner.close());
  app.addHook('onClose', () => services.importFileRunner.close());
  registerAuthRoutes(app, services);
  await app.register(
    async (api) => {
      api.addHook('onRequest', services.authGuard);
      registerIdempotency(api, db);
      registerProfileRoutes(api, services);
      registerInstrumentsRoutes(api, services);
      registerAdminUsersRoutes(api, services);
      await registerBacktestsRoutes(api, services);
      registerBacktestGoalsRoutes(api, services);
      registerGlobalStrategiesRoutes(api, services);
      registerConfigurationsRoutes(api, services);
      registerCapitalAccountsRoutes(api, services);
      registerChallengeRoutes(api, services);
      registerChallengeSimulationRoutes(api, services);
      registerDashboardRoutes(api, services);
      registerAnalysisRoutes(api, services);
      registerTradesRoutes(api, { ...services, publicUrl: config.publicUrl });
      registerTradeScreenshotsRoutes(api, services);
      registerImportsRoutes(api, services);
      registerImportTemplatesRoutes(api, services);
      registerCandlesRoutes(api, services);
      registerJournalRoutes(api, services);
      registerExportsRoutes(api, services);
    },
    { prefix: '/api/v1' },
  );
  await registerWebApp(app, config.webDistDir);
  return app;
}

/** A hop count becomes Fastify's function form (its types take booleans, addresses or a function). */
function trustProxySetting(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
