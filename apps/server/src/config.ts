// Every environment variable of the server, parsed once (STYLE.md, "Config"). Defaults give the
// embedded mode of `npm start`; a bad value fails at boot with one message listing every key.
// Past 400 lines (437) because every variable is read here and nowhere else; the next step moves
// the groups (ops, rtmp, media, weather, rate limits) to `config/<group>.ts`.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { StorageConfig } from './storage/index.ts';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const ZOptionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const ZPositiveInt = z.coerce.number().int().positive();

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: ZOptionalString,
  JWT_SECRET: ZOptionalString.pipe(z.string().min(32).optional()),
  TOKEN_TTL_SECONDS: ZPositiveInt.default(3600),
  SESSION_TTL_SECONDS: ZPositiveInt.default(30 * 24 * 3600),
  SMTP_URL: ZOptionalString,
  MAIL_FROM: z.string().default('Sortie <no-reply@sortie.local>'),
  OIDC_ISSUER: ZOptionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: ZOptionalString,
  OIDC_CLIENT_SECRET: ZOptionalString,
  PUBLIC_URL: ZOptionalString.pipe(z.url().optional()),
  DEFAULT_BRAND: z.string().default('india'),
  BRANDS_DIR: ZOptionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: ZBool.default(false),
  RATE_LIMIT_LOGIN_MAX: ZPositiveInt.default(5),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: ZPositiveInt.default(15 * 60),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: ZPositiveInt.default(20),
  RATE_LIMIT_LOGIN_IP_MAX: ZPositiveInt.default(50),
  RATE_LIMIT_PUBLIC_MAX: ZPositiveInt.default(10),
  RATE_LIMIT_LOOKUP_MAX: ZPositiveInt.default(60),
  RATE_LIMIT_REGISTER_MAX: ZPositiveInt.default(10),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: ZPositiveInt.default(15 * 60),
  /** Data Check calls per signed-out IP within RATE_LIMIT_PUBLIC_WINDOW_SECONDS (issue 14). */
  RATE_LIMIT_DATA_CHECK_MAX: ZPositiveInt.default(60),
  WEB_DIST_DIR: ZOptionalString,
  TRUST_PROXY: ZOptionalString,
  SEED_DEMO: ZBool.default(true),
  SRTM_DIR: ZOptionalString,
  BASEMAP_PMTILES: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.endsWith('.pmtiles'), 'must be a .pmtiles file')
      .optional(),
  ),
  /** Open-Meteo-compatible weather API origin (issue 17); unset: weather is off. */
  WEATHER_URL: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  REDIS_URL: ZOptionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REALTIME_RECHECK_SECONDS: ZPositiveInt.default(30),
  // Operations (issue 18, decisions 412-413): /metrics needs this bearer token; without it there
  // is no /metrics. Error reports go to a Sentry-compatible DSN (Sentry, GlitchTip, Bugsink).
  METRICS_TOKEN: ZOptionalString.pipe(z.string().min(16).optional()),
  SENTRY_DSN: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_WEB_DSN: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SENTRY_ENVIRONMENT: z.string().trim().min(1).default('production'),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.8),
  /** Audit log entries older than this many days are swept (decision 415); 0 keeps them all. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36500).default(365),
  MQTT_URL: ZOptionalString.pipe(
    z
      .url({
        protocol: /^(mqtts?|wss?|tcp|ssl)$/,
        error: 'must be an mqtt://, mqtts://, ws:// or wss:// URL',
      })
      .optional(),
  ),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_USERNAME: z.string().trim().min(1).default('sortie'),
  MQTT_PASSWORD: ZOptionalString,
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  STREAM_SWEEP_SECONDS: ZPositiveInt.default(10),
  RTMP_PUBLIC_URL: ZOptionalString.pipe(
    z.url({ protocol: /^rtmps?$/, error: 'must be an rtmp:// or rtmps:// URL' }).optional(),
  ),
  // An external media server (decision 322): its callbacks' shared secret and viewers' play URL.
  MEDIA_CALLBACK_SECRET: ZOptionalString.pipe(z.string().min(16).optional()),
  MEDIA_PLAY_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.includes('{path}'), 'must contain {path}')
      .optional(),
  ),
  ZOOM_WEBHOOK_SECRET: ZOptionalString,
  SRTM_TILE_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.includes('{name}'), 'must contain {name}')
      .optional(),
  ),
  // Planning pool (issue 10 §9): one worker per spare core, a bounded queue, a deadline, a heap cap.
  PLANNING_WORKERS: ZPositiveInt.default(Math.max(1, os.availableParallelism() - 1)),
  PLANNING_QUEUE: z.coerce.number().int().min(0).default(16),
  PLANNING_DEADLINE_MS: ZPositiveInt.default(20_000),
  PLANNING_WORKER_HEAP_MB: ZPositiveInt.default(1024),
  // HTTP limits (issue 10 §9): a request that never finishes arriving must not hold a socket.
  HTTP_HEADERS_TIMEOUT_MS: ZPositiveInt.default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: ZPositiveInt.default(300_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ZPositiveInt.default(5_000),
  HTTP_MAX_CONNECTIONS: ZPositiveInt.default(2_000),
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1_000),
  // File storage (decision 240): an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/files.
  S3_BUCKET: ZOptionalString,
  S3_ENDPOINT: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: ZOptionalString,
  S3_SECRET_ACCESS_KEY: ZOptionalString,
  S3_FORCE_PATH_STYLE: ZBool.optional(),
  S3_PREFIX: ZOptionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*$/, "must be folder names joined by '/', e.g. sortie/files")
      .refine((v) => v.split('/').every((s) => s !== '.' && s !== '..'), 'may not hold . or ..')
      .optional(),
  ),
});

export type AppConfig = Readonly<{
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  sessionTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc:
    Readonly<{ issuer: string; clientId: string; clientSecret: string | undefined }> | undefined;
  publicUrl: string | undefined;
  defaultBrand: string;
  brandsDir: string;
  logLevel: string;
  logPretty: boolean;
  rateLimit: Readonly<{
    loginMax: number;
    loginAccountMax: number;
    loginIpMax: number;
    loginWindowSeconds: number;
    publicMax: number;
    publicWindowSeconds: number;
    /** GET /users/find per IP within publicWindowSeconds. */
    lookupMax: number;
    /** POST /register per IP within publicWindowSeconds. */
    registerMax: number;
    /** Data Check calls per signed-out IP within publicWindowSeconds. */
    dataCheckMax: number;
  }>;
  webDistDir: string;
  seedDemo: boolean;
  /** Fastify trustProxy: false, true, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** A PMTiles basemap served at /api/v4/basemap/<file> (range requests); none: not offered. */
  basemapPmtiles: string | undefined;
  /** Open-Meteo-compatible weather API (GET /v1/forecast); none: weather is off. */
  weatherUrl: string | undefined;
  /** SRTM .hgt tiles (read, and cached there when fetched from srtmTileUrl). */
  srtmDir: string;
  /** URL template with {name} (e.g. N12E077) for tiles missing from srtmDir; none: no fetching. */
  srtmTileUrl: string | undefined;
  /** Redis for realtime fan-out across processes; none: the in-process bus. */
  redisUrl: string | undefined;
  /** How often an open realtime socket is pinged and re-checks its session and memberships. */
  realtimeRecheckSeconds: number;
  /** Metrics and error reports (issue 18); the sample rates are platform-core §9's. */
  ops: Readonly<{
    metricsToken: string | undefined;
    sentryDsn: string | undefined;
    sentryWebDsn: string | undefined;
    sentryEnvironment: string;
    tracesSampleRate: number;
    auditRetentionDays: number;
  }>;
  /**
   * The dock link: a client of `url`'s broker when set (credentials inside the URL), else the
   * embedded broker on `port` (0: a random free port) that accepts `username`/`password`.
   */
  mqtt: Readonly<{ url: string | undefined; port: number; username: string; password: string }>;
  /**
   * Live stream ingest (decision 320): the embedded RTMP server's port (0: a random free port),
   * and the rtmp:// base that publish URLs name (default: this server's host on that port).
   */
  rtmp: Readonly<{ port: number; publicUrl: string | undefined; sweepSeconds: number }>;
  /**
   * An external media server (MediaMTX, SRS, nginx-rtmp; decision 322): the secret its publish /
   * unpublish / play callbacks carry, and the viewers' play URL template ({path} = app/name).
   * The zoom webhook's secret. Each off when unset.
   */
  media: Readonly<{
    callbackSecret: string | undefined;
    playUrl: string | undefined;
    zoomSecret: string | undefined;
  }>;
  /** Where uploads, logos, pictures and DEMs are kept (src/storage, decision 240). */
  storage: StorageConfig;
  /** The worker pool that runs planning and site-file checks off the request thread. */
  planning: Readonly<{ workers: number; queue: number; deadlineMs: number; heapMb: number }>;
  /** Socket and request timeouts (ms; idle 0 = none) and the connection caps of the HTTP server. */
  http: Readonly<{
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
    maxRequestsPerSocket: number;
  }>;
}>;

