// One sweep pass over a local polygon at a given flight-line bearing, and the automatic choice of
// that bearing.
import type { LocalPolygon, LocalXY } from '../geo/types.ts';
import { convexHull, rotateXY } from '../geo/planar.ts';
import { pathMetrics } from '../stats/flight-time.ts';
import { orderCells, type SweepPath } from './boustrophedon.ts';
import { sweepCells, sweepRows } from './sweep.ts';
import { sweepTips } from './sweep-tips.ts';
import { keepTransitsInside } from './transits.ts';

const RAD = Math.PI / 180;

/**
 * Plans one pass with flight lines at `bearingDeg` (clockwise from north), entering nearest `start`.
 * The returned points are in the polygon's local frame.
 *
 * @example
 * planSweep({ outer: square, holes: [] }, 90, 40, [0, 0]).points.length; // 2 per line
 */
export function planSweep(
  poly: LocalPolygon,
  bearingDeg: number,
  spacing: number,
  start: LocalXY,
  reach = Infinity,
  fixTransits = true,
): SweepPath & { lines: number } {
  // Rotating by (bearing − 90°) counter-clockwise turns the flight direction onto +x.
  const a = (bearingDeg - 90) * RAD;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const rings = [poly.outer, ...poly.holes].map((r) => r.map((p) => rotateXY(p, cos, sin)));
  const rows = sweepRows(rings, spacing);
  const tips = Number.isFinite(reach) ? sweepTips(rows, rings, spacing, reach) : undefined;
  const ordered = orderCells(sweepCells(rows, tips), rotateXY(start, cos, sin));
  const path = fixTransits ? keepTransitsInside(ordered, rings) : ordered;
  return {
    points: path.points.map((p) => rotateXY(p, cos, -sin)),
    coverage: path.coverage,
    lines: rows.length,
  };
}

/** Drops vertices closer than `tol` to the last kept one: enough to evaluate sweep angles cheaply. */
function thin(ring: readonly LocalXY[], tol: number): LocalXY[] {
  const out: LocalXY[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= tol) out.push(p);
  }
  return out.length >= 3 ? out : [...ring];
}

function edgeBearings(ring: readonly LocalXY[], limit: number): number[] {
  const edges = ring.map((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    return {
      len: Math.hypot(q[0] - p[0], q[1] - p[1]),
      deg: (Math.atan2(q[0] - p[0], q[1] - p[1]) / RAD + 360) % 180,
    };
  });
  return edges
    .sort((x, y) => y.len - x.len)
    .slice(0, limit)
    .map((e) => e.deg);
}

/**
 * Picks the flight-line bearing (0..180) that minimises estimated flight time, turns included.
 * Candidates: every convex-hull edge (the minimum-width direction of a convex polygon lies on one,
 * rotating calipers, flight-planning.md §4.1), the longest polygon edges (concave sites often
 * sweep best along a notch wall), and a 10° grid as a safety net; each is planned in full.
 *
 * @example
 * chooseSweepBearing({ outer: longThinRectangle, holes: [] }, 30, 8, [0, 0]); // its long side's bearing
 */
export function chooseSweepBearing(
  poly: LocalPolygon,
  spacing: number,
  speed: number,
  start: LocalXY,
  takeoff: LocalXY | null = null,
): number {
  const tol = spacing / 8;
  const light: LocalPolygon = {
    outer: thin(poly.outer, tol),
    holes: poly.holes.map((h) => thin(h, tol)),
  };
  const candidates = new Set<number>();
  for (const d of edgeBearings(convexHull(light.outer), 64))
    candidates.add(Math.round(d * 100) / 100);
  for (const d of edgeBearings(light.outer, 24)) candidates.add(Math.round(d * 100) / 100);
  for (let d = 0; d < 180; d += 10) candidates.add(d);
  let best = 0;
  let bestCost = Infinity;
  for (const deg of candidates) {
    // Transit detours are left out of the search: they cost O(vertices) each and rarely change
    // which bearing wins; the chosen plan gets them (area-mapping.ts).
    const path = planSweep(light, deg, spacing, start, Infinity, false);
    const points = path.points.map(([x, y]) => ({ x, y, alt: 0, speed }));
    const cost = pathMetrics(
      points,
      takeoff ? { x: takeoff[0], y: takeoff[1] } : null,
      speed,
    ).flight_time_s;
    // Prefer the lower bearing on ties so results are stable across runs.
    if (cost < bestCost - 1e-6 || (Math.abs(cost - bestCost) <= 1e-6 && deg < best)) {
      bestCost = cost;
      best = deg;
    }
  }
  return best;
}
