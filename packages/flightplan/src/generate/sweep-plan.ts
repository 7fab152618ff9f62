// One sweep pass over a local polygon at a given flight-line bearing, and the automatic choice of
// that bearing.
import type { LocalPolygon, LocalXY } from '../geo/types.ts';
import { convexHull, rotateXY } from '../geo/planar.ts';
import { orderCells, type SweepPath } from './boustrophedon.ts';
import { sweepCells, sweepRows } from './sweep.ts';
import { stripCandidates, sweepTips } from './sweep-tips.ts';
import { addUnseenTips, type CoverSpec } from './sweep-cover.ts';
import { keepTransitsInside } from './transits.ts';

const RAD = Math.PI / 180;

/**
 * Plans one pass with flight lines at `bearingDeg` (clockwise from north), entering nearest `start`
 * (and ending near `home` when given).
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
  home: LocalXY | null = null,
  startFlown = true,
  cover: CoverSpec | null = null,
): SweepPath & { lines: number } {
  // Rotating by (bearing − 90°) counter-clockwise turns the flight direction onto +x.
  const a = (bearingDeg - 90) * RAD;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const rings = [poly.outer, ...poly.holes].map((r) => r.map((p) => rotateXY(p, cos, sin)));
  const rows = sweepRows(rings, spacing);
  const candidates = stripCandidates(rows, rings, spacing);
  const tips = Number.isFinite(reach)
    ? sweepTips(rows, rings, spacing, reach, candidates)
    : undefined;
  const order = () =>
    orderCells(
      sweepCells(rows, tips),
      rotateXY(start, cos, sin),
      home ? rotateXY(home, cos, sin) : null,
      startFlown,
    );
  let ordered = order();
  // Corners the real photos miss get tips too (sweep-cover.ts); each round only adds tips, a few
  // rounds settle (a new tip moves where the run's last photo falls).
  for (let round = 0; tips && cover && round < 4; round++) {
    if (!addUnseenTips(rows, rings, candidates, tips, ordered, cover)) break;
    ordered = order();
  }
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

/** A bearing's cost: the flight time (s) of the plan flown at it over `poly`. */
export type BearingCost = (bearingDeg: number, poly: LocalPolygon) => number;

const norm = (deg: number) => ((deg % 180) + 180) % 180;

/** The refinement step around the best whole degrees. */
export const REFINE_STEP_DEG = 0.25;

/**
 * Picks the flight-line bearing (0..180) with the lowest `cost`, which should be the flight time
 * the plan will report (area-path.ts), so the automatic bearing never loses to a fixed one
 * (issue 10 §3). The search: every whole degree (the cost is multi-modal: a bearing one degree off
 * can add a line), every convex-hull edge (the minimum-width direction of a convex polygon lies on
 * one, rotating calipers, flight-planning.md §4.1) and the longest edges (concave sites often sweep
 * best along a notch wall); then a refinement to a quarter degree around the best few. It runs
 * on the polygon thinned to spacing/8; when thinning dropped vertices, the finalists are compared
 * on the real polygon.
 *
 * @example
 * chooseSweepBearing({ outer: longThinRectangle, holes: [] }, 30, (deg, p) => flightTime(p, deg));
 */
export function chooseSweepBearing(poly: LocalPolygon, spacing: number, cost: BearingCost): number {
  const tol = spacing / 8;
  const light: LocalPolygon = {
    outer: thin(poly.outer, tol),
    holes: poly.holes.map((h) => thin(h, tol)),
  };
  const thinned =
    light.outer.length !== poly.outer.length ||
    light.holes.some((h, i) => h.length !== poly.holes[i]!.length);
  const seen = new Map<number, number>();
  const at = (deg: number): number => {
    const key = Math.round(norm(deg) * 1e6) / 1e6;
    let c = seen.get(key);
    if (c === undefined) {
      c = cost(key, light);
      seen.set(key, c);
    }
    return c;
  };
  const whole = Array.from({ length: 180 }, (_, d) => ({ deg: d, cost: at(d) }));
  for (const d of edgeBearings(convexHull(light.outer), 24)) at(d);
  for (const d of edgeBearings(light.outer, 12)) at(d);

  const firstPass = seen.size;
  // Refine around the local minima of the whole-degree pass, best first.
  const minima = whole
    .filter(
      (w, i) => w.cost <= whole[(i + 179) % 180]!.cost && w.cost <= whole[(i + 1) % 180]!.cost,
    )
    .sort((a, b) => a.cost - b.cost)
    // Minima more than 3 % behind the best are not worth refining.
    .filter((m, _, all) => m.cost <= all[0]!.cost * 1.03)
    .slice(0, 4);
  // A quarter-degree grid, not a bisection: the cost jumps where a corner tip appears or a row
  // drops out, and a bisection homes in on such knife edges, which no pilot could fly exactly.
  for (const m of minima)
    for (let k = -3; k <= 3; k++) if (k !== 0) at(m.deg + k * REFINE_STEP_DEG);

  // Ties (a rectangle costs the same over a range of bearings) go to the first-pass candidates,
  // whole degrees and edge directions, then to the lower bearing, so results read naturally.
  const ranked = [...seen.entries()]
    .map(([deg, c], i) => ({ deg, cost: c, refined: i >= firstPass ? 1 : 0 }))
    .sort((a, b) =>
      Math.abs(a.cost - b.cost) > 1e-9 * Math.max(a.cost, b.cost)
        ? a.cost - b.cost
        : a.refined - b.refined || a.deg - b.deg,
    );
  if (!thinned) return ranked[0]!.deg;
  // On the real polygon, the finalists and every whole degree within 1 % of the best.
  const limit = ranked[0]!.cost * 1.01;
  const finalists = ranked.filter((r, i) => i < 8 || (Number.isInteger(r.deg) && r.cost <= limit));
  let best = finalists[0]!;
  let bestCost = Infinity;
  for (const f of finalists) {
    const c = cost(f.deg, poly);
    if (c < bestCost - 1e-9 || (Math.abs(c - bestCost) <= 1e-9 && f.deg < best.deg)) {
      best = f;
      bestCost = c;
    }
  }
  return best.deg;
}
