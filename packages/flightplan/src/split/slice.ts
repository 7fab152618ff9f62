// Cutting a mission into parts that share their cut waypoint: part i ends where part i+1 starts.
// Each part is flown as its own route, so a distance trigger restarts at the part's first photo
// leg: its photos are re-planned from its own legs (triggeredPhotos), and photo_count is what
// that part shoots. Missions without photo-leg flags keep their photos, each going with the path
// segment it lies on, so every planned photo lands in exactly one part.
import type { Mission, Waypoint } from '../mission/types.ts';
import { createLocalProjection, bboxCentre } from '../geo/project.ts';
import { pointSegmentDistanceM } from '../geo/planar.ts';
import { computeMissionStats } from '../stats/mission-stats.ts';
import { DEFAULT_DRONE, type DroneSpec } from '../generate/drone.ts';
import { triggeredPhotos } from '../generate/mission-builder.ts';

/**
 * For each photo (in path order), the index of the waypoint segment it lies on.
 *
 * @example
 * photoSegments(mission); // [0, 0, 0, 2, 2, ...]
 */
export function photoSegments(mission: Mission): number[] {
  const wps = mission.waypoints;
  if (wps.length < 2) return mission.photos.map(() => 0);
  const proj = createLocalProjection(bboxCentre(wps.map((w) => w.position)));
  const pts = wps.map((w) => proj.toLocal(w.position));
  let seg = 0;
  return mission.photos.map((ph) => {
    const p = proj.toLocal(ph.position);
    const start = seg;
    // Photos follow the path, so search forward; fall back to the nearest segment if none holds it.
    while (seg < pts.length - 1 && pointSegmentDistanceM(p, pts[seg]!, pts[seg + 1]!) > 0.05) seg++;
    if (seg >= pts.length - 1) {
      let best = start;
      let bestD = Infinity;
      for (let i = 0; i < pts.length - 1; i++) {
        const d = pointSegmentDistanceM(p, pts[i]!, pts[i + 1]!);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      }
      seg = start;
      return best;
    }
    return seg;
  });
}

/**
 * Builds parts from cut indices (each cut waypoint ends one part and starts the next).
 *
 * @example
 * sliceMission(mission, [40]); // two parts: waypoints 0..40 and 40..end
 */
export function sliceMission(
  mission: Mission,
  cuts: readonly number[],
  drone: DroneSpec = DEFAULT_DRONE,
): Mission[] {
  const n = mission.waypoints.length;
  const bounds = [0, ...cuts.filter((c) => c > 0 && c < n - 1).sort((a, b) => a - b), n - 1];
  const explicit =
    mission.trigger.type === 'distance' && mission.waypoints.some((w) => w.photo_leg !== undefined);
  const segOf = explicit ? [] : photoSegments(mission);
  const parts: Mission[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    if (to <= from) continue;
    const last = i + 2 === bounds.length;
    const waypoints: Waypoint[] = mission.waypoints.slice(from, to + 1).map((w, k) => ({
      ...w,
      // The shared cut waypoint's actions run once, in the part that ends there... unless it is
      // the final waypoint of the mission.
      actions: k === to - from && !last ? [] : w.actions,
    }));
    // The part's last waypoint starts no leg of this part.
    const lastWp = waypoints[waypoints.length - 1];
    if (lastWp && lastWp.photo_leg !== undefined)
      waypoints[waypoints.length - 1] = { ...lastWp, photo_leg: false };
    const photos = explicit
      ? replanPhotos(mission, waypoints)
      : mission.photos.filter((_, j) => segOf[j]! >= from && segOf[j]! < to);
    const part: Mission = {
      ...mission,
      name: `${mission.name} (part ${parts.length + 1})`,
      waypoints,
      photos,
      params: { ...mission.params, part_of: mission.name, first_waypoint: from, last_waypoint: to },
    };
    part.stats = computeMissionStats(part, drone);
    parts.push(part);
  }
  const total = parts.length;
  return parts.map((p, i) => ({
    ...p,
    name: total > 1 ? `${mission.name} (part ${i + 1} of ${total})` : mission.name,
  }));
}

/** The photos a part's own distance trigger takes (see the file comment). */
function replanPhotos(mission: Mission, waypoints: readonly Waypoint[]): Mission['photos'] {
  if (mission.trigger.type !== 'distance' || waypoints.length < 2) return [];
  const proj = createLocalProjection(bboxCentre(waypoints.map((w) => w.position)));
  const custom = mission.heading_mode === 'custom' ? (waypoints[0]?.heading_deg ?? 0) : null;
  const altitude = waypoints[0]?.altitude_m ?? 0;
  return triggeredPhotos(
    waypoints.map((w) => proj.toLocal(w.position)),
    waypoints.map((w) => w.photo_leg === true),
    mission.trigger.spacing_m,
    altitude,
    custom,
    proj.toLngLat,
  );
}
