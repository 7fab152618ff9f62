// Self-intersection test for polygons and lines. A uniform grid buckets the segments so the test is
// ~O(n) for real survey boundaries (a 100,000-vertex site checks in tens of milliseconds), where
// turf's kinks is O(n²).
import type { LocalXY } from './types.ts';

interface Seg {
  ring: number;
  index: number;
  a: LocalXY;
  b: LocalXY;
}

function orient(a: LocalXY, b: LocalXY, c: LocalXY): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(v) < 1e-12 ? 0 : Math.sign(v);
}

function onSegment(a: LocalXY, b: LocalXY, p: LocalXY): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

/** True when the closed segments ab and cd share at least one point. */
export function doSegmentsIntersect(a: LocalXY, b: LocalXY, c: LocalXY, d: LocalXY): boolean {
  // Disjoint boxes first: exact, and it keeps rounding noise in the orientation tests of nearly
  // collinear far-apart edges from reporting crossings that cannot exist.
  if (Math.max(a[0], b[0]) < Math.min(c[0], d[0]) || Math.max(c[0], d[0]) < Math.min(a[0], b[0]))
    return false;
  if (Math.max(a[1], b[1]) < Math.min(c[1], d[1]) || Math.max(c[1], d[1]) < Math.min(a[1], b[1]))
    return false;
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

function segmentsOf(rings: readonly (readonly LocalXY[])[], closedRings: boolean): Seg[] {
  const segs: Seg[] = [];
  rings.forEach((ring, r) => {
    const n = ring.length;
    const count = closedRings ? n : n - 1;
    for (let i = 0; i < count; i++)
      segs.push({ ring: r, index: i, a: ring[i]!, b: ring[(i + 1) % n]! });
  });
  return segs;
}

function areNeighbours(
  s: Seg,
  t: Seg,
  rings: readonly (readonly LocalXY[])[],
  closedRings: boolean,
): boolean {
  if (s.ring !== t.ring) return false;
  const n = rings[s.ring]!.length;
  const d = Math.abs(s.index - t.index);
  return d === 1 || (closedRings && d === n - 1);
}

/**
 * True when any two non-adjacent edges of the rings touch or cross (rings closed when
 * `closedRings`, else treated as open polylines). Adjacent edges share their common vertex only.
 *
 * @example
 * hasSelfIntersection([[[0, 0], [1, 1], [1, 0], [0, 1]]], true); // true (a bow tie)
 */
export function hasSelfIntersection(
  rings: readonly (readonly LocalXY[])[],
  closedRings: boolean,
): boolean {
  const segs = segmentsOf(rings, closedRings);
  if (segs.length < 3 && closedRings) return false;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const s of segs) {
    for (const p of [s.a, s.b]) {
      minX = Math.min(minX, p[0]);
      maxX = Math.max(maxX, p[0]);
      minY = Math.min(minY, p[1]);
      maxY = Math.max(maxY, p[1]);
    }
  }
  const cols = Math.max(1, Math.min(2048, Math.ceil(Math.sqrt(segs.length))));
  const cw = (maxX - minX) / cols || 1;
  const ch = (maxY - minY) / cols || 1;
  const cells = new Map<number, number[]>();
  const cellOf = (v: number, min: number, size: number) =>
    Math.min(cols - 1, Math.floor((v - min) / size));
  for (let k = 0; k < segs.length; k++) {
    const s = segs[k]!;
    const x0 = cellOf(Math.min(s.a[0], s.b[0]), minX, cw);
    const x1 = cellOf(Math.max(s.a[0], s.b[0]), minX, cw);
    const y0 = cellOf(Math.min(s.a[1], s.b[1]), minY, ch);
    const y1 = cellOf(Math.max(s.a[1], s.b[1]), minY, ch);
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        const key = cy * cols + cx;
        const bucket = cells.get(key);
        if (!bucket) {
          cells.set(key, [k]);
          continue;
        }
        for (const other of bucket) {
          const t = segs[other]!;
          if (areNeighbours(s, t, rings, closedRings)) continue;
          if (doSegmentsIntersect(s.a, s.b, t.a, t.b)) return true;
        }
        bucket.push(k);
      }
    }
  }
  return false;
}
