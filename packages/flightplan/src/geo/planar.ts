// Small planar helpers on local metres. Kept here (not in turf) because the sweep planner calls
// them millions of times on plain tuples and turf would allocate a GeoJSON feature per call.
import type { LocalPolygon, LocalXY } from './types.ts';

/** Signed shoelace area: positive for counter-clockwise rings. */
export function ringSignedAreaM2(ring: readonly LocalXY[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j]!;
    const b = ring[i]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Planar area of a polygon minus its holes. */
export function localPolygonAreaM2(poly: LocalPolygon): number {
  let a = Math.abs(ringSignedAreaM2(poly.outer));
  for (const h of poly.holes) a -= Math.abs(ringSignedAreaM2(h));
  return a;
}

/** Even-odd point-in-ring test (points exactly on an edge may go either way). */
export function isPointInRing(p: LocalXY, ring: readonly LocalXY[]): boolean {
  let inside = false;
  const [x, y] = p;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when p lies in the outer ring and in none of the holes. */
export function isPointInPolygon(p: LocalXY, poly: LocalPolygon): boolean {
  if (!isPointInRing(p, poly.outer)) return false;
  return !poly.holes.some((h) => isPointInRing(p, h));
}

/** Distance from p to segment ab. */
export function pointSegmentDistanceM(p: LocalXY, a: LocalXY, b: LocalXY): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Distance from p to the nearest edge of any ring of the polygon. */
export function pointPolygonEdgeDistanceM(p: LocalXY, poly: LocalPolygon): number {
  let best = Infinity;
  for (const ring of [poly.outer, ...poly.holes]) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      best = Math.min(best, pointSegmentDistanceM(p, ring[j]!, ring[i]!));
    }
  }
  return best;
}

/**
 * True when p lies within `tol` metres of any edge; edges whose box is farther are skipped
 * without computing a distance, so this is cheap even for very large polygons.
 *
 * @example
 * isPointNearBoundary([0, 0.0001], { outer: square, holes: [] }, 1e-3); // true on the edge
 */
export function isPointNearBoundary(p: LocalXY, poly: LocalPolygon, tol: number): boolean {
  for (const ring of [poly.outer, ...poly.holes]) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      if (p[0] < Math.min(a[0], b[0]) - tol || p[0] > Math.max(a[0], b[0]) + tol) continue;
      if (p[1] < Math.min(a[1], b[1]) - tol || p[1] > Math.max(a[1], b[1]) + tol) continue;
      if (pointSegmentDistanceM(p, a, b) <= tol) return true;
    }
  }
  return false;
}

/** Rotates a point about the origin by `rad` radians counter-clockwise. */
export function rotateXY(p: LocalXY, cos: number, sin: number): LocalXY {
  return [p[0] * cos - p[1] * sin, p[0] * sin + p[1] * cos];
}

function cross(o: LocalXY, a: LocalXY, b: LocalXY): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Andrew's monotone chain convex hull, counter-clockwise, without the closing point. */
export function convexHull(points: readonly LocalXY[]): LocalXY[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const lower: LocalXY[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: LocalXY[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * True when a simple ring is convex (every corner turns the same way; straight corners allowed).
 *
 * @example
 * isConvexRing([[0, 0], [10, 0], [10, 10], [0, 10]]); // true
 */
export function isConvexRing(ring: readonly LocalXY[]): boolean {
  const n = ring.length;
  let sign = 0;
  for (let i = 0; i < n; i++) {
    const c = cross(ring[i]!, ring[(i + 1) % n]!, ring[(i + 2) % n]!);
    if (c === 0) continue;
    if (sign === 0) sign = Math.sign(c);
    else if (Math.sign(c) !== sign) return false;
  }
  return true;
}
