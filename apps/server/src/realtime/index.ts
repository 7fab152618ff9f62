// Realtime: channels for the browser (DESIGN.md "Runtime pieces"), fanned out in-process or over
// Redis (REDIS_URL). Modules publish through the publisher; they never see sockets.
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus.ts';
import { createInProcessBus } from './in-process-bus.ts';
import { createRedisBus } from './redis-bus.ts';

export type { RealtimeBus, BusStatus } from './bus.ts';
export type { RealtimeAccess } from './socket-session.ts';
export { realtimeRoutes } from './routes.ts';
export type { ChannelHandler, ChannelHandlers, ReceiveResult } from './channel-handlers.ts';
export { createRealtimePublisher } from './publisher.ts';
export type { RealtimePublisher } from './publisher.ts';

/** Redis pub/sub when `redisUrl` is set, else the in-process bus. */
export function createRealtimeBus(
  redisUrl: string | undefined,
  logger: FastifyBaseLogger,
): RealtimeBus {
  return redisUrl ? createRedisBus(redisUrl, logger) : createInProcessBus(logger);
}
