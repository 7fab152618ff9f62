// Splitting missions: at a chosen waypoint, into battery-sized parts, and under a flight app's
// waypoint cap (99 for DJI Mobile SDK v4 apps). Every part starts where the previous one ended,
// so the operator resumes exactly where the last battery stopped (flight-planning.md §2.6).
import { err, ok, type AppError, type Result } from '@sortie/domain';
import type { Mission, Waypoint } from '../mission/types.ts';
import { limitError } from '../limits/limits.ts';
import { BATTERY_RESERVE, DEFAULT_DRONE, type DroneSpec } from '../generate/drone.ts';
import { pathMetrics } from '../stats/flight-time.ts';
import { waypointPathPoints } from '../stats/mission-stats.ts';
import { sliceMission } from './slice.ts';

/**
 * Splits a mission in two at a waypoint; both parts contain that waypoint.
 *
 * @example
 * const r = splitMissionAt(mission, 12); // r.value: [waypoints 0..12, waypoints 12..end]
 */
export function splitMissionAt(
  mission: Mission,
  index: number,
  drone: DroneSpec = DEFAULT_DRONE,
): Result<Mission[], AppError> {
  if (!Number.isInteger(index) || index <= 0 || index >= mission.waypoints.length - 1) {
    return err(
      limitError(
        'out_of_range',
        `Split index must be between 1 and ${mission.waypoints.length - 2}.`,
        'index',
        { value: index },
      ),
    );
  }
  return ok(sliceMission(mission, [index], drone));
}

/** Inserts waypoints so no segment takes more than `maxS` seconds, letting cuts fall inside it. */
function densify(mission: Mission, maxS: number): Mission {
  const out: Waypoint[] = [];
  mission.waypoints.forEach((w, i) => {
    out.push(w);
    const next = mission.waypoints[i + 1];
    if (!next) return;
    const { points } = waypointPathPoints([w, next]);
    const len = Math.hypot(points[1]!.x - points[0]!.x, points[1]!.y - points[0]!.y);
    const pieces = Math.ceil(len / Math.max(0.5, w.speed_mps) / maxS);
    for (let k = 1; k < pieces; k++) {
      const t = k / pieces;
      const lerp = (a: number, b: number) => a + t * (b - a);
      out.push({
        ...w,
        position: [lerp(w.position[0], next.position[0]), lerp(w.position[1], next.position[1])],
        altitude_m: lerp(w.altitude_m, next.altitude_m),
        takeoff_relative_m: lerp(w.takeoff_relative_m, next.takeoff_relative_m),
        actions: [],
      });
    }
  });
  return { ...mission, waypoints: out };
}

/**
 * Splits a mission into parts that each fit one battery (endurance minus the 20 % reserve,
 * including the flight from and back to take-off) and the drone's waypoint cap.
 *
 * @example
 * const r = splitForDrone(mission, { endurance_s: 1500, max_waypoints: 99, ceiling_m: 6000 });
 * // r.value.length === number of batteries; r.value[1] starts at r.value[0]'s last waypoint
 */
export function splitForDrone(
  mission: Mission,
  drone: DroneSpec = DEFAULT_DRONE,
): Result<Mission[], AppError> {
  const usable = drone.endurance_s * (1 - BATTERY_RESERVE);
  const maxWp = Math.max(2, drone.max_waypoints);
  const fits = mission.stats.flight_time_s <= usable;
  const m = fits ? mission : densify(mission, usable / 4);
  const { points, toLocal } = waypointPathPoints(m.waypoints);
  const takeoff = m.takeoff ? toLocal(m.takeoff) : null;
  const home = takeoff ? { x: takeoff[0], y: takeoff[1] } : null;
  const cruise = drone.cruise_speed_mps ?? 10;
  const cuts: number[] = [];
  let start = 0;
  while (start < points.length - 1) {
    let end = start + 1;
    if (pathMetrics(points.slice(start, end + 1), home, cruise).flight_time_s > usable) {
      return err(
        limitError(
          'mission_part_exceeds_battery',
          'Part of this mission is too far from take-off for one battery.',
          'takeoff',
          {
            waypoint: start,
          },
        ),
      );
    }
    while (
      end + 1 < points.length &&
      end + 1 - start + 1 <= maxWp &&
      pathMetrics(points.slice(start, end + 2), home, cruise).flight_time_s <= usable
    ) {
      end++;
    }
    if (end < points.length - 1) cuts.push(end);
    start = end;
  }
  return ok(sliceMission(m, cuts, drone));
}
