// Builds the Fastify instance: infrastructure plugins first, then the areas, in one explicit list
// (STYLE.md). main.ts and the tests call this with their own db, config and clock.
// This file keeps only the order; each area group's services, start/stop hooks and route plugins
// are wired in src/wiring/<area>.ts (decision 438). Two passes, as before the split: every
// area's services and hooks in dependency order, then every area's routes in catalogue order
// (the OpenAPI document and the route-access table list them so), then audit and the SPA.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config/index.ts';
import { poolStatsOf, type Db } from './db/database.ts';
import { createDockLink, type DockLink } from './dock-link/index.ts';
import { createLiveHub, createRtmpServer } from './media/index.ts';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './http/errors.ts';
import { installIdempotency } from './http/idempotency.ts';
import { installRequestId, requestIdOf } from './http/request-id.ts';
import { createErrorReporter } from './reporting/index.ts';
import { webReportOrigins } from './reporting/web-reports.ts';
import { registerOpenApi } from './http/openapi.ts';
import { closeConnectionsOnShutdown } from './http/shutdown.ts';
import { trackRoutes } from './http/route-catalogue.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { capConnections, serverLimitOptions } from './http/server-limits.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { installSpaFallback } from './http/spa-fallback.ts';
import { staticHeaders } from './http/static-delivery.ts';
import { createReadCaches } from './http/read-caches.ts';
import { createWorkPool } from './workers/pool.ts';
import { installMetrics } from './metrics/index.ts';
import { createRealtimeBus, createRealtimePublisher, type RealtimeBus } from './realtime/index.ts';
import { createStorage } from './storage/index.ts';
import { wireAccounts } from './wiring/accounts.ts';
import { wireAudit } from './wiring/audit.ts';
import { wireContent } from './wiring/content.ts';
import { wireDataCheck } from './wiring/data-check.ts';
import { wireDocks } from './wiring/docks.ts';
import { wireFleet } from './wiring/fleet.ts';
import { registerHealthRoute } from './wiring/health.ts';
import type { Infrastructure } from './wiring/infrastructure.ts';
import { wirePlanning } from './wiring/planning.ts';
import { registerRealtimeRoutes } from './wiring/realtime.ts';
import { wireStreams } from './wiring/streams.ts';
import { wireWorkspaces } from './wiring/workspaces.ts';

