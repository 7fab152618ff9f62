// Shared steps of the missions use-cases: resolving a mission for the caller (the role's
// 'Missions' right, then visibility of its site through the sites module) and planning after
// the plan's size limits.
import { AppError, type RbacMethod } from '@sortie/domain';
import type { TPlannedMission, TSite } from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { FeaturesService } from '../plans/index.ts';
import {
  assertUnderCeiling,
  boundsOf,
  describeRequest,
  followsTerrain,
  isPortable,
  takeoffGroundM,
  type ElevationSampler,
  type LngLat,
  type PortableGround,
} from '@sortie/flightplan';
import { type SitesService } from '../sites/index.ts';
import { followTerrain, planFlat, type PlanGeometry, type PlanRequest } from './engine.ts';
import * as repo from './repo.ts';
import type { MissionRow } from './table.ts';
import { assertRight, type Membership } from '../../access/index.ts';

export type MissionsDeps = {
  db: Db;
  clock: Clock;
  features: Pick<FeaturesService, 'consume'>;
  sites: Pick<SitesService, 'get' | 'shapeFromGeometry' | 'update'>;
  /** The ground under a site from its elevation source (the elevations module). */
  elevation: {
    samplerFor(
      site: Pick<TSite, 'id' | 'elevation_source' | 'bbox'>,
      points?: readonly LngLat[],
    ): Promise<ElevationSampler>;
  };
  /**
   * Runs the engine off the request thread (the planning pool, with its deadline and heap cap);
   * absent: on this thread.
   */
  planFlat?: (req: PlanRequest, g: PlanGeometry) => Promise<TPlannedMission>;
  /**
   * Resolves a flat plan over the ground handed over as plain data, off the request thread (the
   * planning pool, with its deadline); absent, or a sampler that cannot hand its ground over: here.
   */
  followTerrain?: (
    req: PlanRequest,
    flat: TPlannedMission,
    ground: PortableGround,
  ) => Promise<TPlannedMission>;
};

export type ResolvedMission = { row: MissionRow; site: TSite };

/** 403 for a site level that does not allow the action. */
export function siteAccessDenied(action: string): AppError {
  return AppError.forbidden(
    `Your access to this site does not allow you to ${action}.`,
    'insufficient_site_access',
  );
}

/**
 * Terrain following needs heights: refused (422, naming the parameter) over drawn geometry and
 * over a site whose source is None, where the ground would only be the flat 0 m stand-in.
 */
function assertGround(
  ground: PlanGeometry['ground'],
): asserts ground is NonNullable<typeof ground> {
  if (!ground) {
    throw AppError.rule(
      'terrain_needs_site',
      'Terrain following needs a saved site with an elevation source. Save the site first.',
      { field: 'terrain_following' },
    );
  }
  if (ground.elevation_source === 'None') {
    throw AppError.rule(
      'elevation_source_required',
      'Choose an elevation source for this site to follow the terrain.',
      { field: 'terrain_following', elevation_source: 'None' },
    );
  }
}

export type MissionCore = ReturnType<typeof createMissionCore>;

export function createMissionCore(deps: MissionsDeps) {
  const { db, features, sites, elevation } = deps;

  /**
   * The mission as the caller sees it: a mission is visible to whoever can view its site (the
   * sites module answers 404 for sites of other workspaces and sites one may not view).
   */
  async function resolveMission(
    actor: Membership,
    id: string,
    method: RbacMethod,
  ): Promise<ResolvedMission> {
    assertRight(actor, 'Missions', method);
    const row = await repo.findMission(db, id);
    if (!row) throw AppError.notFound('Mission');
    const site = await sites.get(actor, row.site_id).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) throw AppError.notFound('Mission');
      throw error;
    });
    return { row, site };
  }

  /**
   * Plans over a geometry (a point site's generated square for area mapping, decision 122) after
   * the plan's size limit (acres, km) allows it; with terrain_following, the flat plan is then
   * resolved over the site's ground (decision 070).
   */
  async function plan(
    actor: Membership,
    req: PlanRequest,
    site: PlanGeometry,
  ): Promise<TPlannedMission> {
    // The limits are checked before the (costly) planning, which redoes these cheap steps.
    const { geometry: g, size, drone } = describeRequest(req, site);
    const terrain = followsTerrain(req);
    if (terrain) assertGround(g.ground);
    if (size) await features.consume(db, actor.companyId, size.key, size.amount);
    const flat = deps.planFlat ? await deps.planFlat(req, site) : planFlat(req, site);
    // SRTM tiles are chosen from the site's box widened to the whole path (margins, take-off).
    const points = flat.waypoints.map((w) => w.position);
    if (flat.takeoff) points.push(flat.takeoff);
    if (!terrain || !g.ground) {
      assertUnderCeiling(flat, drone, takeoffGroundM(flat, await groundOf(g.ground, points)));
      return flat;
    }
    const ground = await elevation.samplerFor(g.ground, points);
    if (deps.followTerrain && isPortable(ground)) {
      // Every position terrain following samples lies between these points (legs and take-off).
      const followed = await deps.followTerrain(req, flat, ground.portable(boundsOf(points)));
      assertUnderCeiling(followed, drone, takeoffGroundM(followed, ground));
      return followed;
    }
    const followed = followTerrain(req, flat, ground);
    assertUnderCeiling(followed, drone, takeoffGroundM(followed, ground));
    return followed;
  }

  /**
   * The ground under a flat plan, for the ceiling check only: none without a site or source,
   * and none when the source cannot answer (a missing SRTM tile must not block a flat mission).
   */
  async function groundOf(
    site: PlanGeometry['ground'],
    points: readonly LngLat[],
  ): Promise<ElevationSampler | null> {
    if (!site || site.elevation_source === 'None') return null;
    return elevation.samplerFor(site, points.slice(0, 1)).catch(() => null);
  }

  return { resolveMission, plan };
}
