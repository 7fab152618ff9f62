// The flown path of an area-mapping plan at one sweep bearing, and its flight time by the same
// model the mission's statistics use (stats/mission-stats.ts): so the automatic bearing is chosen
// by the number the pilot is shown, turns, transits, take-off legs and speed limits included
// (issue 10 §3), not by a proxy such as line count.
import type { LocalPolygon, LocalXY } from '../geo/types.ts';
import { isConvexRing } from '../geo/planar.ts';
import { pathMetrics } from '../stats/flight-time.ts';
import type { SweepPath } from './boustrophedon.ts';
import { planSweep } from './sweep-plan.ts';
import type { CoverSpec } from './sweep-cover.ts';
import { routeTransits } from './transits.ts';

/** Everything besides the bearing that shapes an area-mapping path. */
export interface AreaPathSpec {
  spacing_m: number;
  /** Where the aircraft enters the first pass (take-off, or a corner of the site). */
  start: LocalXY;
  /** Whether the way from `start` is flown (a take-off); a corner only breaks ties. */
  start_flown: boolean;
  /** How far corner tips are flown past a line's end (sweep-tips.ts). */
  reach_m: number;
  /** Trigger spacing and footprint: corners their photos miss get tips too (sweep-cover.ts). */
  cover?: CoverSpec;
  crosshatch: boolean;
  /** Where the aircraft returns at the end (take-off), or null. */
  home: LocalXY | null;
}

/**
 * The path flown at `bearingDeg`: one sweep (two with cross-hatch, the second at +90° from where
 * the first ends), transits kept inside the area.
 *
 * @example
 * const spec = { spacing_m: 40, start: [0, 0], start_flown: false, reach_m: 30 };
 * areaPath(local, 90, { ...spec, crosshatch: false, home: null });
 */
export function areaPath(poly: LocalPolygon, bearingDeg: number, spec: AreaPathSpec): SweepPath {
  // Over a convex area without holes every transit stays inside: the transit checks, most of the
  // cost of a path, are skipped (the same on every bearing, so the angle search stays exact).
  const fix = poly.holes.length > 0 || !isConvexRing(poly.outer);
  const sweep = (deg: number, from: LocalXY, home: LocalXY | null, flown: boolean) =>
    planSweep(poly, deg, spec.spacing_m, from, spec.reach_m, fix, home, flown, spec.cover);
  const passes = [
    sweep(bearingDeg, spec.start, spec.crosshatch ? null : spec.home, spec.start_flown),
  ];
  if (spec.crosshatch) {
    const end = passes[0]!.points[passes[0]!.points.length - 1] ?? spec.start;
    passes.push(sweep(bearingDeg + 90, end, spec.home, true));
  }
  // One path over all passes; the hop between passes is a transit like any other.
  const joined: SweepPath =
    passes.length === 1
      ? passes[0]!
      : {
          points: passes.flatMap((x) => x.points),
          coverage: passes.flatMap((x, i) => (i > 0 ? [false, ...x.coverage] : x.coverage)),
        };
  return fix ? routeTransits(joined, [poly.outer, ...poly.holes]) : joined;
}

/** What the flight-time model needs besides the path (as computeMissionStats reads a mission). */
export interface FlightSpec {
  altitude_m: number;
  speed_mps: number;
  takeoff: LocalXY | null;
  /** The drone's cruise speed, flown to and from take-off. */
  cruise_mps: number;
}

/**
 * Flight time in seconds of a path, as the mission's stats will report it.
 *
 * @example
 * areaPathTimeS(path, { altitude_m: 60, speed_mps: 8, takeoff: null, cruise_mps: 10 });
 */
export function areaPathTimeS(path: SweepPath, f: FlightSpec): number {
  const points = path.points.map(([x, y]) => ({ x, y, alt: f.altitude_m, speed: f.speed_mps }));
  const takeoff = f.takeoff ? { x: f.takeoff[0], y: f.takeoff[1] } : null;
  return pathMetrics(points, takeoff, f.cruise_mps).flight_time_s;
}
