// From a request to the planning engine and back, through flightplan's one request → plan
// pipeline (planRequest: camera and drone, the area around a point, the geometry checks), which
// the web's planner worker and the CLI call too. The engine's refusal is answered as it is (422
// with its error type and sentence, feature-areas §8).
import { AppError } from '@sortie/domain';
import { MISSION_PARAMS_BY_KIND, type TMissionKind, type TSite } from '@sortie/domain/contracts';
import {
  applyTerrainFollowing,
  droneForRequest,
  planRequest,
  type ElevationSampler,
  type KindParams,
  type Mission,
  type PlanGeometry as EngineGeometry,
  type PlanRequest,
} from '@sortie/flightplan';

export type { KindParams, PlanRequest };

/** The geometry a mission is planned over, with the site whose ground it stands on. */
export type PlanGeometry = EngineGeometry & {
  /** The site whose elevation source gives the ground; null for drawn geometry. */
  ground: Pick<TSite, 'id' | 'elevation_source' | 'bbox'> | null;
};

/** Parses stored or patched parameters against the kind (400 naming the field when wrong). */
export function parseParams(kind: TMissionKind, params: unknown): KindParams {
  const parsed = MISSION_PARAMS_BY_KIND[kind].safeParse(params);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({
      path: ['body', 'params', ...i.path.map(String)].join('.'),
      message: i.message,
    }));
    throw AppError.validation(`${issues[0]?.path}: ${issues[0]?.message}`, { issues });
  }
  return { kind, params: parsed.data } as KindParams;
}

/** Runs the pipeline (flat, above take-off); its refusal (an AppError, 422) is thrown as it is. */
export function planFlat(req: PlanRequest, g: PlanGeometry): Mission {
  const result = planRequest(req, g);
  if (!result.ok) throw result.error;
  return result.value.mission;
}

/**
 * Resolves a flat plan over the ground (the engine's applyTerrainFollowing, with the request's
 * drone for its ceiling); its refusal (no data under the mission, take-off above the ceiling) is
 * thrown as it is.
 */
export function followTerrain(
  req: PlanRequest,
  mission: Mission,
  ground: ElevationSampler,
): Mission {
  const result = applyTerrainFollowing(mission, ground, { drone: droneForRequest(req) });
  if (!result.ok) throw result.error;
  return result.value;
}
