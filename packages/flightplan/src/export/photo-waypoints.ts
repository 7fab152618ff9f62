// Photo-per-waypoint form of a triggered mission, for flight apps that ignore interval triggers:
// DJI Fly executes WPML waypoints and their reachPoint actions but not multipleDistance or
// multipleTiming groups (flight-planning.md §3.4, "Firmware support caveat"), so a survey for
// it needs one waypoint per photo with a takePhoto action.
import type { Mission, Waypoint } from '../mission/types.ts';
import { createLocalProjection, bboxCentre } from '../geo/project.ts';
import { pointSegmentDistanceM } from '../geo/planar.ts';
import type { LocalXY } from '../geo/types.ts';
import { photoLegs } from './geometry.ts';

/** A photo closer than this to a waypoint is taken at that waypoint, not at a new one. */
const SAME_POINT_M = 0.5;

/**
 * The mission with every planned photo on a photo leg turned into a waypoint carrying a
 * `take_photo` action (photos at a leg's ends go on its existing waypoints), and no interval
 * trigger left. Photos off photo legs, and missions without a trigger, are returned unchanged.
 *
 * @example
 * withPhotoWaypoints(survey).waypoints.filter((w) => w.actions.some((a) => a.type === 'take_photo')).length;
 * // === survey.photos.length
 */
export function withPhotoWaypoints(mission: Mission): Mission {
  if (mission.trigger.type === 'none' || mission.photos.length === 0) return mission;
  const wps = mission.waypoints;
  const legs = photoLegs(mission);
  const proj = createLocalProjection(bboxCentre(wps.map((w) => w.position)));
  const local = wps.map((w) => proj.toLocal(w.position));
  const byLeg = photosByLeg(
    mission.photos.map((p) => proj.toLocal(p.position)),
    local,
    legs,
  );

  const shoot = (w: Waypoint): Waypoint =>
    w.actions.some((a) => a.type === 'take_photo')
      ? w
      : { ...w, actions: [...w.actions, { type: 'take_photo' }] };
  const out: Waypoint[] = wps.map((w) => ({ ...w, photo_leg: false }));
  const result: Waypoint[] = [];
  wps.forEach((w, i) => {
    const a = local[i]!;
    const b = local[i + 1];
    result.push(out[i]!);
    if (!b || !legs[i]) return;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (const j of byLeg[i] ?? []) {
      const p = proj.toLocal(mission.photos[j]!.position);
      const along =
        len > 0 ? ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / len : 0;
      if (along <= SAME_POINT_M) {
        result[result.length - 1] = shoot(result[result.length - 1]!);
      } else if (along >= len - SAME_POINT_M) {
        out[i + 1] = shoot(out[i + 1]!);
      } else {
        const t = along / len;
        const next = wps[i + 1]!;
        result.push({
          ...w,
          position: mission.photos[j]!.position,
          altitude_m: w.altitude_m + t * (next.altitude_m - w.altitude_m),
          takeoff_relative_m:
            w.takeoff_relative_m + t * (next.takeoff_relative_m - w.takeoff_relative_m),
          actions: [{ type: 'take_photo' }],
          photo_leg: false,
        });
      }
    }
  });
  return { ...mission, trigger: { type: 'none' }, waypoints: result };
}

/**
 * For each leg, the photos (indices, in flight order) lying on it. Photos follow the path, so the
 * search runs forward over photo legs only: a photo on a row's first waypoint belongs to the row,
 * not to the transit that ends there.
 */
function photosByLeg(
  photos: readonly LocalXY[],
  pts: readonly LocalXY[],
  legs: readonly boolean[],
) {
  const byLeg: number[][] = pts.map(() => []);
  const on = (j: number, i: number) => pointSegmentDistanceM(photos[j]!, pts[i]!, pts[i + 1]!);
  let leg = legs.indexOf(true);
  photos.forEach((_, j) => {
    let k = leg;
    while (k >= 0 && k < legs.length && (!legs[k] || on(j, k) > 0.05)) k++;
    if (k >= 0 && k < legs.length) {
      leg = k;
      byLeg[k]!.push(j);
    }
  });
  return byLeg;
}