export type AppDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Realtime fan-out and dock link; when absent, built from config and closed with the app. */
  realtime?: RealtimeBus;
  dockLink?: DockLink;
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // Only behind a known proxy may X-Forwarded-For name the client (rate limits key on the IP).
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // e-mail addresses in /users/find/email/:value can be long.
    routerOptions: { maxParamLength: 400 },
    // Errors raised before routing and unparsable HTTP get the same envelope as the rest.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // One id per request across replicas: in logs, X-Request-Id and error envelopes (issue 18).
    genReqId: requestIdOf,
    ...serverLimitOptions(config.http),
  });
  capConnections(app, config.http);
  // Every route is recorded for the table-driven access test (src/test/route-access.test.ts).
  trackRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure. Error reports go to SENTRY_DSN when set (decision 413).
  const errorReports = createErrorReporter({
    dsn: config.ops.sentryDsn,
    environment: config.ops.sentryEnvironment,
    logger: app.log,
  });
  app.decorate('errorReports', errorReports);
  app.addHook('onClose', async () => errorReports.flush());
  installRequestId(app);
  installErrorHandling(app, errorReports);
  installIdempotency(app, { db, clock });
  closeConnectionsOnShutdown(app);
  await registerSecurityHeaders(app, { reportOrigins: webReportOrigins(config.ops) });
  await registerRateLimit(app, config.redisUrl);
  await registerOpenApi(app);
  const hasWeb = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: hasWeb ? config.webDistDir : config.brandsDir,
    serve: hasWeb,
    wildcard: true,
    index: 'index.html',
    // Brotli/gzip twins written by the web build; cache rules per folder (decision 410).
    preCompressed: hasWeb,
    cacheControl: false,
    setHeaders: staticHeaders(config.webDistDir),
  });
  app.decorateRequest('auth', null);
  // Runtime pieces (DESIGN.md): in-process bus or Redis; embedded MQTT broker or MQTT_URL.
  const realtime = deps.realtime ?? createRealtimeBus(config.redisUrl, app.log);
  const dockLink = deps.dockLink ?? createDockLink(config, app.log);
  app.addHook('onReady', async () => dockLink.start());
  app.addHook('onClose', async () => {
    if (!deps.realtime) await realtime.close();
    if (!deps.dockLink) await dockLink.close();
  });
  // Prometheus /metrics behind METRICS_TOKEN; the latency hook runs for every request.
  const metrics = installMetrics(app, config.ops.metricsToken, {
    pool: () => poolStatsOf(db),
    mqttClients: () => dockLink.clientCount(),
  });
  // Live video ingest (decision 320): the embedded RTMP server on RTMP_PORT; off with a warning
  // when the port is taken, as the MQTT broker.
  const liveHub = createLiveHub(clock);
  const rtmp = createRtmpServer({
    host: config.host,
    port: config.rtmp.port,
    hub: liveHub,
    logger: app.log,
  });
  app.addHook('onReady', async () => rtmp.start());

  // Planning and site-file checks run off the request thread (issue 10 §9).
  const workPool = createWorkPool(config.planning, app.log);
  app.decorate('workPool', workPool);
  app.addHook('onClose', async () => workPool.close());

  // Sessions, memberships and site list answers in memory, cleared by writes (decision 260).
  const caches = createReadCaches({ db, bus: realtime, logger: app.log });
  app.addHook('onReady', async () => caches.ready());
  app.addHook('onClose', async () => caches.close());

  const infra: Infrastructure = {
    db,
    config,
    clock,
    files: createStorage(config),
    workPool,
    caches,
    realtime,
    publisher: createRealtimePublisher(realtime, app.log),
    dockLink,
    liveHub,
    rtmp,
  };

  // Areas' services and hooks, in dependency order; each gets only what it uses.
  const accounts = wireAccounts(app, {
    ...infra,
    // Resolved at request time: workspaces are wired next, and they need users.
    pendingInvites: (who) => tenancy.workspaces.invites.findPendingFor(who),
  });
  const tenancy = await wireWorkspaces(app, {
    ...infra,
    ...accounts,
    siteShares: {
      removeSharesOf: (trx, companyId, people) =>
        planning.sites.removeSharesOf(trx, companyId, people),
    },
  });
  const planning = wirePlanning(app, { ...infra, ...accounts, ...tenancy });
  const fleet = wireFleet(app, { ...infra, ...accounts, ...tenancy, ...planning });
  const content = wireContent(app, { ...infra, ...accounts, ...tenancy });
  const dataCheck = wireDataCheck(app, { ...infra, ...accounts, ...tenancy });
  const streams = wireStreams(app, { ...infra, ...accounts, ...tenancy, ...planning });
  // Close hooks run last first: mail is drained after docks stop and before streams end.
  app.addHook('onClose', async () => accounts.mail.drain());
  const docks = wireDocks(app, {
    ...infra,
    ...accounts,
    ...tenancy,
    ...planning,
    ...fleet,
    ...streams,
  });

  metrics.setModuleCounters({
    docksOnline: () => docks.docks.countOnline(),
    streamsLive: () => streams.streams.countLive(),
  });

  // Routes: the whole catalogue, in order.
  registerHealthRoute(app, infra);
  await accounts.registerRoutes();
  await tenancy.registerRoutes();
  await planning.registerRoutes();
  // Files no site or workspace refers to any more, once every area above has started.
  app.addHook('onReady', async () => {
    await planning.elevations.sweepOrphanFiles();
    await tenancy.workspaces.sweepOrphanLogos();
  });
  await fleet.registerRoutes();
  await docks.registerRoutes();
  await streams.registerRoutes();
  await registerRealtimeRoutes(app, { ...infra, ...accounts, ...tenancy, metrics });
  await content.registerRoutes();
  await dataCheck.registerRoutes();
  await wireAudit(app, { ...infra, ...accounts, ...tenancy });

  installSpaFallback(app, { hasWeb });

  return app;
}
