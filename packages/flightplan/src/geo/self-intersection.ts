// Self-intersection test for polygons and lines. A packed R-tree (flatbush) over the edges' boxes
// finds candidate pairs, so the test is ~O(n log n) for real survey boundaries. A uniform grid was
// used before and degraded to O(n²) when one far vertex stretched the grid (issue 10 §9: a
// 100,000-vertex "lollipop" held the server for 61 s). Shapes whose edges' boxes still overlap
// massively (a star of thousands of long spikes) are cut off by a work budget counted in candidate
// pairs, not in time, so the answer is the same on every machine.
import Flatbush from 'flatbush';
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
 * Candidate pairs (edges whose boxes touch) the check may test before giving up. A 200,000-vertex
 * field boundary and the 100,000-vertex lollipop each need under 250,000; 2 million is a fraction
 * of a second of work even on a loaded 2-core machine.
 */
export const SELF_INTERSECTION_WORK_BUDGET = 2_000_000;

/** 'crossing' when two non-adjacent edges touch, 'too_complex' when the budget ran out first. */
export type SelfIntersectionVerdict = 'none' | 'crossing' | 'too_complex';

/**
 * Like {@link hasSelfIntersection}, with a hard budget of candidate edge pairs.
 *
 * @example
 * findSelfIntersection([[[0, 0], [1, 1], [1, 0], [0, 1]]], true, 1000); // 'crossing'
 */
export function findSelfIntersection(
  rings: readonly (readonly LocalXY[])[],
  closedRings: boolean,
  budget: number = SELF_INTERSECTION_WORK_BUDGET,
): SelfIntersectionVerdict {
  const segs = segmentsOf(rings, closedRings);
  if (segs.length < 3 && closedRings) return 'none';
  if (segs.length < 2) return 'none';
  const index = new Flatbush(segs.length);
  for (const s of segs) {
    index.add(
      Math.min(s.a[0], s.b[0]),
      Math.min(s.a[1], s.b[1]),
      Math.max(s.a[0], s.b[0]),
      Math.max(s.a[1], s.b[1]),
    );
  }
  index.finish();
  let work = 0;
  let verdict: SelfIntersectionVerdict = 'none';
  for (let k = 0; k < segs.length && verdict === 'none'; k++) {
    const s = segs[k]!;
    // Each pair is tested once, from its lower index; the filter stops the search on a verdict.
    index.search(
      Math.min(s.a[0], s.b[0]),
      Math.min(s.a[1], s.b[1]),
      Math.max(s.a[0], s.b[0]),
      Math.max(s.a[1], s.b[1]),
      (other) => {
        if (verdict !== 'none' || other <= k) return false;
        if (++work > budget) {
          verdict = 'too_complex';
          return false;
        }
        const t = segs[other]!;
        if (!areNeighbours(s, t, rings, closedRings) && doSegmentsIntersect(s.a, s.b, t.a, t.b))
          verdict = 'crossing';
        return false;
      },
    );
  }
  return verdict;
}

/**
 * True when any two non-adjacent edges of the rings touch or cross (rings closed when
 * `closedRings`, else treated as open polylines). Adjacent edges share their common vertex only.
 * Without a budget: for shapes already known to be of reasonable size (drawn or stored sites).
 *
 * @example
 * hasSelfIntersection([[[0, 0], [1, 1], [1, 0], [0, 1]]], true); // true (a bow tie)
 */
export function hasSelfIntersection(
  rings: readonly (readonly LocalXY[])[],
  closedRings: boolean,
): boolean {
  return findSelfIntersection(rings, closedRings, Infinity) === 'crossing';
}