/** Where the repository root is: npm -w runs us inside apps/server, INIT_CWD keeps the caller's. */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      const json = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(json.workspaces)) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Parses the environment. Throws one Error listing every invalid key. Relative paths resolve
 * against the repository root. JWT_SECRET, when unset, is generated once and kept in DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    problems.push('  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  if (e.OIDC_ISSUER && !e.PUBLIC_URL)
    problems.push('  PUBLIC_URL: required when OIDC_ISSUER is set');
  const root = findRepoRoot(SERVER_DIR);
  const basemap = e.BASEMAP_PMTILES ? path.resolve(root, e.BASEMAP_PMTILES) : undefined;
  if (basemap && !fs.existsSync(basemap)) problems.push(`  BASEMAP_PMTILES: no file at ${basemap}`);
  if (!e.S3_BUCKET) {
    for (const key of [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PREFIX',
    ] as const)
      if (e[key]) problems.push(`  ${key}: set S3_BUCKET too, or files stay on local disk`);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);

  const dataDir = path.resolve(root, e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? Object.freeze({
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          })
        : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    defaultBrand: e.DEFAULT_BRAND,
    brandsDir: e.BRANDS_DIR ? path.resolve(root, e.BRANDS_DIR) : path.join(SERVER_DIR, 'brands'),
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    rateLimit: Object.freeze({
      loginMax: e.RATE_LIMIT_LOGIN_MAX,
      loginAccountMax: e.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
      loginIpMax: e.RATE_LIMIT_LOGIN_IP_MAX,
      loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      publicMax: e.RATE_LIMIT_PUBLIC_MAX,
      publicWindowSeconds: e.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
      lookupMax: e.RATE_LIMIT_LOOKUP_MAX,
      registerMax: e.RATE_LIMIT_REGISTER_MAX,
      dataCheckMax: e.RATE_LIMIT_DATA_CHECK_MAX,
    }),
    webDistDir: path.resolve(root, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemo: e.SEED_DEMO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    basemapPmtiles: basemap,
    weatherUrl: e.WEATHER_URL,
    srtmDir: e.SRTM_DIR ? path.resolve(root, e.SRTM_DIR) : path.join(dataDir, 'srtm'),
    srtmTileUrl: e.SRTM_TILE_URL,
    redisUrl: e.REDIS_URL,
    realtimeRecheckSeconds: e.REALTIME_RECHECK_SECONDS,
    ops: Object.freeze({
      metricsToken: e.METRICS_TOKEN,
      sentryDsn: e.SENTRY_DSN,
      sentryWebDsn: e.SENTRY_WEB_DSN,
      sentryEnvironment: e.SENTRY_ENVIRONMENT,
      tracesSampleRate: e.SENTRY_TRACES_SAMPLE_RATE,
      auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    }),
    mqtt: Object.freeze({
      url: e.MQTT_URL,
      port: e.MQTT_PORT,
      username: e.MQTT_USERNAME,
      // Only the embedded broker checks it; generated once like the JWT secret.
      password: e.MQTT_PASSWORD ?? (e.MQTT_URL ? '' : readOrCreateSecret(dataDir, 'mqtt-password')),
    }),
    rtmp: Object.freeze({
      port: e.RTMP_PORT,
      publicUrl: e.RTMP_PUBLIC_URL?.replace(/\/+$/, ''),
      // How often the 90 s poor-network rule is checked.
      sweepSeconds: e.STREAM_SWEEP_SECONDS,
    }),
    media: Object.freeze({
      callbackSecret: e.MEDIA_CALLBACK_SECRET,
      playUrl: e.MEDIA_PLAY_URL,
      zoomSecret: e.ZOOM_WEBHOOK_SECRET,
    }),
    storage: Object.freeze(
      e.S3_BUCKET
        ? {
            kind: 's3' as const,
            s3: Object.freeze({
              bucket: e.S3_BUCKET,
              region: e.S3_REGION,
              endpoint: e.S3_ENDPOINT,
              // Self-hosted servers (MinIO...) rarely have per-bucket host names.
              forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX ? `${e.S3_PREFIX}/` : '',
            }),
          }
        : { kind: 'local' as const, dir: path.join(dataDir, 'files') },
    ),
    planning: Object.freeze({
      workers: e.PLANNING_WORKERS,
      queue: e.PLANNING_QUEUE,
      deadlineMs: e.PLANNING_DEADLINE_MS,
      heapMb: e.PLANNING_WORKER_HEAP_MB,
    }),
    http: Object.freeze({
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.HTTP_MAX_CONNECTIONS,
      maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
    }),
  });
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value.split(',').map((v) => v.trim());
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Config for integration tests: embedded defaults, a fixed secret, no demo seed, no web build,
 * and DATABASE_URL from the environment (tests run on Postgres too when it is set).
 */
export function loadTestConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    SEED_DEMO: 'false',
    DATA_DIR: 'data/test',
    WEB_DIST_DIR: 'apps/server/src/test/no-web-dist',
    DATABASE_URL: process.env.DATABASE_URL,
    // Files go to an S3-compatible server when the run names one (src/test/s3-server.ts), unless
    // the test chooses its store itself (S3_BUCKET: undefined keeps it on local disk).
    ...('S3_BUCKET' in overrides ? {} : testStorageEnv(overrides.DATA_DIR ?? 'data/test')),
    LOG_LEVEL: 'silent',
    // A random port per test app (files run in parallel); never the machine's 1883.
    MQTT_PORT: '0',
    MQTT_PASSWORD: 'integration-test-mqtt-password',
    // Like MQTT: a random RTMP port per test app, never the machine's 1935.
    RTMP_PORT: '0',
    // Fixtures register many users from one address; the limiter tests set their own caps.
    RATE_LIMIT_REGISTER_MAX: '100000',
    RATE_LIMIT_LOOKUP_MAX: '100000',
    RATE_LIMIT_DATA_CHECK_MAX: '100000',
    ...overrides,
  });
}

/**
 * The S3_* variables of the test run, under a prefix named for the app's DATA_DIR: apps on one
 * data directory share files (a restart sees them), as on local disk, and other apps never do.
 */
function testStorageEnv(dataDir: string): Record<string, string | undefined> {
  const env = process.env;
  if (!env.S3_BUCKET) return {};
  return {
    S3_BUCKET: env.S3_BUCKET,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
    S3_PREFIX: `test-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`,
  };
}
