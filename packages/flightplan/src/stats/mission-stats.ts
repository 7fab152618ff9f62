// Statistics of a finished mission, recomputed from its waypoints so split parts, edited missions
// and generated ones are measured the same way.
import type { Mission, MissionStats, Waypoint, WaypointAction } from '../mission/types.ts';
import { createLocalProjection, bboxCentre } from '../geo/project.ts';
import { BATTERY_RESERVE, DEFAULT_DRONE, type DroneSpec } from '../generate/drone.ts';
import { batteriesNeeded, pathMetrics, type PathPoint } from './flight-time.ts';

/** Seconds an action keeps the aircraft at a waypoint (hover is explicit; the rest ~1 s each). */
function actionSeconds(a: WaypointAction): number {
  return a.type === 'hover' ? a.seconds : 1;
}

/**
 * Path points of waypoints in a local frame (relative altitudes), for the flight-time model.
 *
 * @example
 * const { points, toLocal } = waypointPathPoints(mission.waypoints);
 */
export function waypointPathPoints(waypoints: readonly Waypoint[]) {
  const proj = createLocalProjection(bboxCentre(waypoints.map((w) => w.position)));
  const points: PathPoint[] = waypoints.map((w) => {
    const [x, y] = proj.toLocal(w.position);
    return {
      x,
      y,
      alt: w.takeoff_relative_m,
      speed: w.speed_mps,
      hold_s: w.actions.reduce((s, a) => s + actionSeconds(a), 0),
    };
  });
  return { points, toLocal: proj.toLocal };
}

/**
 * Recomputes distance, time, turns, waypoint and photo counts and batteries of a mission; the
 * survey figures (GSD, spacings, angle, covered area) are kept from `mission.stats`.
 *
 * @example
 * const stats = computeMissionStats(mission, drone); // stats.batteries, stats.flight_time_s
 */
export function computeMissionStats(
  mission: Mission,
  drone: DroneSpec = DEFAULT_DRONE,
): MissionStats {
  const { points, toLocal } = waypointPathPoints(mission.waypoints);
  const takeoff = mission.takeoff ? toLocal(mission.takeoff) : null;
  const m = pathMetrics(
    points,
    takeoff ? { x: takeoff[0], y: takeoff[1] } : null,
    drone.cruise_speed_mps ?? 10,
  );
  return {
    ...mission.stats,
    distance_m: m.distance_m,
    flight_time_s: m.flight_time_s,
    turn_count: m.turn_count,
    photo_count: mission.photos.length,
    waypoint_count: mission.waypoints.length,
    batteries: batteriesNeeded(m.flight_time_s, drone.endurance_s, BATTERY_RESERVE),
  };
}

/** Empty statistics for generators to fill. */
export function emptyStats(): MissionStats {
  return {
    distance_m: 0,
    flight_time_s: 0,
    photo_count: 0,
    gsd_cm: null,
    covered_area_m2: 0,
    line_spacing_m: null,
    photo_spacing_m: null,
    angle_deg: null,
    turn_count: 0,
    batteries: 0,
    waypoint_count: 0,
  };
}
