// Docks (issue 11): the DJI Cloud API gateway on the dock link, binding and the dock API, the
// dock cockpit (decision 310) and dock flight tasks (missions sent to docks, issue 11 §7-8).
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import type { AppConfig } from '../config/index.ts';
import type { DockLink } from '../dock-link/index.ts';
import {
  createDockCockpit,
  createDocksService,
  createDockTasks,
  dockCockpitRoutes,
  docksRoutes,
  dockTasksRoutes,
} from '../modules/docks/index.ts';
import type { FlightsService } from '../modules/flights/index.ts';
import type { MissionsService } from '../modules/missions/index.ts';
import type { StreamsService } from '../modules/streams/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import type { CompaniesService } from '../modules/workspaces/index.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type DocksWiringDeps = Pick<
  Infrastructure,
  'db' | 'config' | 'clock' | 'files' | 'publisher' | 'dockLink'
> & {
  companies: CompaniesService;
  users: UsersService;
  access: AccessGuards;
  missions: MissionsService;
  flights: FlightsService;
  streams: StreamsService;
};

export function wireDocks(app: FastifyInstance, deps: DocksWiringDeps) {
  const { db, config, clock, files, publisher, dockLink } = deps;
  const { companies, users, access, missions, flights, streams } = deps;
  const docks = createDocksService({
    db,
    clock,
    link: dockLink,
    logger: app.log,
    companyName: companies.nameOf,
    brokerUrl: () => dockBrokerUrl(config, dockLink),
  });
  docks.onChanged((change) => publisher.docksChanged(change.companyId, change.action));
  docks.onState((push) => publisher.dockState(push.companyId, push.state));
  // After the dock link's own onReady hook (app.ts registers it first), which starts the broker.
  app.addHook('onReady', async () => docks.start());
  app.addHook('onClose', async () => docks.close());
  // The dock cockpit (geozones, authority, dock livestreams, actions; docs/decisions/310).
  const dockCockpit = createDockCockpit({
    db,
    clock,
    logger: app.log,
    docks,
    streams,
    namesOf: users.namesOf,
    secret: config.jwtSecret,
    httpBase: () => config.publicUrl ?? listeningHttpBase(app),
  });
  app.addHook('onReady', async () => dockCockpit.start());
  // Dock flight tasks (issue 11 §7-8): missions sent to docks, the queue, progress to the site.
  const dockTasks = createDockTasks({
    db,
    clock,
    link: dockLink,
    logger: app.log,
    docks,
    missions,
    flights,
    gate: access,
    files: scopeStorage(files, 'dock-tasks'),
    secret: config.jwtSecret,
    baseUrl: () => config.publicUrl ?? listeningHttpBase(app) ?? 'http://127.0.0.1',
    onChanged: (companyId) => publisher.docksChanged(companyId, 'tasks'),
  });
  app.addHook('onReady', async () => dockTasks.start());
  app.addHook('onClose', async () => dockTasks.close());

  async function registerRoutes(): Promise<void> {
    await app.register(docksRoutes({ docks, guards: access }), { prefix: '/api/v4' });
    await app.register(dockCockpitRoutes({ cockpit: dockCockpit, guards: access }), {
      prefix: '/api/v4',
    });
    await app.register(dockTasksRoutes({ tasks: dockTasks, guards: access }), {
      prefix: '/api/v4',
    });
  }

  return { docks, registerRoutes };
}

/** Without PUBLIC_URL: this process's own address (docks on this host, the simulator). */
function listeningHttpBase(app: FastifyInstance): string | null {
  const address = app.server.address();
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : null;
}

/** Where docks reach the broker, for Settings → Dock: never with the operator's credentials. */
function dockBrokerUrl(config: AppConfig, link: DockLink): string | null {
  if (config.mqtt.url) {
    const u = new URL(config.mqtt.url);
    return `${u.protocol}//${u.host}`;
  }
  const status = link.status();
  if (status.port === undefined) return null;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `mqtt://${host}:${status.port}`;
}
