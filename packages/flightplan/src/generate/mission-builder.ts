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
 * The photos a distance trigger takes along a path (flight-planning.md §2.1, §3.4): triggering
 * starts on the first leg of each run of consecutive photo legs with one photo at once (MAVLink
 * DO_SET_CAM_TRIGG_DIST p3 = 1, the start of a WPML multipleDistance group), then one every
 * `spacing` metres of path flown, counted across the run's legs (a row and its corner tip), and
 * stops at the run's end. So the planned positions, their count and their gaps are exactly what
 * the aircraft shoots: every gap equals the trigger spacing; only the run's end may lie up to one
 * spacing past the last photo (covered by that photo's footprint at the usual overlaps).
 *
 * @example
 * triggeredPhotos([[0, 0], [100, 0]], [true], 30, 60, null, toLngLat).length; // 4 (0, 30, 60, 90 m)
 */
export function triggeredPhotos(
  points: readonly LocalXY[],
  photoLeg: readonly boolean[],
  spacing: number,
  altitudeM: number,
  headingDeg: number | null,
  toLngLat: (p: LocalXY) => LngLat,
): PlannedPhoto[] {
  const out: PlannedPhoto[] = [];
  walkTriggers(points, photoLeg, spacing, (a, b, t) => {
    out.push({
      position: toLngLat([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]),
      altitude_m: altitudeM,
      heading_deg: wrapDeg(headingDeg ?? bearingDeg(a, b)),
    });
  });
  return out;
}

/**
 * How many photos triggeredPhotos would plan, without building them (the plan budget checks it
 * before a single photo is allocated).
 *
 * @example
 * triggeredPhotoCount([[0, 0], [100, 0]], [true], 30); // 4
 */
export function triggeredPhotoCount(
  points: readonly LocalXY[],
  photoLeg: readonly boolean[],
  spacing: number,
): number {
  return walkTriggers(points, photoLeg, spacing, null);
}

/**
 * Visits each trigger point (leg ends and the fraction along the leg); returns their count.
 *
 * @example
 * walkTriggers([[0, 0], [100, 0]], [true], 30, null); // 4
 */
export function walkTriggers(
  points: readonly LocalXY[],
  photoLeg: readonly boolean[],
  spacing: number,
  visit: ((a: LocalXY, b: LocalXY, t: number) => void) | null,
): number {
  let count = 0;
  // Distance from the current leg's start to the next photo; null outside a run.
  let nextAt: number | null = null;
  for (let i = 0; i + 1 < points.length; i++) {
    if (!photoLeg[i]) {
      nextAt = null;
      continue;
    }
    const a = points[i]!;
    const b = points[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let at: number = nextAt ?? 0;
    // A millimetre of slack so a photo landing on the leg's end is taken on this leg only.
    if (visit === null) {
      const n = at <= len + 1e-3 ? Math.floor((len + 1e-3 - at) / spacing) + 1 : 0;
      count += n;
      at += n * spacing;
    } else {
      while (at <= len + 1e-3) {
        visit(a, b, len > 0 ? Math.min(1, at / len) : 0);
        count++;
        at += spacing;
      }
    }
    nextAt = at - len;
  }
  return count;
}

/** Fields every mission needs, with neutral defaults. */
export type MissionBase = Pick<Mission, 'kind' | 'name'> & Partial<Mission>;
