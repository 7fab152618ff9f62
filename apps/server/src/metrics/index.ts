// /metrics in Prometheus text format (issue 18 §4, decision 412): request latency by route, the
// database pool, realtime sockets, MQTT clients and Node's own (event-loop lag, heap, GC). One
// registry per app, so test apps in one process never share counters.
import { timingSafeEqual, createHash } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/database.ts';

export type MetricsSources = {
  /** PostgreSQL pool counts; undefined on PGlite. */
  pool: () => PoolStats | undefined;
  /** Open realtime WebSockets (set once the realtime routes are registered). */
  sockets: () => number;
  mqttClients: () => number;
};

type Count = () => number | Promise<number>;

export type Metrics = {
  registry: Registry;
  setSocketCounter: (count: () => number) => void;
  /** Set by app.ts once the docks and streams modules are wired; 0 until then. */
  setModuleCounters: (counts: { docksOnline: Count; streamsLive: Count }) => void;
};

// Seconds; from a cached read (~1 ms) to a large site-file check near its deadline.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Registers the request hook now; GET /metrics only when a token is configured. */
export function installMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: Omit<MetricsSources, 'sockets'>,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sortie_' });
  const requests = new Histogram({
    name: 'sortie_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  let sockets = () => 0;
  gauge(registry, 'sortie_realtime_sockets', 'Open realtime WebSockets', () => sockets());
  gauge(registry, 'sortie_mqtt_clients', 'MQTT clients of the dock link', sources.mqttClients);
  // Both are the whole installation's (every replica sees every dock and the streams table):
  // aggregate them with max(), not sum() (decision 412).
  let modules: { docksOnline: Count; streamsLive: Count } = {
    docksOnline: () => 0,
    streamsLive: () => 0,
  };
  gauge(registry, 'sortie_docks_online', 'Bound docks online', () => modules.docksOnline());
  gauge(registry, 'sortie_streams_live', 'Live streams', () => modules.streamsLive());
  const pool = (pick: (s: PoolStats) => number) => () => {
    const stats = sources.pool();
    return stats ? pick(stats) : 0;
  };
  gauge(
    registry,
    'sortie_db_pool_connections',
    'Open DB connections',
    pool((s) => s.total),
  );
  gauge(
    registry,
    'sortie_db_pool_idle',
    'Idle DB connections',
    pool((s) => s.idle),
  );
  gauge(
    registry,
    'sortie_db_pool_waiting',
    'Queries waiting for a connection',
    pool((s) => s.waiting),
  );
  gauge(
    registry,
    'sortie_db_pool_max',
    'DB pool size',
    pool((s) => s.max),
  );

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  if (token) {
    const expected = digest(token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        throw new AppError('unauthorized', 401, 'Metrics need the METRICS_TOKEN bearer token.');
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  }
  return {
    registry,
    setSocketCounter: (count) => (sockets = count),
    setModuleCounters: (counts) => (modules = counts),
  };
}

/** The route pattern, never the raw URL: ids in paths would make a series per object. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  // The static plugin's wildcard serves every web file; one series for all of them.
  return pattern === '/*' ? 'static' : pattern;
}

function gauge(registry: Registry, name: string, help: string, read: Count): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      this.set(await read());
    },
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();
