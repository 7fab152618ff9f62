// The realtime socket (/api/v1): who may open it and see which channels, how often it re-checks,
// and camera control of live streams over it (decision 324).
import { hasRight, rbacRulesFor } from '@sortie/domain';
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import type { Metrics } from '../metrics/index.ts';
import type { AuthService } from '../modules/auth/index.ts';
import { createStreamChannel } from '../modules/streams/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { realtimeRoutes } from '../realtime/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type RealtimeRoutesDeps = Pick<
  Infrastructure,
  'db' | 'config' | 'clock' | 'realtime' | 'publisher'
> & {
  auth: AuthService;
  users: UsersService;
  access: AccessGuards;
  metrics: Metrics;
};

export async function registerRealtimeRoutes(
  app: FastifyInstance,
  deps: RealtimeRoutesDeps,
): Promise<void> {
  const { db, config, clock, realtime, publisher, auth, users, access, metrics } = deps;
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
}
