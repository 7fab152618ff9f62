// Small local geometry the exporters need (leg lengths, photo-on-leg tests). An equirectangular
// projection around each leg is exact to centimetres over the few-hundred-metre legs of a mission,
// and keeps the exporters free of heavier dependencies.
import type { LngLat, Mission } from '../mission/types.ts';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Local east/north metres of `p` relative to `origin`. */
function toLocal(origin: LngLat, p: LngLat): [number, number] {
  const k = Math.cos(origin[1] * RAD) * EARTH_RADIUS_M * RAD;
  return [(p[0] - origin[0]) * k, (p[1] - origin[1]) * EARTH_RADIUS_M * RAD];
}

/** Approximate ground distance in metres between two nearby points. */
export function distanceM(a: LngLat, b: LngLat): number {
  const [x, y] = toLocal(a, b);
  return Math.hypot(x, y);
}

/** Distance in metres from `p` to the segment a–b, and where along it (0…1) p projects. */
export function projectOnSegment(
  p: LngLat,
  a: LngLat,
  b: LngLat,
): { distance_m: number; t: number } {
  const [bx, by] = toLocal(a, b);
  const [px, py] = toLocal(a, p);
  const len2 = bx * bx + by * by;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / len2));
  return { distance_m: Math.hypot(px - t * bx, py - t * by), t };
}

/**
 * For each leg i (waypoint i → i+1), whether the interval trigger runs on it. Missions carry this
 * explicitly (`Waypoint.photo_leg`, set by the generators); no trigger means no photo legs.
 *
 * @example
 * photoLegs(mission); // [true, false, true, false, true] for three survey rows
 */
export function photoLegs(mission: Mission): boolean[] {
  const wps = mission.waypoints;
  if (mission.trigger.type === 'none') return wps.slice(0, -1).map(() => false);
  if (wps.some((w) => w.photo_leg !== undefined)) {
    return wps.slice(0, -1).map((w) => w.photo_leg === true);
  }
  return legacyPhotoLegs(mission);
}

/**
 * Missions stored before `photo_leg` existed: a leg counts when a planned photo lies strictly
 * inside it (within `toleranceM`), or when it is no longer than the trigger spacing and both its
 * ends are photo positions. Without planned photos every leg counts.
 */
function legacyPhotoLegs(mission: Mission, toleranceM = 1): boolean[] {
  const wps = mission.waypoints;
  const legs = wps.slice(0, -1).map(() => mission.photos.length === 0);
  if (mission.photos.length === 0) return legs;
  const atVertex = new Set<number>();
  // Photos come in flight order, so the search starts at the previous hit: near-linear overall.
  let start = 0;
  for (const photo of mission.photos) {
    for (let k = 0; k < legs.length; k++) {
      const i = (start + k) % legs.length;
      const a = wps[i];
      const b = wps[i + 1];
      if (!a || !b) continue;
      const { distance_m, t } = projectOnSegment(photo.position, a.position, b.position);
      if (distance_m > toleranceM) continue;
      const len = distanceM(a.position, b.position);
      const along = t * len;
      if (along > toleranceM && along < len - toleranceM) {
        legs[i] = true;
        start = i;
        break;
      }
      atVertex.add(along <= toleranceM ? i : i + 1);
    }
  }
  const spacing = mission.trigger.type === 'distance' ? mission.trigger.spacing_m : 0;
  legs.forEach((on, i) => {
    const [a, b] = [wps[i], wps[i + 1]];
    if (!on && a && b && atVertex.has(i) && atVertex.has(i + 1)) {
      legs[i] = distanceM(a.position, b.position) <= spacing + toleranceM;
    }
  });
  return legs;
}

/** Runs of consecutive photo legs as [first waypoint index, last waypoint index] pairs. */
export function photoLegRuns(legs: readonly boolean[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  legs.forEach((on, i) => {
    if (!on) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else runs.push([i, i + 1]);
  });
  return runs;
}

/** Curve radius for a curved path at waypoint i: 40 % of the shorter adjacent leg, so the radii
 * of two neighbours stay below the leg length (DJI rule, §3.1); 0 at the ends. */
export function curveRadiusM(mission: Mission, i: number): number {
  const wps = mission.waypoints;
  const prev = wps[i - 1];
  const here = wps[i];
  const next = wps[i + 1];
  if (!prev || !here || !next) return 0;
  const r =
    0.4 *
    Math.min(distanceM(prev.position, here.position), distanceM(here.position, next.position));
  return Math.min(1000, r >= 0.2 ? r : 0);
}
