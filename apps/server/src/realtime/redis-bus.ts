// The bus over Redis pub/sub (REDIS_URL): every server process publishes to Redis and subscribes
// there to the channels its own sockets listen to, so several processes share channels.
// Two connections, as Redis requires: a connection in subscriber mode cannot publish.
// ioredis reconnects on its own (and re-subscribes); until then the health check says so.
import { ZRealtimeEvent } from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createListenerRegistry, type BusStatus, type RealtimeBus } from './bus.ts';
import { ZCachesCleared } from './internal-events.ts';

/** Keeps our channels apart from anything else stored in the same Redis. */
const PREFIX = 'sortie:realtime:';

export function createRedisBus(url: string, logger: FastifyBaseLogger): RealtimeBus {
  const listeners = createListenerRegistry();
  // A publish while Redis is away fails at once instead of queueing without bound: events are
  // hints, and clients refetch when their socket reconnects.
  const pub = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const sub = new Redis(url, { autoResubscribe: true });
  let closed = false;

  // ioredis emits an error on every failed reconnect; log the first of each outage only.
  for (const [name, connection] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    let reported = false;
    connection.on('error', (error: Error) => {
      if (reported || closed) return;
      reported = true;
      // The message names host and port, never the URL's password.
      logger.warn({ connection: name, reason: error.message }, 'realtime: Redis unreachable');
    });
    connection.on('ready', () => {
      if (reported) logger.info({ connection: name }, 'realtime: Redis reachable again');
      reported = false;
    });
  }

  sub.on('message', (prefixed: string, text: string) => {
    const channel = prefixed.slice(PREFIX.length);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    // Another version of the server (a rolling deploy) may publish events this one does not know.
    const event = ZRealtimeEvent.or(ZCachesCleared).safeParse(parsed);
    if (!event.success) {
      logger.debug({ channel }, 'realtime: ignored an unknown event from Redis');
      return;
    }
    listeners.dispatch(channel, event.data, (error) =>
      logger.error({ err: error }, 'realtime listener failed'),
    );
  });

  const stateOf = (status: string): BusStatus['state'] => {
    if (status === 'ready') return 'ok';
    if (status === 'connecting' || status === 'connect' || status === 'reconnecting') {
      return 'connecting';
    }
    return 'down';
  };

  async function end(connection: Redis): Promise<void> {
    // QUIT waits for the server; a connection that is not up is simply dropped.
    if (connection.status === 'ready') await connection.quit().catch(() => undefined);
    else connection.disconnect();
  }

  return {
    mode: 'redis',
    async publish(channel, event) {
      if (closed) return;
      await pub.publish(PREFIX + channel, JSON.stringify(event));
    },
    async subscribe(channel, listener) {
      if (listeners.add(channel, listener)) await sub.subscribe(PREFIX + channel);
      return async () => {
        if (listeners.remove(channel, listener) && !closed) {
          await sub.unsubscribe(PREFIX + channel).catch(() => undefined);
        }
      };
    },
    status() {
      if (closed) return { mode: 'redis', state: 'down' };
      const states = [stateOf(pub.status), stateOf(sub.status)];
      const state = states.includes('down')
        ? 'down'
        : states.includes('connecting')
          ? 'connecting'
          : 'ok';
      return { mode: 'redis', state };
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await Promise.all([end(pub), end(sub)]);
    },
  };
}
