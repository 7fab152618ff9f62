// Self-intersection test for polygons and lines. A packed R-tree over the edges' boxes, joined with
// itself (box-self-join.ts), finds the candidate pairs, so the test is ~O(n log n) for real survey
// boundaries. A uniform grid was used before and degraded to O(n²) when one far vertex stretched
// the grid (issue 10 §9: a 100,000-vertex "lollipop" held the server for 61 s). Shapes whose edges'
// boxes still overlap massively (a star of thousands of long spikes) are cut off by a work budget
// counted in candidate pairs, not in time, so the answer is the same on every machine.
// The rings are read as one packed array of coordinates: the site-file reader projects straight
// into it, without 100,000 little [x, y] arrays (decision 425).
import { boxSelfJoin } from './box-self-join.ts';
import type { LocalXY } from './types.ts';

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(v) < 1e-12 ? 0 : Math.sign(v);
}

/** p within the box of ab (p is known to be on the line through a and b). */
function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number) {
  return (
    Math.min(ax, bx) <= px &&
    px <= Math.max(ax, bx) &&
    Math.min(ay, by) <= py &&
    py <= Math.max(ay, by)
  );
}

/** {@link doSegmentsIntersect} on plain numbers. */
function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  // Disjoint boxes first: exact, and it keeps rounding noise in the orientation tests of nearly
  // collinear far-apart edges from reporting crossings that cannot exist.
  if (Math.max(ax, bx) < Math.min(cx, dx) || Math.max(cx, dx) < Math.min(ax, bx)) return false;
  if (Math.max(ay, by) < Math.min(cy, dy) || Math.max(cy, dy) < Math.min(ay, by)) return false;
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) ||
    (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) ||
    (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) ||
    (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by))
  );
}

/** True when the closed segments ab and cd share at least one point. */
export function doSegmentsIntersect(a: LocalXY, b: LocalXY, c: LocalXY, d: LocalXY): boolean {
  return segmentsIntersect(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]);
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
 * Box tests that find nothing, per edge, before file order is judged a poor packing. A field
 * boundary needs about 9; a 100,000-vertex square spiral would need 50,000.
 */
const MISSES_PER_EDGE = 32;

/** Rings packed for {@link findSelfIntersectionPacked}: x, y of every vertex, ring after ring. */
export interface PackedRings {
  xy: Float64Array;
  /** Vertex index where each ring starts, then the total vertex count (rings + 1 entries). */
  starts: ArrayLike<number>;
}

/**
 * Packs rings of [x, y] positions, each written by `put` (as it is, or e.g. projected).
 *
 * @example
 * packRings([[[0, 0], [1, 0], [1, 1]]]); // { xy: Float64Array [0, 0, 1, 0, 1, 1], starts: [0, 3] }
 */
export function packRings<P extends readonly [number, number]>(
  rings: readonly (readonly P[])[],
  put: (p: P, out: Float64Array, offset: number) => void = copyXY,
): PackedRings {
  const starts = [0];
  for (const ring of rings) starts.push(starts[starts.length - 1]! + ring.length);
  const xy = new Float64Array(2 * starts[starts.length - 1]!);
  let k = 0;
  for (const ring of rings) for (let i = 0; i < ring.length; i++, k += 2) put(ring[i]!, xy, k);
  return { xy, starts };
}

function copyXY(p: readonly [number, number], out: Float64Array, offset: number): void {
  out[offset] = p[0];
  out[offset + 1] = p[1];
}

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
  return findSelfIntersectionPacked(packRings(rings), closedRings, budget);
}

/**
 * {@link findSelfIntersection} on packed rings. Every pair of edges whose boxes touch counts
 * against the budget, as before; only the order they are tested in differs from the old
 * one-query-per-edge search, so a shape with a crossing and more candidate pairs than the budget
 * may now be called 'crossing' where it was 'too_complex', or the reverse. Both refuse it.
 *
 * @example
 * findSelfIntersectionPacked(packRings([[[0, 0], [1, 1], [1, 0], [0, 1]]]), true); // 'crossing'
 */
export function findSelfIntersectionPacked(
  rings: PackedRings,
  closedRings: boolean,
  budget: number = SELF_INTERSECTION_WORK_BUDGET,
): SelfIntersectionVerdict {
  const { xy, starts } = rings;
  let edges = 0;
  for (let r = 0; r + 1 < starts.length; r++) {
    const n = starts[r + 1]! - starts[r]!;
    edges += closedRings ? n : Math.max(0, n - 1);
  }
  if (edges < 3 && closedRings) return 'none';
  if (edges < 2) return 'none';
  // Per edge: its first vertex, its second, its ring, its index in the ring.
  const from = new Uint32Array(edges);
  const to = new Uint32Array(edges);
  const ringOf = new Uint32Array(edges);
  const indexOf = new Uint32Array(edges);
  const boxes = new Float64Array(edges * 4);
  let e = 0;
  for (let r = 0; r + 1 < starts.length; r++) {
    const s = starts[r]!;
    const n = starts[r + 1]! - s;
    const count = closedRings ? n : n - 1;
    for (let i = 0; i < count; i++, e++) {
      const a = s + i;
      const b = s + ((i + 1) % n);
      from[e] = a;
      to[e] = b;
      ringOf[e] = r;
      indexOf[e] = i;
      const ax = xy[2 * a]!;
      const ay = xy[2 * a + 1]!;
      const bx = xy[2 * b]!;
      const by = xy[2 * b + 1]!;
      boxes[4 * e] = Math.min(ax, bx);
      boxes[4 * e + 1] = Math.min(ay, by);
      boxes[4 * e + 2] = Math.max(ax, bx);
      boxes[4 * e + 3] = Math.max(ay, by);
    }
  }
  let work = 0;
  let verdict: SelfIntersectionVerdict = 'none';
  const visit = (s: number, t: number): boolean => {
    if (++work > budget) {
      verdict = 'too_complex';
      return true;
    }
    // Adjacent edges share their common vertex only.
    if (ringOf[s] === ringOf[t]) {
      const d = Math.abs(indexOf[s]! - indexOf[t]!);
      const n = starts[ringOf[s]! + 1]! - starts[ringOf[s]!]!;
      if (d === 1 || (closedRings && d === n - 1)) return false;
    }
    const a = 2 * from[s]!;
    const b = 2 * to[s]!;
    const c = 2 * from[t]!;
    const d = 2 * to[t]!;
    if (
      segmentsIntersect(
        xy[a]!,
        xy[a + 1]!,
        xy[b]!,
        xy[b + 1]!,
        xy[c]!,
        xy[c + 1]!,
        xy[d]!,
        xy[d + 1]!,
      )
    ) {
      verdict = 'crossing';
      return true;
    }
    return false;
  };
  // A ring's edges in file order first (no sort); a shape whose order packs badly is joined again
  // in Hilbert order, from scratch (box-self-join.ts).
  if (boxSelfJoin(boxes, edges, visit, 'input', MISSES_PER_EDGE * edges) === 'gave_up') {
    work = 0;
    boxSelfJoin(boxes, edges, visit, 'hilbert');
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
