// The cockpit parts of the docks module (issue 11 §4 rest, §6; docs/decisions/310): custom
// flight areas, flight authority, dock livestreams and confirmed actions. Built on the gateway
// of the docks service; wiring/docks.ts makes it with one call and registers its routes with one
// line.
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyGuards } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { StreamsService } from '../streams/index.ts';
import { dockActionRoutes } from './actions/routes.ts';
import { createDockActions } from './actions/service.ts';
import { authorityRoutes } from './authority/routes.ts';
import { createAuthority } from './authority/service.ts';
import { geozoneRoutes } from './geozones/routes.ts';
import { createGeozones } from './geozones/service.ts';
import { dockLivestreamRoutes } from './livestream/routes.ts';
import { createDockLivestreams } from './livestream/service.ts';
import type { DocksService } from './service.ts';

export function createDockCockpit(deps: {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  docks: DocksService;
  streams: Pick<StreamsService, 'create' | 'generateToken' | 'join'>;
  namesOf: (ids: readonly string[]) => Promise<Map<string, string | null>>;
  secret: string;
  httpBase: () => string | null;
}) {
  const { db, clock, logger } = deps;
  const gateway = deps.docks.gateway;
  const authority = createAuthority({ db, clock, gateway, namesOf: deps.namesOf });
  return {
    /** What a restart must remember (decision 313). */
    start: () => authority.load(),
    geozones: createGeozones({
      db,
      clock,
      gateway,
      logger,
      secret: deps.secret,
      httpBase: deps.httpBase,
    }),
    authority,
    live: createDockLivestreams({ db, gateway, streams: deps.streams }),
    actions: createDockActions({ db, clock, gateway }),
  };
}

export type DockCockpit = ReturnType<typeof createDockCockpit>;

export function dockCockpitRoutes(deps: { cockpit: DockCockpit; guards: CompanyGuards }) {
  const { cockpit, guards } = deps;
  return routePlugin(async function routes(app) {
    await app.register(geozoneRoutes({ geozones: cockpit.geozones, guards }));
    await app.register(authorityRoutes({ authority: cockpit.authority, guards }));
    await app.register(dockLivestreamRoutes({ live: cockpit.live, guards }));
    await app.register(dockActionRoutes({ actions: cockpit.actions, guards }));
  });
}
