// Terrain following computed by the planner (QGC's "calc above terrain", flight-planning.md §2.1):
// every waypoint keeps its height above ground, resolved to a height above take-off from a DEM,
// and waypoints are inserted along legs wherever the ground departs from a straight climb by more
// than a tolerance, so the aircraft never cuts into a ridge between two waypoints.
import { err, ok, type AppError, type Result } from '@sortie/domain';
import type { LngLat, Mission, Waypoint } from '../mission/types.ts';
import { lineLengthM } from '../geo/measure.ts';
import { limitError } from '../limits/limits.ts';
import { PLAN_BUDGET } from '../limits/budget.ts';
import { computeMissionStats } from '../stats/mission-stats.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';

/** Anything that answers ground elevation (m above sea level) at a position, null without data. */
export interface GroundSampler {
  elevationAt(position: LngLat): number | null;
}

export interface TerrainFollowOptions {
  /** Largest allowed gap between the ground and a straight leg's interpolation, m (QGC: 10). */
  tolerance_m?: number;
  /** Sampling step along legs, m. */
  step_m?: number;
  drone?: DroneSpec;
}

const lerp = (a: LngLat, b: LngLat, t: number): LngLat => [
  a[0] + t * (b[0] - a[0]),
  a[1] + t * (b[1] - a[1]),
];

/**
 * Resolves a mission's waypoints to constant height above ground.
 *
 * @example
 * const dem = await loadGeoTiffDem(buf);
 * if (dem.ok) applyTerrainFollowing(mission, dem.value); // altitude_mode 'above_ground'
 */
export function applyTerrainFollowing(
  mission: Mission,
  ground: GroundSampler,
  options: TerrainFollowOptions = {},
): Result<Mission, AppError> {
  const tol = options.tolerance_m ?? 5;
  const step = options.step_m ?? 20;
  const origin = mission.takeoff ?? mission.waypoints[0]?.position;
  if (!origin) return ok(mission);
  const g0 = ground.elevationAt(origin);
  if (g0 === null)
    return err(
      limitError(
        'terrain_no_data',
        'The elevation model does not cover the take-off point.',
        'terrain',
      ),
    );
  if (options.drone && g0 > options.drone.ceiling_m) {
    return err(
      limitError(
        'takeoff_above_ceiling',
        `Take-off at ${Math.round(g0)} m is above this drone's ${options.drone.ceiling_m} m ceiling.`,
        'takeoff',
        {
          elevation_m: g0,
          ceiling_m: options.drone.ceiling_m,
        },
      ),
    );
  }
  const at = (p: LngLat): number | null => ground.elevationAt(p);
  const out: Waypoint[] = [];
  let missing = false;

  const refine = (a: Waypoint, b: Waypoint, ga: number, gb: number, depth: number) => {
    const n = Math.min(200, Math.ceil(lineLengthM([a.position, b.position]) / step));
    let worst = 0;
    let worstT = 0;
    let worstG = 0;
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const g = at(lerp(a.position, b.position, t));
      if (g === null) continue;
      const dev = g - (ga + t * (gb - ga));
      if (dev > worst) {
        worst = dev;
        worstT = t;
        worstG = g;
      }
    }
    if (worst <= tol || depth > 8) return;
    const mid: Waypoint = {
      ...a,
      position: lerp(a.position, b.position, worstT),
      actions: [],
      takeoff_relative_m: 0,
    };
    mid.altitude_m = a.altitude_m + worstT * (b.altitude_m - a.altitude_m);
    mid.takeoff_relative_m = mid.altitude_m + worstG - g0;
    refine(a, mid, ga, worstG, depth + 1);
    out.push(mid);
    refine(mid, b, worstG, gb, depth + 1);
  };

  // Each leg may gain up to 2⁹ points over rough ground: stop as soon as the budget is passed
  // rather than build millions of waypoints (decision 140).
  for (let i = 0; i < mission.waypoints.length; i++) {
    if (out.length > PLAN_BUDGET.max_waypoints) return err(terrainTooLarge(out.length, i, mission));
    const w = mission.waypoints[i]!;
    const g = at(w.position);
    if (g === null) missing = true;
    const resolved: Waypoint = {
      ...w,
      altitude_mode: 'above_ground',
      takeoff_relative_m: w.altitude_m + (g ?? g0) - g0,
    };
    const prev = out[out.length - 1];
    if (i > 0 && prev && g !== null) {
      const gp = at(prev.position);
      if (gp !== null) refine(prev, resolved, gp, g, 0);
    }
    out.push(resolved);
  }
  if (out.length > PLAN_BUDGET.max_waypoints)
    return err(terrainTooLarge(out.length, mission.waypoints.length, mission));
  if (missing)
    return err(
      limitError(
        'terrain_no_data',
        'The elevation model does not cover the whole mission.',
        'terrain',
      ),
    );
  const resolved: Mission = {
    ...mission,
    takeoff_elevation_m: g0,
    waypoints: out,
    params: { ...mission.params, terrain_following: true },
  };
  resolved.stats = computeMissionStats(resolved, options.drone ?? DEFAULT_DRONE);
  return ok(resolved);
}

/** The refusal when following the ground multiplies the waypoints past the plan budget. */
function terrainTooLarge(made: number, done: number, mission: Mission) {
  // Extrapolated from the legs resolved so far when the walk stopped early.
  const total = Math.round((made * mission.waypoints.length) / Math.max(1, done));
  return limitError(
    'plan_too_large',
    `Raise the altitude or turn terrain following off: following the ground needs about ${total.toLocaleString('en-US')} waypoints; the limit is ${PLAN_BUDGET.max_waypoints.toLocaleString('en-US')}.`,
    'terrain_following',
    { waypoints: total, estimated: done < mission.waypoints.length, ...PLAN_BUDGET },
  );
}
