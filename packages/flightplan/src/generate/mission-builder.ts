// Small constructors shared by the generators, so every mission is assembled the same way.
import type { LngLat, Mission, PlannedPhoto, Waypoint, WaypointAction } from '../mission/types.ts';
import type { LocalXY } from '../geo/types.ts';
import { bearingDeg, wrapDeg } from '../geo/bearing.ts';

/**
 * A waypoint at a relative altitude (flat terrain until a terrain pass resolves it).
 *
 * @example
 * makeWaypoint([1, 2], 60, 8, 90, -90); // { position: [1, 2], altitude_m: 60, ... }
 */
export function makeWaypoint(
  position: LngLat,
  altitudeM: number,
  speedMps: number,
  headingDeg: number,
  gimbalPitchDeg: number,
  actions: WaypointAction[] = [],
): Waypoint {
  return {
    position,
    altitude_m: altitudeM,
    altitude_mode: 'relative_to_takeoff',
    takeoff_relative_m: altitudeM,
    speed_mps: speedMps,
    heading_deg: wrapDeg(headingDeg),
    gimbal_pitch_deg: gimbalPitchDeg,
    actions,
  };
}

/**
 * Photos every at most `spacing` metres from a to b, both ends included. Spacing is shrunk to
 * divide the leg evenly so the asked overlap is a minimum, never undershot.
 *
 * @example
 * photosAlong([0, 0], [100, 0], 30, 60, 90, toLngLat).length; // 5 (25 m apart)
 */
export function photosAlong(
  a: LocalXY,
  b: LocalXY,
  spacing: number,
  altitudeM: number,
  headingDeg: number | null,
  toLngLat: (p: LocalXY) => LngLat,
): PlannedPhoto[] {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n = Math.max(1, Math.ceil(len / spacing - 1e-9));
  const heading = wrapDeg(headingDeg ?? bearingDeg(a, b));
  const out: PlannedPhoto[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push({
      position: toLngLat([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]),
      altitude_m: altitudeM,
      heading_deg: heading,
    });
  }
  return out;
}

/** Fields every mission needs, with neutral defaults. */
export type MissionBase = Pick<Mission, 'kind' | 'name'> & Partial<Mission>;
