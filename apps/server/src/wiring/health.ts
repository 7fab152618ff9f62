// GET /api/health: the database answers, and the state of the realtime bus, the dock link and
// the RTMP ingest (the container's HEALTHCHECK and load balancers ask it).
import { AppError } from '@sortie/domain';
import { ZHealthResponse } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/database.ts';
import type { Infrastructure } from './infrastructure.ts';

export function registerHealthRoute(
  app: FastifyInstance,
  deps: Pick<Infrastructure, 'db' | 'realtime' | 'dockLink' | 'rtmp'>,
): void {
  const { db, realtime, dockLink, rtmp } = deps;
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
}
