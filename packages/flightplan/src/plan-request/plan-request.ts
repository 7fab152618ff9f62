// The one request → plan pipeline (issue 19): the server (on its thread or in the planning
// pool), the web's planner worker and the CLI all call planRequest, so a preview shows what a
// save stores. It plans flat, above take-off; terrain following and the ground-aware ceiling
// check need the ground, which only the caller has (the server's elevation sources, the CLI's
// DEM), so they follow with applyTerrainFollowing and assertUnderCeiling.
import { AppError, err, ok, type Result } from '@sortie/domain';
import type { CameraSpec } from '../generate/camera.ts';
import type { DroneSpec } from '../generate/drone.ts';
import { planMission } from '../generate/plan-mission.ts';
import type { Mission } from '../mission/types.ts';
import { cameraForRequest, droneForRequest } from './catalogue.ts';
import { geometryForRequest, missionSize } from './geometry.ts';
import { toPlanInput } from './plan-input.ts';
import type { MissionSize, PlanGeometry, PlanRequest } from './request.ts';

export interface PlannedRequest<G extends PlanGeometry = PlanGeometry> {
  /** The flat plan (no terrain following yet). */
  mission: Mission;
  drone: DroneSpec;
  camera: CameraSpec | null;
  /** The geometry planned over (a point site's generated square for area mapping). */
  geometry: G;
  /** What the plan's size limits judge, or null for kinds without one. */
  size: MissionSize | null;
}

/**
 * Everything about a request that needs no planning: its geometry, size, camera and drone.
 * Callers that must check limits before the (costly) planning start here.
 * @throws AppError (422) naming the field: unknown_camera, unknown_drone, area_needs_point_site.
 */
export function describeRequest<G extends PlanGeometry>(
  req: PlanRequest,
  g: G,
): Omit<PlannedRequest<G>, 'mission'> {
  const geometry = geometryForRequest(req, g);
  return {
    geometry,
    size: missionSize(req, geometry),
    camera: cameraForRequest(req),
    drone: droneForRequest(req),
  };
}

/**
 * Plans a request over its geometry. Never throws an AppError: every refusal (the request's,
 * the geometry's, the engine's) is the result's error, with details.field naming the input.
 */
export function planRequest<G extends PlanGeometry>(
  req: PlanRequest,
  g: G,
): Result<PlannedRequest<G>, AppError> {
  try {
    const described = describeRequest(req, g);
    const planned = planMission(toPlanInput(req, described.geometry));
    if (!planned.ok) return planned;
    return ok({ ...described, mission: planned.value });
  } catch (error) {
    if (error instanceof AppError) return err(error);
    throw error;
  }
}
