// Planning: sites and their collections, elevations (SRTM tiles, custom DEMs), missions over the
// planning engine, the drone/camera catalogue and airspace checks of sites and missions.
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import {
  airspaceRoutes,
  createAirspaceService,
  createWeatherClient,
  loadAerodromes,
} from '../modules/airspace/index.ts';
import { assetsRoutes, createAssetsService } from '../modules/assets/index.ts';
import { brandOfRequest, type BrandsService } from '../modules/brands/index.ts';
import {
  collectionsRoutes,
  createCollectionsService,
  createSampleSites,
} from '../modules/collections/index.ts';
import { createElevationsService, elevationsRoutes } from '../modules/elevations/index.ts';
import type { MailService } from '../modules/mail/index.ts';
import { createMissionsService, missionsRoutes } from '../modules/missions/index.ts';
import type { FeaturesService } from '../modules/plans/index.ts';
import { createSitesService, sitesRoutes } from '../modules/sites/index.ts';
import type { UsageService } from '../modules/usage/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { createLocalDiskStorage, scopeStorage } from '../storage/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type PlanningDeps = Pick<
  Infrastructure,
  'db' | 'config' | 'clock' | 'files' | 'workPool' | 'caches' | 'publisher'
> & {
  users: UsersService;
  mail: MailService;
  brands: BrandsService;
  features: FeaturesService;
  access: AccessGuards;
  usage: UsageService;
};

export function wirePlanning(app: FastifyInstance, deps: PlanningDeps) {
  const { db, config, clock, files, workPool, caches, publisher } = deps;
  const { users, mail, brands, features, access, usage } = deps;
  const sites = createSitesService({
    db,
    clock,
    features,
    users,
    mail,
    gate: access,
    // Every site file and geometry is judged in the planning pool, with its deadline (issue 19).
    shapes: {
      fromFile: (bytes, name) => workPool.run('shapeFromFileTask', { bytes, name }),
      fromGeometry: (geometry, name) => workPool.run('shapeFromGeometryTask', { geometry, name }),
    },
  });
  sites.onChanged((change) => publisher.sitesChanged(change.companyId, change.action));
  const collections = createCollectionsService({ db, clock, sites, features });
  const sampleSites = createSampleSites({ db, clock, sites });
  usage.registerCounter('sites', () => sites.countByCompany());
  // Missions (issue 6): the planning engine over sites, counted against max_missions.
  // Elevations (issue 6 item 4): SRTM tiles and custom DEMs under sites, for missions and heat maps.
  const elevations = createElevationsService({
    db,
    clock,
    features,
    sites,
    // Tiles stay on local disk in SRTM_DIR, where operators place them (decision 240).
    srtm: { files: createLocalDiskStorage(config.srtmDir), urlTemplate: config.srtmTileUrl },
    dems: scopeStorage(files, 'dems'),
  });
  sites.onDelete((trx, siteId) => elevations.releaseSiteStorage(trx, siteId));
  const missions = createMissionsService({
    db,
    clock,
    features,
    sites,
    elevation: elevations,
    planFlat: (req, g) => workPool.run('planFlatTask', { req, g }),
    followTerrain: (req, flat, ground) => workPool.run('followTerrainTask', { req, flat, ground }),
  });
  usage.registerCounter('missions', missions.countByCompany);
  const assets = createAssetsService();
  const airspace = createAirspaceService({
    db,
    clock,
    aerodromes: loadAerodromes(),
    weather: config.weatherUrl
      ? createWeatherClient({ baseUrl: config.weatherUrl, now: () => clock.now() })
      : null,
    sites,
    missions,
    ground: elevations,
    parseZones: (input) => workPool.run('parseZoneFileTask', input),
  });

  async function registerRoutes(): Promise<void> {
    await app.register(
      sitesRoutes({
        sites,
        guards: access,
        listCache: caches.lists,
        exportOtherFeatures: (actor, siteId, query) =>
          missions.exportSiteFeatures(actor, siteId, query),
      }),
      { prefix: '/api/v4' },
    );
    await app.register(
      collectionsRoutes({
        collections,
        samples: sampleSites,
        guards: access,
        brandKeyOf: (request) => brandOfRequest(brands, request).brand.key,
      }),
      { prefix: '/api/v4' },
    );
    await app.register(assetsRoutes({ assets }), { prefix: '/api/v4' });
    await app.register(
      airspaceRoutes({
        airspace,
        access,
        rulesOf: (request) => brandOfRequest(brands, request).brand.airspace,
      }),
      { prefix: '/api/v4' },
    );
    await app.register(missionsRoutes({ missions, guards: access }), { prefix: '/api/v4' });
    await app.register(elevationsRoutes({ elevations, guards: access }), {
      prefix: '/api/v4',
    });
  }

  return { sites, elevations, missions, assets, registerRoutes };
}
