// The embedded MQTT broker (aedes, MQTT 3.1.1) for `npm start`: docks connect to this server's
// host on MQTT_PORT with their own login from Settings → Dock, which the docks module checks and
// confines to the dock's own serials (setAuthorizer); MQTT_USERNAME / MQTT_PASSWORD is the
// operator's login, with every topic. The server itself talks to the broker in-process. A busy port (another broker, e.g. Mosquitto on 1883) leaves the link off with a
// warning instead of stopping the API.
import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { Aedes, type AedesPublishPacket, type Client, type PublishPacket } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import { listenOrReport } from '../listen-or-report.ts';
import {
  createHandlerRegistry,
  type BrokerAuthorizer,
  type BrokerClient,
  type DockLink,
  type DockLinkStatus,
} from './link.ts';

export type EmbeddedBrokerOptions = {
  host: string;
  /** 0: a free port chosen by the system (tests, e2e). */
  port: number;
  username: string;
  password: string;
  logger: FastifyBaseLogger;
};

/** CONNACK return code 4 (MQTT 3.1.1 §3.2.2.3): bad user name or password. */
const BAD_USERNAME_OR_PASSWORD = 4;

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

export function createEmbeddedBroker(options: EmbeddedBrokerOptions): DockLink {
  const { logger } = options;
  const handlers = createHandlerRegistry();
  // One deliver function per filter, so aedes can unsubscribe it again.
  const delivers = new Map<string, (packet: AedesPublishPacket, done: () => void) => void>();
  const expectedUser = digest(options.username);
  const expectedPassword = digest(options.password);
  let state: DockLinkStatus = { mode: 'embedded', state: 'starting' };
  let broker: Aedes | null = null;
  let server: net.Server | null = null;
  let authorizer: BrokerAuthorizer | null = null;
  // The login of each connected client that is not the operator (absent: the operator).
  const dockLogins = new WeakMap<Client, BrokerClient>();
  const refuse = (message: string) => new Error(message);

  async function start(): Promise<void> {
    broker = await Aedes.createBroker({
      authenticate(client, username, password, done) {
        const bad = () =>
          done(
            Object.assign(new Error('Bad user name or password'), {
              returnCode: BAD_USERNAME_OR_PASSWORD,
            }),
            false,
          );
        if (username === undefined || password === undefined) return bad();
        // Compared as digests: equal lengths for timingSafeEqual, and no early exit on length.
        const operator =
          timingSafeEqual(digest(username), expectedUser) &&
          timingSafeEqual(digest(password), expectedPassword);
        if (operator) return done(null, true);
        if (!authorizer) return bad();
        authorizer.authenticate(username, password.toString()).then(
          (ok) => {
            if (!ok) return bad();
            dockLogins.set(client, { clientId: client.id, username });
            done(null, true);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'dock link: dock login check failed');
            bad();
          },
        );
      },
      // A dock may publish and subscribe only under its own serials; a refused publish closes
      // its connection (MQTT 3.1.1 has no way to refuse one), a refused subscribe gets 0x80.
      authorizePublish(client, packet, done) {
        const login = client ? dockLogins.get(client) : undefined;
        if (!login || !authorizer) return done(null);
        const payload = Buffer.isBuffer(packet.payload)
          ? packet.payload
          : Buffer.from(packet.payload);
        authorizer.authorizePublish(login, packet.topic, payload).then(
          (ok) => done(ok ? null : refuse(`not allowed to publish on ${packet.topic}`)),
          () => done(refuse('publish check failed')),
        );
      },
      authorizeSubscribe(client, subscription, done) {
        const login = dockLogins.get(client);
        if (!login || !authorizer) return done(null, subscription);
        authorizer.authorizeSubscribe(login, subscription.topic).then(
          (ok) => done(null, ok ? subscription : null),
          () => done(null, null),
        );
      },
    });
    broker.on('clientDisconnect', (client) => {
      const login = dockLogins.get(client);
      if (login) authorizer?.disconnected(login);
    });
    broker.on('clientError', (client, error) =>
      logger.debug({ clientId: client.id, reason: error.message }, 'dock link: client error'),
    );
    const tcp = net.createServer((socket) => broker?.handle(socket));
    server = tcp;
    const outcome = await listenOrReport(tcp, {
      port: options.port,
      host: options.host,
      logger,
      prefix: 'dock link',
      what: 'embedded MQTT broker',
      portInUse: (port) =>
        `MQTT port ${port} is already in use (another broker?); the embedded broker is off and ` +
        'the API runs without it. Set MQTT_PORT to a free port, or MQTT_URL to use the broker ' +
        'that holds it.',
    });
    if (outcome.state === 'listening') {
      state = { mode: 'embedded', state: 'listening', port: outcome.port };
    } else {
      state = { mode: 'embedded', state: 'off', reason: outcome.reason };
      server = null;
    }
  }

  function deliverFor(filter: string) {
    return (packet: AedesPublishPacket, done: () => void) => {
      const payload = Buffer.isBuffer(packet.payload)
        ? packet.payload
        : Buffer.from(packet.payload);
      for (const handler of handlers.handlersOf(filter)) {
        try {
          handler(packet.topic, payload);
        } catch (error) {
          logger.error({ err: error, topic: packet.topic }, 'dock link: handler failed');
        }
      }
      done();
    };
  }

  function requireBroker(): Aedes {
    if (!broker || broker.closed) throw new Error('the embedded MQTT broker is not running');
    return broker;
  }

  return {
    mode: 'embedded',
    start,
    publish(topic, payload, publishOptions = {}) {
      const b = requireBroker();
      const packet: PublishPacket = {
        cmd: 'publish',
        topic,
        payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
        qos: publishOptions.qos ?? 0,
        retain: publishOptions.retain ?? false,
        dup: false,
      };
      return new Promise((resolve, reject) =>
        b.publish(packet, (error) => (error ? reject(error) : resolve())),
      );
    },
    async subscribe(filter, handler) {
      const b = requireBroker();
      if (handlers.add(filter, handler)) {
        const deliver = deliverFor(filter);
        delivers.set(filter, deliver);
        await new Promise<void>((resolve) => b.subscribe(filter, deliver, resolve));
      }
      return async () => {
        const deliver = delivers.get(filter);
        if (!handlers.remove(filter, handler) || !deliver || !broker || broker.closed) return;
        delivers.delete(filter);
        await new Promise<void>((resolve) => broker?.unsubscribe(filter, deliver, resolve));
      };
    },
    status: () => state,
    clientCount: () => broker?.connectedClients ?? 0,
    setAuthorizer(value) {
      authorizer = value;
    },
    async close() {
      handlers.clear();
      const b = broker;
      const tcp = server;
      broker = null;
      server = null;
      // Clients first (the broker disconnects them), then the listening socket.
      if (b) await new Promise<void>((resolve) => b.close(() => resolve()));
      if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
      state = { mode: 'embedded', state: 'off', reason: 'stopped' };
    },
  };
}
