// Is a straight segment inside a polygon? Used to keep transit legs over the surveyed area.
import type { LocalXY } from './types.ts';
import { isPointInRing, isPointNearBoundary } from './planar.ts';

function isInside(p: LocalXY, rings: readonly LocalXY[][]): boolean {
  const inside = isPointInRing(p, rings[0]!) && !rings.slice(1).some((h) => isPointInRing(p, h));
  return inside || isPointNearBoundary(p, { outer: rings[0]!, holes: rings.slice(1) }, 1e-3);
}

/**
 * True when segment ab stays in the polygon given as rings (outer first); running along or touching
 * the boundary is allowed.
 *
 * @example
 * isSegmentInside([1, 1], [2, 2], [[[0, 0], [3, 0], [3, 3], [0, 3]]]); // true
 */
export function isSegmentInside(a: LocalXY, b: LocalXY, rings: readonly LocalXY[][]): boolean {
  for (const t of [0.25, 0.5, 0.75]) {
    if (!isInside([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], rings)) return false;
  }
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      if (crossesProperly(a, b, ring[j]!, ring[i]!)) return false;
    }
  }
  return true;
}

function side(u: LocalXY, v: LocalXY, w: LocalXY): number {
  const x = (v[0] - u[0]) * (w[1] - u[1]) - (v[1] - u[1]) * (w[0] - u[0]);
  return Math.abs(x) < 1e-9 ? 0 : Math.sign(x);
}

/** Strict crossing: each segment's ends lie on opposite sides of the other (touching is fine). */
function crossesProperly(a: LocalXY, b: LocalXY, c: LocalXY, d: LocalXY): boolean {
  // Disjoint boxes cannot cross; this cheap test skips almost every edge of a large polygon.
  if (Math.max(a[0], b[0]) < Math.min(c[0], d[0]) || Math.max(c[0], d[0]) < Math.min(a[0], b[0]))
    return false;
  if (Math.max(a[1], b[1]) < Math.min(c[1], d[1]) || Math.max(c[1], d[1]) < Math.min(a[1], b[1]))
    return false;
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}
