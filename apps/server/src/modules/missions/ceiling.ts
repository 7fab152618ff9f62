// The drone's ceiling (feature-areas §6 item "under the drone's ceiling", issue 6 item 6): the
// catalogue's ceiling_height is the highest altitude above sea level the aircraft can fly, so
// the check is take-off ground + the highest waypoint above take-off. Terrain-following plans
// know the ground; flat plans ask the site's elevation source for the take-off point when it
// has one, and check the height above take-off alone otherwise (the most that can be known).
import { AppError } from '@sortie/domain';
import type { DroneSpec, ElevationSampler, Mission } from '@sortie/flightplan';

/** The field a too-high mission is fixed with (the web shows the refusal there). */
function altitudeField(kind: Mission['kind']): string {
  return kind === 'area_mapping' || kind === 'corridor_mapping' || kind === 'corridor_video'
    ? 'altitude_m'
    : 'drone_id';
}

/** Highest waypoint above take-off, metres. */
export function highestAboveTakeoffM(mission: Pick<Mission, 'waypoints'>): number {
  return Math.max(0, ...mission.waypoints.map((w) => w.takeoff_relative_m));
}

/** The take-off ground height from a sampler, or null when it has no value there. */
export function takeoffGroundM(mission: Mission, ground: ElevationSampler | null): number | null {
  const origin = mission.takeoff ?? mission.waypoints[0]?.position;
  if (!ground || !origin) return null;
  const g = ground.elevationAt(origin);
  return g === null || !Number.isFinite(g) ? null : g;
}

/** 422 `above_drone_ceiling` naming the altitude field when the mission climbs too high. */
export function assertUnderCeiling(
  mission: Mission,
  drone: Pick<DroneSpec, 'ceiling_m'>,
  groundM: number | null,
): void {
  const above = highestAboveTakeoffM(mission);
  const top = (groundM ?? 0) + above;
  if (top <= drone.ceiling_m) return;
  const ceiling = Math.round(drone.ceiling_m);
  const message =
    groundM === null
      ? `This mission climbs ${Math.round(above)} m above take-off, above this drone's ${ceiling} m ceiling. Fly lower or choose another drone.`
      : `This mission reaches ${Math.round(top)} m above sea level (take-off at ${Math.round(groundM)} m plus ${Math.round(above)} m), above this drone's ${ceiling} m ceiling. Fly lower or choose another drone.`;
  throw AppError.rule('above_drone_ceiling', message, {
    field: altitudeField(mission.kind),
    ceiling_m: drone.ceiling_m,
    highest_m: top,
    takeoff_ground_m: groundM,
  });
}
