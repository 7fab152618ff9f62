// Feasibility beyond the engine's own refusals (issue 6 item 6), each tied to the field that
// causes it: the drone's waypoint cap, the plan's mission size limit, and the speed the engine
// lowered so photos stay at or above the camera's minimum trigger interval.
import {
  checkFeature,
  formatSpeed,
  getFeature,
  squareMetresToAcres,
  type TFeatureLimit,
} from '@sortie/domain';
import type { TMissionKind, TUnitPreferences } from '@sortie/domain/contracts';
import type { DroneSpec, Mission } from '@sortie/flightplan';

export interface Feasibility {
  /** Block saving. */
  errors: Record<string, string>;
  /** Shown, saving allowed. */
  warnings: Record<string, string>;
}

/**
 * The plan limit on this mission's size (feature-areas §8 texts are the server's); null when
 * the plan allows it or has no such key.
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
    const limit = getFeature(fcl, key).range.max;
    return key === 'max_polygon_mission_acres'
      ? `Your plan allows area missions up to ${limit} acres; this site is ${Math.round(amount)} acres.`
      : `Your plan allows corridor missions up to ${limit} km; this corridor is ${amount.toFixed(1)} km.`;
  } catch {
    return null;
  }
}

export function feasibility(
  mission: Mission,
  drone: DroneSpec,
  requestedSpeedMps: number | undefined,
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
  const flown = mission.waypoints[0]?.speed_mps;
  if (
    requestedSpeedMps !== undefined &&
    flown !== undefined &&
    mission.trigger.type === 'distance' &&
    flown < requestedSpeedMps - 0.05
  ) {
    warnings.speed_mps = `Slowed to ${formatSpeed(flown, units).text} so photos are not taken faster than the camera allows.`;
  }
  return { errors, warnings };
}
