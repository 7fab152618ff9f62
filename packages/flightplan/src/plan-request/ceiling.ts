// The drone's ceiling (feature-areas §6 "under the drone's ceiling", issue 6 item 6): the
// catalogue's ceiling_height is the highest altitude above sea level the aircraft can fly, so
// the check is take-off ground + the highest waypoint above take-off. Where the ground is known
// (terrain following, or a site's elevation source) it counts; elsewhere (the browser's
// preview, sites without a source) the height above take-off alone is checked.
import { AppError } from '@sortie/domain';
import type { DroneSpec } from '../generate/drone.ts';
import type { Mission } from '../mission/types.ts';
import type { ElevationSampler } from '../terrain/index.ts';

/** The field a too-high mission is fixed with: the altitude, or the drone for multi-height kinds. */
export function altitudeField(kind: Mission['kind']): 'altitude_m' | 'drone_id' {
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

export interface CeilingExcess {
  field: 'altitude_m' | 'drone_id';
  /** Highest waypoint above take-off. */
  aboveTakeoffM: number;
  /** Highest point above sea level (take-off ground + aboveTakeoffM), or aboveTakeoffM. */
  topM: number;
  groundM: number | null;
  ceilingM: number;
}

/** How far above the drone's ceiling the mission climbs, or null when it stays under. */
export function ceilingExcess(
  mission: Mission,
  drone: Pick<DroneSpec, 'ceiling_m'>,
  groundM: number | null,
): CeilingExcess | null {
  const above = highestAboveTakeoffM(mission);
  const top = (groundM ?? 0) + above;
  if (top <= drone.ceiling_m) return null;
  const field = altitudeField(mission.kind);
  return { field, aboveTakeoffM: above, topM: top, groundM, ceilingM: drone.ceiling_m };
}

/** 422 `above_drone_ceiling` naming the altitude field when the mission climbs too high. */
export function assertUnderCeiling(
  mission: Mission,
  drone: Pick<DroneSpec, 'ceiling_m'>,
  groundM: number | null,
): void {
  const excess = ceilingExcess(mission, drone, groundM);
  if (!excess) return;
  const ceiling = Math.round(excess.ceilingM);
  const above = Math.round(excess.aboveTakeoffM);
  const message =
    groundM === null
      ? `This mission climbs ${above} m above take-off, above this drone's ${ceiling} m ceiling. Fly lower or choose another drone.`
      : `This mission reaches ${Math.round(excess.topM)} m above sea level (take-off at ${Math.round(groundM)} m plus ${above} m), above this drone's ${ceiling} m ceiling. Fly lower or choose another drone.`;
  throw AppError.rule('above_drone_ceiling', message, {
    field: excess.field,
    ceiling_m: drone.ceiling_m,
    highest_m: excess.topM,
    takeoff_ground_m: groundM,
  });
}
