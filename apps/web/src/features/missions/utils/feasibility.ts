// Feasibility beyond the engine's own refusals (issue 6 item 6), each tied to the field that
// causes it: the drone's waypoint cap, its ceiling, the plan's mission size limit, and the speed
// the engine lowered so photos stay at or above the camera's minimum trigger interval.
import {
  featureLimitMessage,
  formatHeight,
  getFeature,
  checkFeature,
  squareMetresToAcres,
  type TFeatureLimit,
} from '@sortie/domain';
import type { TMissionKind, TUnitPreferences } from '@sortie/domain/contracts';
import { ceilingExcess, type CameraSpec, type DroneSpec, type Mission } from '@sortie/flightplan';
import { plannedSpeed, slowedSpeedText } from './planned-speed.ts';

export interface Feasibility {
  /** Block saving. */
  errors: Record<string, string>;
  /** Shown, saving allowed. */
  warnings: Record<string, string>;
}

/**
 * The plan limit on this mission's size, in the words the server uses (limit-messages.ts);
 * null when the plan allows it or has no such key.
 */
export function planSizeProblem(
  fcl: readonly TFeatureLimit[] | undefined,
  kind: TMissionKind,
  size: { areaM2: number; lineM: number },
): string | null {
  if (!fcl) return null;
  const key =
    kind === 'area_mapping'
      ? 'max_polygon_mission_acres'
      : kind === 'corridor_mapping' || kind === 'corridor_video'
        ? 'max_linestring_mission_km'
        : null;
  if (!key) return null;
  const amount =
    key === 'max_polygon_mission_acres' ? squareMetresToAcres(size.areaM2) : size.lineM / 1000;
  try {
    if (checkFeature(fcl, key, amount)) return null;
    return featureLimitMessage(key, { limit: getFeature(fcl, key).range.max, requested: amount });
  } catch {
    return null;
  }
}

export interface FeasibilityContext {
  /** The speed typed in the form; undefined: the camera's default. */
  requestedSpeedMps: number | undefined;
  camera: CameraSpec | null;
}

export function feasibility(
  mission: Mission,
  drone: DroneSpec,
  ctx: FeasibilityContext,
  units: TUnitPreferences,
): Feasibility {
  const errors: Record<string, string> = {};
  const warnings: Record<string, string> = {};
  const count = mission.stats.waypoint_count;
  if (count > drone.max_waypoints) {
    const text = `This drone's flight app takes at most ${drone.max_waypoints} waypoints; this mission has ${count}.`;
    if (mission.kind === 'waypoints')
      errors.drone_id = `${text} Remove waypoints or choose another drone.`;
    else warnings.drone_id = `${text} Save it, then split it into parts the drone can fly.`;
  }
  // The browser has no ground heights, so this is the height above take-off; the server adds the
  // take-off elevation when the site has an elevation source (flightplan's ceiling rule, one
  // rule for both, worded here in the user's units).
  const tooHigh = ceilingExcess(mission, drone, null);
  if (tooHigh) {
    errors[tooHigh.field] =
      `This mission climbs to ${formatHeight(tooHigh.aboveTakeoffM, units).text} above take-off, above this drone's ` +
      `${formatHeight(drone.ceiling_m, units).text} ceiling. Fly lower or choose another drone.`;
  }
  if (mission.trigger.type === 'distance') {
    const speed = plannedSpeed(mission, ctx.camera, ctx.requestedSpeedMps);
    const slowed = speed && slowedSpeedText(speed, units);
    if (slowed) warnings.speed_mps = slowed;
  }
  return { errors, warnings };
}
