// One entry point over every mission kind, so the server, the web worker and the CLI plan the
// same way; adding a kind breaks the build here until it is handled.
import { assertNever, ok, type AppError, type Result } from '@sortie/domain';
import type { Mission } from '../mission/types.ts';
import { splitForDrone } from '../split/split.ts';
import { DEFAULT_DRONE } from './drone.ts';
import { planAreaMapping, type AreaMappingParams } from './area-mapping.ts';
import { planCorridorMapping, type CorridorParams } from './corridor.ts';
import { planCorridorVideo, type CorridorVideoParams } from './corridor-video.ts';
import { planWaypoints, type WaypointsParams } from './waypoints.ts';
import { planOrbits, type OrbitParams } from './poi.ts';
import {
  planCellTower,
  planWindTurbine,
  type CellTowerParams,
  type WindTurbineParams,
} from './structures.ts';

export type PlanInput =
  | ({ kind: 'area_mapping' } & AreaMappingParams)
  | ({ kind: 'corridor_mapping' } & CorridorParams)
  | ({ kind: 'corridor_video' } & CorridorVideoParams)
  | ({ kind: 'waypoints' } & WaypointsParams)
  | ({ kind: 'poi' } & Omit<OrbitParams, 'kind'>)
  | ({ kind: 'wind_turbine' } & WindTurbineParams)
  | ({ kind: 'cell_tower' } & CellTowerParams);

/**
 * Plans any mission kind.
 *
 * @example
 * const r = planMission({ kind: 'area_mapping', polygon, camera, gsd_cm: 2 });
 */
export function planMission(input: PlanInput): Result<Mission, AppError> {
  switch (input.kind) {
    case 'area_mapping':
      return planAreaMapping(input);
    case 'corridor_mapping':
      return planCorridorMapping(input);
    case 'corridor_video':
      return planCorridorVideo(input);
    case 'waypoints':
      return planWaypoints(input);
    case 'poi':
      return planOrbits({ ...input, kind: 'poi' });
    case 'wind_turbine':
      return planWindTurbine(input);
    case 'cell_tower':
      return planCellTower(input);
    default:
      return assertNever(input, 'mission kind');
  }
}

/**
 * Plans a mission and splits it into the parts the chosen drone can fly: one battery each (20 %
 * reserve) and within its flight app's waypoint cap (99 for older DJI).
 *
 * @example
 * const r = planMissionForDrone({ kind: 'area_mapping', polygon, camera, altitude_m: 80, drone });
 * if (r.ok) r.value.parts.length; // batteries/sorties to fly
 */
export function planMissionForDrone(
  input: PlanInput,
): Result<{ mission: Mission; parts: Mission[] }, AppError> {
  const mission = planMission(input);
  if (!mission.ok) return mission;
  const parts = splitForDrone(mission.value, input.drone ?? DEFAULT_DRONE);
  if (!parts.ok) return parts;
  return ok({ mission: mission.value, parts: parts.value });
}
