// Fleet and flights: drones, batteries and the pilot logbook (issue 15), and the pilot app's
// flight reports that move site progress; a completed flight report also lands in the logbook.
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import type { AssetsService } from '../modules/assets/index.ts';
import { createFleetService, fleetRoutes } from '../modules/fleet/index.ts';
import { createFlightsService, flightsRoutes } from '../modules/flights/index.ts';
import type { MailService } from '../modules/mail/index.ts';
import type { MissionsService } from '../modules/missions/index.ts';
import type { FeaturesService } from '../modules/plans/index.ts';
import type { SitesService } from '../modules/sites/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type FleetWiringDeps = Pick<Infrastructure, 'db' | 'clock' | 'files' | 'publisher'> & {
  users: UsersService;
  mail: MailService;
  features: FeaturesService;
  access: AccessGuards;
  sites: SitesService;
  missions: MissionsService;
  assets: AssetsService;
};

export function wireFleet(app: FastifyInstance, deps: FleetWiringDeps) {
  const { db, clock, files, publisher, users, mail, access, sites, missions, assets } = deps;
  const fleet = createFleetService({
    db,
    clock,
    assets,
    namesOf: users.namesOf,
    sites,
    missions,
    gate: access,
    documents: { files: scopeStorage(files, 'fleet-docs'), features: deps.features },
    mail: {
      queue: (m) => mail.queue(m),
      recipientOf: async (userId) => {
        const user = await users.getRecord(userId);
        return user.email ? { email: user.email, language: user.language } : null;
      },
    },
  });
  // Pilot licence expiry mails (decision 351): at start and hourly; the in-app notices need none.
  const fleetSweep = () =>
    void fleet.notices
      .sweep()
      .catch((error: unknown) => app.log.warn({ error }, 'fleet notice sweep failed'));
  app.addHook('onReady', async () => {
    await fleet.notices
      .sweep()
      .catch((error: unknown) => app.log.warn({ error }, 'fleet notice sweep failed'));
  });
  const fleetSweepTimer = setInterval(fleetSweep, 3_600_000).unref();
  app.addHook('onClose', () => {
    clearInterval(fleetSweepTimer);
    return Promise.resolve();
  });
  // Flight progress (issue 6 item 5): the pilot app's reports move site progress and status.
  const flights = createFlightsService({
    db,
    clock,
    sites,
    missions,
    gate: access,
    logbook: fleet.logbook,
  });
  flights.onRecorded((change) => publisher.sitesChanged(change.companyId, 'progress'));

  async function registerRoutes(): Promise<void> {
    await app.register(flightsRoutes({ flights, guards: access }), { prefix: '/api/v4' });
    await app.register(fleetRoutes({ fleet, guards: access }), { prefix: '/api/v4' });
  }

  return { flights, registerRoutes };
}
