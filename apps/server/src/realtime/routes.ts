// GET /api/v1/realtime (registered under the api/v1 prefix): the realtime WebSocket. Sign-in
// happens inside the socket (the first message carries the id token), so a plain HTTP GET of
// this address only learns that it must upgrade (426), signed in or not.
import websocket from '@fastify/websocket';
import { AppError } from '@sortie/domain';
import { REALTIME_PATH } from '@sortie/domain/contracts';
import type { RealtimeBus } from './bus.ts';
import type { ChannelHandlers } from './channel-handlers.ts';
import { runSocketSession, type RealtimeAccess } from './socket-session.ts';
import { routePlugin } from '../http/route-plugin.ts';

export type RealtimeRouteDeps = {
  bus: RealtimeBus;
  access: RealtimeAccess;
  recheckSeconds: number;
  /** Channel kinds that take client events (decision 324). */
  channels?: ChannelHandlers;
  /** Receives a reader of the open socket count, for /metrics. */
  exposeSocketCount?: (count: () => number) => void;
};

/** A browser that cannot send `auth` within this time is not going to. */
const AUTH_TIMEOUT_MS = 10_000;
/** Client messages are small (an id token, a camera command, an annotation); anything bigger is
 * refused by ws (close 1009). */
const MAX_MESSAGE_BYTES = 16 * 1024;

export function realtimeRoutes(deps: RealtimeRouteDeps) {
  return routePlugin(async function routes(app) {
    // Registered here, not app-wide: its hooks then wrap only this plugin's routes.
    await app.register(websocket, {
      options: { maxPayload: MAX_MESSAGE_BYTES },
      // Shutdown: tell each browser the server is going away (1001), so it reconnects elsewhere.
      preClose(done) {
        for (const client of app.websocketServer.clients) client.close(1001, 'server shutdown');
        app.websocketServer.close(() => done());
      },
    });
    deps.exposeSocketCount?.(() => app.websocketServer.clients.size);
    app.route({
      method: 'GET',
      url: REALTIME_PATH.replace(/^\/api\/v1/, ''),
      schema: {
        tags: ['realtime'],
        summary:
          'Realtime WebSocket: send {type:"auth", token} first, then subscribe to ' +
          '"user:<id>" or "company:<id>" channels (contracts/realtime.ts)',
      },
      handler: async (_request, reply) => {
        reply.header('upgrade', 'websocket');
        throw new AppError(
          'upgrade_required',
          426,
          'This address takes a WebSocket connection, not a plain HTTP request.',
        );
      },
      wsHandler: (socket) => {
        runSocketSession(socket, {
          bus: deps.bus,
          access: deps.access,
          logger: app.log,
          recheckMs: deps.recheckSeconds * 1000,
          authTimeoutMs: AUTH_TIMEOUT_MS,
          channels: deps.channels,
        });
      },
    });
  });
}
