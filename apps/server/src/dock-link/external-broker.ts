// The dock link as a client of an external broker (MQTT_URL: Mosquitto, EMQX), for running
// several server processes or an operator's existing broker. Credentials travel inside the URL
// and are never logged. mqtt.js reconnects and re-subscribes on its own; until then the health
// check says `connecting`, and the API keeps running.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connect, type MqttClient } from 'mqtt';
import { createHandlerRegistry, type DockLink, type DockLinkStatus } from './link.ts';
import { topicMatches } from './topics.ts';

const RECONNECT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 10_000;

/** host:port of the URL, for logs: never the user name or password. */
function describe(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

export function createExternalBrokerLink(url: string, logger: FastifyBaseLogger): DockLink {
  const handlers = createHandlerRegistry();
  const where = describe(url);
  let client: MqttClient | null = null;
  let state: DockLinkStatus = { mode: 'external', state: 'starting' };
  let reported = false;

  function dispatch(topic: string, payload: Buffer): void {
    for (const filter of handlers.filters()) {
      if (!topicMatches(filter, topic)) continue;
      for (const handler of handlers.handlersOf(filter)) {
        try {
          handler(topic, payload);
        } catch (error) {
          logger.error({ err: error, topic }, 'dock link: handler failed');
        }
      }
    }
  }

  function requireClient(): MqttClient {
    if (!client) throw new Error('the dock link has not started');
    return client;
  }

  return {
    mode: 'external',
    start() {
      state = { mode: 'external', state: 'connecting' };
      const c = connect(url, {
        // Unique per process: two processes with one client id would keep kicking each other off.
        clientId: `sortie-server-${randomUUID().slice(0, 8)}`,
        clean: true,
        reconnectPeriod: RECONNECT_MS,
        connectTimeout: CONNECT_TIMEOUT_MS,
      });
      client = c;
      // The last error stays in the status while retrying, so /api/health says why.
      let lastError: string | undefined;
      const connecting = (): DockLinkStatus =>
        lastError
          ? { mode: 'external', state: 'connecting', reason: lastError }
          : { mode: 'external', state: 'connecting' };
      c.on('connect', () => {
        state = { mode: 'external', state: 'connected' };
        logger.info({ broker: where }, 'dock link: connected to the MQTT broker');
        lastError = undefined;
        reported = false;
      });
      c.on('reconnect', () => {
        state = connecting();
      });
      c.on('close', () => {
        if (state.state !== 'connected') return;
        logger.warn({ broker: where }, 'dock link: lost the MQTT broker; reconnecting');
        state = connecting();
      });
      c.on('error', (error) => {
        lastError = error.message;
        state = { mode: 'external', state: 'down', reason: error.message };
        if (reported) return;
        reported = true;
        logger.warn(
          { broker: where, reason: error.message },
          'dock link: cannot reach the MQTT broker; retrying',
        );
      });
      c.on('message', dispatch);
      // Connecting goes on in the background; the status tells how it goes.
      return Promise.resolve();
    },
    async publish(topic, payload, options = {}) {
      await requireClient().publishAsync(topic, payload, {
        qos: options.qos ?? 0,
        retain: options.retain ?? false,
      });
    },
    async subscribe(filter, handler) {
      const c = requireClient();
      if (handlers.add(filter, handler)) await c.subscribeAsync(filter, { qos: 1 });
      return async () => {
        if (handlers.remove(filter, handler) && client?.connected) {
          await client.unsubscribeAsync(filter).catch(() => undefined);
        }
      };
    },
    status: () => state,
    clientCount: () => (client?.connected ? 1 : 0),
    // The external broker enforces its own ACL file (docs/docks-mqtt-acl.md).
    setAuthorizer: () => undefined,
    async close() {
      handlers.clear();
      const c = client;
      client = null;
      state = { mode: 'external', state: 'off', reason: 'stopped' };
      // Disconnected: drop at once (force), since there is no one to say goodbye to.
      if (c) await c.endAsync(!c.connected);
    },
  };
}
