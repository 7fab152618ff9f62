// Builds the Fastify instance: infrastructure plugins first, then modules, in one explicit list
// (STYLE.md). main.ts and the tests call this with their own db, config and clock.
// Over 400 lines on purpose, for now: it is the one place where every service is wired and every
// route plugin registered, in order, and reading that order top to bottom is the point (732 lines
// after eleven branches merged); the next step is one `wire<Area>(app, deps)` file per area group
// (operations: docks, streams, airspace; content; fleet) so this file keeps only the order.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError, hasRight, rbacRulesFor } from '@sortie/domain';
import { ZHealthResponse } from '@sortie/domain/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { pingDatabase, poolStatsOf, type Db } from './db/database.ts';
import { createDockLink, type DockLink } from './dock-link/index.ts';
import { createLiveHub, createRtmpServer } from './media/index.ts';
import { createAccessGuards } from './access/index.ts';
import { createGuards } from './http/auth.ts';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './http/errors.ts';
import { installIdempotency } from './http/idempotency.ts';
import { installRequestId, requestIdOf } from './http/request-id.ts';
import { createErrorReporter } from './reporting/index.ts';
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
import {
  authRoutes,
  createAuthService,
  createGoogleSignIn,
  createRecoveryService,
  createVerificationService,
  createTokenSigner,
} from './modules/auth/index.ts';
import { assetsRoutes, createAssetsService } from './modules/assets/index.ts';
import {
  airspaceRoutes,
  createAirspaceService,
  createWeatherClient,
  loadAerodromes,
} from './modules/airspace/index.ts';
import { basemapRoutes, basemapUrl } from './modules/basemap/index.ts';
import {
  brandApiRoutes,
  brandAssetRoutes,
  brandOfRequest,
  createBrandsService,
} from './modules/brands/index.ts';
import {
  collectionsRoutes,
  createCollectionsService,
  createSampleSites,
} from './modules/collections/index.ts';
import { createMailService } from './modules/mail/index.ts';
import { createNewsService, newsRoutes } from './modules/news/index.ts';
import { createTipsService, tipsRoutes } from './modules/tips/index.ts';
import {
  createDataVerificationService,
  dataVerificationRoutes,
} from './modules/data-verification/index.ts';
import { auditRoutes, createAuditService } from './modules/audit/index.ts';
import { createMissionsService, missionsRoutes } from './modules/missions/index.ts';
import { createElevationsService, elevationsRoutes } from './modules/elevations/index.ts';
import { createFlightsService, flightsRoutes } from './modules/flights/index.ts';
import { createFleetService, fleetRoutes } from './modules/fleet/index.ts';
import {
  createDockCockpit,
  createDocksService,
  createDockTasks,
  dockCockpitRoutes,
  docksRoutes,
  dockTasksRoutes,
} from './modules/docks/index.ts';
import { createPlansService, plansRoutes } from './modules/plans/index.ts';
import { createSitesService, sitesRoutes } from './modules/sites/index.ts';
import {
  createExternalIngest,
  createRecordingsService,
  createStreamsService,
  createTestPatterns,
  mediaCallbackRoutes,
  recordingsRoutes,
  streamsRoutes,
  createStreamChannel,
  zoomWebhookRoutes,
} from './modules/streams/index.ts';
import { createUsageService, usageRoutes } from './modules/usage/index.ts';
import { createUsersService, usersRoutes } from './modules/users/index.ts';
import {
  companyRoutes,
  createCompaniesService,
  createWorkspacesService,
  inviteRoutes,
  memberRoutes,
  membershipKey,
} from './modules/workspaces/index.ts';
import {
  createRealtimeBus,
  createRealtimePublisher,
  realtimeRoutes,
  type RealtimeBus,
} from './realtime/index.ts';
import { createLocalDiskStorage, createStorage, scopeStorage } from './storage/index.ts';

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
  await registerSecurityHeaders(app);
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

  // Services, wired by hand: each gets only what it uses.
  const companies = createCompaniesService({ db, clock });
  // Uploads, logos, pictures and DEMs: local disk or S3, as config.ts chose (decision 240).
  const files = createStorage(config);
  const pictures = scopeStorage(files, 'pictures');
  const users = createUsersService({
    db,
    clock,
    companies,
    // Resolved at request time: workspaces is built below, and it needs users.
    pendingInvites: (who) => workspaces.invites.findPendingFor(who),
    pictures,
  });
  const mail = createMailService({
    db,
    clock,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: app.log,
  });
  const google = createGoogleSignIn({
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    cookieSecret: config.jwtSecret,
  });
  const brands = createBrandsService({
    brandsDir: config.brandsDir,
    defaultBrand: config.defaultBrand,
    googleSignInEnabled: google.enabled,
  });
  const signer = createTokenSigner(config.jwtSecret, config.tokenTtlSeconds);
  const auth = createAuthService({
    db,
    clock,
    users,
    signer,
    google,
    sessionCache: caches.sessions,
    settings: {
      sessionTtlSeconds: config.sessionTtlSeconds,
      loginLimits: {
        perIpAndAccount: config.rateLimit.loginMax,
        perAccount: config.rateLimit.loginAccountMax,
        perIp: config.rateLimit.loginIpMax,
        windowSeconds: config.rateLimit.loginWindowSeconds,
      },
    },
  });
  const recovery = createRecoveryService({ db, clock, users, mail });
  const verification = createVerificationService({ db, clock, users, mail });
  const guards = createGuards((token) => auth.verifyToken(token));
  // Workspace access guards and feature limits (issue 3); sites and collections use them.
  const plans = createPlansService({ db, clock, companyPlanKey: companies.planKeyOf });
  await plans.seedPlans();
  const logos = scopeStorage(files, 'logos');
  const workspaces = createWorkspacesService({
    db,
    clock,
    features: plans.features,
    users,
    mail,
    logos,
    publicUrl: config.publicUrl,
    siteShares: {
      removeSharesOf: (trx, companyId, people) => sites.removeSharesOf(trx, companyId, people),
    },
  });
  // The one membership and rights check: route guards, and the gate services use for others.
  const access = createAccessGuards({
    guards,
    lookup: {
      // From memory when it can (membership-cache.ts, decision 260).
      findActiveMembership: (companyId, userId) =>
        caches.memberships
          ? caches.memberships.get(membershipKey(companyId, userId), () =>
              workspaces.memberships.findActive(companyId, userId),
            )
          : workspaces.memberships.findActive(companyId, userId),
      designationOf: (userId) =>
        users.getRecord(userId).then(
          (user) => user.designation,
          (error: unknown) => {
            if (error instanceof AppError && error.status === 404) return [];
            throw error;
          },
        ),
    },
  });
  // Sites, missions and storage report their per-workspace totals with usage.registerCounter.
  const usage = createUsageService({ clock, workspaces, users, auth });
  const sites = createSitesService({
    db,
    clock,
    features: plans.features,
    users,
    mail,
    gate: access,
    // Every site file and geometry is judged in the planning pool, with its deadline (issue 19).
    shapes: {
      fromFile: (bytes, name) => workPool.run('shapeFromFileTask', { bytes, name }),
      fromGeometry: (geometry, name) => workPool.run('shapeFromGeometryTask', { geometry, name }),
    },
  });
  const publisher = createRealtimePublisher(realtime, app.log);
  sites.onChanged((change) => publisher.sitesChanged(change.companyId, change.action));
  const collections = createCollectionsService({ db, clock, sites, features: plans.features });
  const sampleSites = createSampleSites({ db, clock, sites });
  usage.registerCounter('sites', () => sites.countByCompany());
  // Missions (issue 6): the planning engine over sites, counted against max_missions.
  // Elevations (issue 6 item 4): SRTM tiles and custom DEMs under sites, for missions and heat maps.
  const elevations = createElevationsService({
    db,
    clock,
    features: plans.features,
    sites,
    // Tiles stay on local disk in SRTM_DIR, where operators place them (decision 240).
    srtm: { files: createLocalDiskStorage(config.srtmDir), urlTemplate: config.srtmTileUrl },
    dems: scopeStorage(files, 'dems'),
  });
  sites.onDelete((trx, siteId) => elevations.releaseSiteStorage(trx, siteId));
  const missions = createMissionsService({
    db,
    clock,
    features: plans.features,
    sites,
    elevation: elevations,
    planFlat: (req, g) => workPool.run('planFlatTask', { req, g }),
    followTerrain: (req, flat, ground) => workPool.run('followTerrainTask', { req, flat, ground }),
  });
  const assets = createAssetsService();
  // Fleet and pilot logbook (issue 15); a completed flight report also lands in the logbook.
  const fleet = createFleetService({
    db,
    clock,
    assets,
    namesOf: users.namesOf,
    sites,
    missions,
    gate: access,
    documents: { files: scopeStorage(files, 'fleet-docs'), features: plans.features },
    mail: {
      queue: (m) => mail.queue(m),
      recipientOf: async (userId) => {
        const user = await users.getRecord(userId);
        return user.email ? { email: user.email, language: user.language } : null;
      },
    },
  });
  // Pilot licence expiry mails (decision 351): at start and hourly; the in-app notices need none.
  const fleetSweep = () =>
    void fleet.notices
      .sweep()
      .catch((error: unknown) => app.log.warn({ error }, 'fleet notice sweep failed'));
  app.addHook('onReady', async () => {
    await fleet.notices
      .sweep()
      .catch((error: unknown) => app.log.warn({ error }, 'fleet notice sweep failed'));
  });
  const fleetSweepTimer = setInterval(fleetSweep, 3_600_000).unref();
  app.addHook('onClose', () => {
    clearInterval(fleetSweepTimer);
    return Promise.resolve();
  });
  // Flight progress (issue 6 item 5): the pilot app's reports move site progress and status.
  const flights = createFlightsService({
    db,
    clock,
    sites,
    missions,
    gate: access,
    logbook: fleet.logbook,
  });
  flights.onRecorded((change) => publisher.sitesChanged(change.companyId, 'progress'));
  usage.registerCounter('missions', missions.countByCompany);
  // Stored files (logos, DEMs) as the storage_mb usage their modules record.
  usage.registerCounter('storage_bytes', () => plans.features.storageBytesByCompany());
  // Industry news and tips (issue 16); their thumbnails share the 'content' folder.
  const contentFiles = scopeStorage(files, 'content');
  const news = createNewsService({ db, clock, thumbnails: contentFiles });
  const tips = createTipsService({ db, clock });
  // Data Check (issue 14): run summaries and free runs; a workspace plan only for its members.
  const dataVerification = createDataVerificationService({
    db,
    clock,
    planKeyOf: async (companyId, userId) =>
      (await access.findMembership(companyId, userId))?.planKey ?? null,
  });
  // Stream recordings (decision 321): FLV from the hub → MP4 in the store, counted in storage_mb.
  const recordings = createRecordingsService({
    db,
    clock,
    hub: liveHub,
    store: scopeStorage(files, 'recordings'),
    storage: plans.features,
    workDir: path.join(config.dataDir, 'tmp', 'recordings'),
    secret: config.jwtSecret,
    logger: app.log,
    notify: (companyId, data) => publisher.streamRecording(companyId, data),
  });
  // Live streams (issue 12): keys, lifecycle from the RTMP ingest, HTTP-FLV viewers.
  const streams = createStreamsService({
    recordingsOf: (ids) => recordings.summaries(ids),
    db,
    clock,
    hub: liveHub,
    sites,
    users,
    secret: config.jwtSecret,
    logger: app.log,
    externalPlayUrl: config.media.playUrl
      ? (mediaPath, token) =>
          `${config.media.playUrl!.replace('{path}', mediaPath)}?token=${encodeURIComponent(token)}`
      : undefined,
    rtmpBase: (hostname) =>
      config.rtmp.publicUrl ?? `rtmp://${hostname}:${rtmp.status().port ?? config.rtmp.port}`,
  });
  rtmp.setHandlers(streams.ingest);
  streams.onChanged((change) =>
    publisher.streamsChanged(change.companyId, change.streamId, change.status),
  );
  streams.onChanged((change) => recordings.onStreamChanged(change));
  // An external media server's callbacks and the zoom webhook (decision 322).
  const externalIngest = createExternalIngest({ db, clock, streams, secret: config.jwtSecret });
  // StreamHostDevPage's server-side test pattern, into our own ingest.
  const testPatterns = createTestPatterns({
    streams,
    localRtmpBase: () => {
      const status = rtmp.status();
      return status.state === 'listening' ? `rtmp://127.0.0.1:${status.port}` : null;
    },
  });
  // The 90 s poor-network rule, checked every STREAM_SWEEP_SECONDS (and last_data_at refreshed).
  let streamSweep: NodeJS.Timeout | null = null;
  let sweeping = false;
  app.addHook('onReady', (done) => {
    streamSweep = setInterval(() => {
      if (sweeping) return; // a slow sweep (busy database) is not stacked
      sweeping = true;
      streams
        .sweep()
        .catch((error: unknown) => app.log.warn({ err: error }, 'streams: sweep failed'))
        .finally(() => (sweeping = false));
    }, config.rtmp.sweepSeconds * 1000);
    streamSweep.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (streamSweep) clearInterval(streamSweep);
    testPatterns.close();
    // Publishers are cut off; their streams end before the database closes.
    await rtmp.close();
    await streams.drain();
    await recordings.drain();
  });
  app.addHook('onClose', async () => mail.drain());
  // Docks (issue 11): the DJI Cloud API gateway on the dock link, binding and the dock API.
  const docks = createDocksService({
    db,
    clock,
    link: dockLink,
    logger: app.log,
    companyName: companies.nameOf,
    brokerUrl: () => dockBrokerUrl(config, dockLink),
  });
  docks.onChanged((change) => publisher.docksChanged(change.companyId, change.action));
  docks.onState((push) => publisher.dockState(push.companyId, push.state));
  // After the dock link's own onReady hook (registered above), which starts the broker.
  app.addHook('onReady', async () => docks.start());
  app.addHook('onClose', async () => docks.close());
  // The dock cockpit (geozones, authority, dock livestreams, actions; docs/decisions/310).
  const dockCockpit = createDockCockpit({
    db,
    clock,
    logger: app.log,
    docks,
    streams,
    namesOf: users.namesOf,
    secret: config.jwtSecret,
    httpBase: () => config.publicUrl ?? listeningHttpBase(app),
  });
  app.addHook('onReady', async () => dockCockpit.start());
  // Dock flight tasks (issue 11 §7-8): missions sent to docks, the queue, progress to the site.
  const dockTasks = createDockTasks({
    db,
    clock,
    link: dockLink,
    logger: app.log,
    docks,
    missions,
    flights,
    gate: access,
    files: scopeStorage(files, 'dock-tasks'),
    secret: config.jwtSecret,
    baseUrl: () => config.publicUrl ?? listeningHttpBase(app) ?? 'http://127.0.0.1',
    onChanged: (companyId) => publisher.docksChanged(companyId, 'tasks'),
  });
  app.addHook('onReady', async () => dockTasks.start());
  app.addHook('onClose', async () => dockTasks.close());

  // Routes: the whole catalogue, in order. api/internal joins later.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['health'], response: { 200: ZHealthResponse } } },
      async () => {
        await pingDatabase(db).catch(() => {
          throw new AppError('db_unavailable', 503, 'The database is not reachable.');
        });
        return {
          status: 'ok' as const,
          db: 'ok' as const,
          realtime: realtime.status(),
          mqtt: dockLink.status(),
          rtmp: rtmp.status(),
        };
      },
    );
  await app.register(brandAssetRoutes(brands));
  await app.register(brandApiRoutes(brands, { basemapUrl: basemapUrl(config.basemapPmtiles) }), {
    prefix: '/api/v4',
  });
  await app.register(basemapRoutes(config.basemapPmtiles), { prefix: '/api/v4' });
  await app.register(
    authRoutes({
      auth,
      recovery,
      verification,
      google,
      brands,
      guards,
      publicUrl: config.publicUrl,
      fallbackOrigin: `http://localhost:${config.port}`,
      publicRateLimit: {
        max: config.rateLimit.publicMax,
        timeWindow: config.rateLimit.publicWindowSeconds * 1000,
      },
      registerRateLimit: {
        max: config.rateLimit.registerMax,
        timeWindow: config.rateLimit.publicWindowSeconds * 1000,
      },
    }),
    { prefix: '/api/v4' },
  );
  await app.register(
    usersRoutes({
      users,
      guards,
      pictures,
      lookupRateLimit: {
        max: config.rateLimit.lookupMax,
        timeWindow: config.rateLimit.publicWindowSeconds * 1000,
      },
    }),
    { prefix: '/api/v4' },
  );
  await app.register(companyRoutes({ workspaces, access, logos }), { prefix: '/api/v4' });
  await app.register(memberRoutes({ workspaces, access }), { prefix: '/api/v4' });
  await app.register(inviteRoutes({ workspaces, access }), { prefix: '/api/v4' });
  await app.register(plansRoutes({ plans }), { prefix: '/api/v4' });
  await app.register(usageRoutes({ usage, access, plans: workspaces.plans }), {
    prefix: '/api/v4',
  });
  await app.register(
    sitesRoutes({
      sites,
      guards: access,
      listCache: caches.lists,
      exportOtherFeatures: (actor, siteId, query) =>
        missions.exportSiteFeatures(actor, siteId, query),
    }),
    { prefix: '/api/v4' },
  );
  await app.register(
    collectionsRoutes({
      collections,
      samples: sampleSites,
      guards: access,
      brandKeyOf: (request) => brandOfRequest(brands, request).brand.key,
    }),
    { prefix: '/api/v4' },
  );
  await app.register(assetsRoutes({ assets }), { prefix: '/api/v4' });
  const airspace = createAirspaceService({
    db,
    clock,
    aerodromes: loadAerodromes(),
    weather: config.weatherUrl
      ? createWeatherClient({ baseUrl: config.weatherUrl, now: () => clock.now() })
      : null,
    sites,
    missions,
    ground: elevations,
    parseZones: (input) => workPool.run('parseZoneFileTask', input),
  });
  await app.register(
    airspaceRoutes({
      airspace,
      access,
      rulesOf: (request) => brandOfRequest(brands, request).brand.airspace,
    }),
    { prefix: '/api/v4' },
  );
  await app.register(missionsRoutes({ missions, guards: access }), { prefix: '/api/v4' });
  await app.register(elevationsRoutes({ elevations, guards: access }), {
    prefix: '/api/v4',
  });
  app.addHook('onReady', async () => {
    await elevations.sweepOrphanFiles();
    await workspaces.sweepOrphanLogos();
  });
  await app.register(flightsRoutes({ flights, guards: access }), { prefix: '/api/v4' });
  await app.register(fleetRoutes({ fleet, guards: access }), { prefix: '/api/v4' });
  await app.register(docksRoutes({ docks, guards: access }), { prefix: '/api/v4' });
  await app.register(dockCockpitRoutes({ cockpit: dockCockpit, guards: access }), {
    prefix: '/api/v4',
  });
  await app.register(dockTasksRoutes({ tasks: dockTasks, guards: access }), { prefix: '/api/v4' });
  await app.register(streamsRoutes({ streams, guards: access }), { prefix: '/api/v4' });
  await app.register(recordingsRoutes({ recordings, testPatterns, guards: access }), {
    prefix: '/api/v4',
  });
  await app.register(
    zoomWebhookRoutes({ external: externalIngest, secret: config.media.zoomSecret, clock }),
    { prefix: '/api/v4' },
  );
  await app.register(
    mediaCallbackRoutes({ external: externalIngest, secret: config.media.callbackSecret }),
    { prefix: '/api/internal' },
  );
  await app.register(
    realtimeRoutes({
      bus: realtime,
      access: {
        verifyToken: (token) => auth.verifyToken(token),
        isMember: async (companyId, userId) =>
          (await access.findMembership(companyId, userId)) !== null,
        maySeeDocks: async (companyId, userId) => {
          const member = await access.findMembership(companyId, userId);
          return member !== null && hasRight(rbacRulesFor(), 'Docks', 'GET', member.role);
        },
      },
      recheckSeconds: config.realtimeRecheckSeconds,
      // Camera control of live streams over the socket (decision 324).
      channels: {
        stream: createStreamChannel({
          db,
          clock,
          users,
          findMembership: (companyId, userId) => access.findMembership(companyId, userId),
          publish: (streamId, event) => publisher.streamEvent(streamId, event),
        }),
      },
      exposeSocketCount: metrics.setSocketCounter,
    }),
    { prefix: '/api/v1' },
  );

  await app.register(
    newsRoutes({
      news,
      access,
      thumbnails: contentFiles,
      newsDisabled: (request) =>
        brandOfRequest(brands, request).brand.disabledFeatures.includes('news'),
    }),
    { prefix: '/api/v4' },
  );
  await app.register(tipsRoutes({ tips, access }), { prefix: '/api/v4' });
  await app.register(
    dataVerificationRoutes({
      dataVerification,
      guards,
      brandKeyOf: (request) => brandOfRequest(brands, request).brand.key,
      rateLimit: {
        max: config.rateLimit.dataCheckMax,
        timeWindow: config.rateLimit.publicWindowSeconds * 1000,
      },
    }),
    { prefix: '/api/v4' },
  );
  // Audit log (issue 18 §7, decision 415): modules record with recordAudit in their
  // transactions; this service reads the log and sweeps it past AUDIT_RETENTION_DAYS.
  const audit = createAuditService({
    db,
    clock,
    retentionDays: config.ops.auditRetentionDays,
    companyNameOf: (companyId) => companies.nameOf(db, companyId),
  });
  await app.register(auditRoutes({ audit, access }), { prefix: '/api/v4' });
  let stopAuditSweeps = () => {};
  app.addHook('onReady', async () => {
    await audit.sweep();
    stopAuditSweeps = audit.startSweeps((err) => app.log.error({ err }, 'audit sweep failed'));
  });
  app.addHook('onClose', (_instance, done) => {
    stopAuditSweeps();
    done();
  });

  installSpaFallback(app, { hasWeb });

  return app;
}

/** Without PUBLIC_URL: this process's own address (docks on this host, the simulator). */
function listeningHttpBase(app: FastifyInstance): string | null {
  const address = app.server.address();
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
}

/** Where docks reach the broker, for Settings → Dock: never with the operator's credentials. */
function dockBrokerUrl(config: AppConfig, link: DockLink): string | null {
  if (config.mqtt.url) {
    const u = new URL(config.mqtt.url);
    return `${u.protocol}//${u.host}`;
  }
  const status = link.status();
  if (status.port === undefined) return null;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `mqtt://${host}:${status.port}`;
}
