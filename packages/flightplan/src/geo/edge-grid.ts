// A uniform grid over a polygon's edges, for many point queries against one large polygon (GCP
// candidates against a 100,000-vertex KML boundary: each brute-force query reads every edge,
// issue 18 §8). Each edge is listed in every cell its bounding box touches; a query reads only the
// cells it needs and evaluates the very same expressions as isPointInRing and
// pointPolygonEdgeDistanceM (planar.ts) on the same edge orientation, so the answers are
// identical, not merely close. When the boxes would fill the grid too densely (long spikes over
// the whole extent, one far vertex stretching it), the grid is not built and queries fall back to
// the brute-force functions: never slower than before, and a bounded allocation.
import type { LocalPolygon, LocalXY } from './types.ts';
import { isPointInPolygon, pointPolygonEdgeDistanceM, pointSegmentDistanceM } from './planar.ts';

/** Point queries on one polygon, answered exactly like the brute-force planar.ts functions. */
export interface PolygonQueries {
  /** Same as isPointInPolygon(p, poly). */
  contains(p: LocalXY): boolean;
  /** Same as pointPolygonEdgeDistanceM(p, poly) >= d. */
  edgeDistanceAtLeast(p: LocalXY, d: number): boolean;
}

/** Cell entries allowed per edge on average before the grid is judged too dense to help. */
const MAX_ENTRIES_PER_EDGE = 8;
/** Below this many edges the brute-force loop is as fast as building a grid. */
const MIN_EDGES = 256;

function bruteForce(poly: LocalPolygon): PolygonQueries {
  return {
    contains: (p) => isPointInPolygon(p, poly),
    edgeDistanceAtLeast: (p, d) => pointPolygonEdgeDistanceM(p, poly) >= d,
  };
}

/**
 * Builds the queries for `poly`: an edge grid when it pays, brute force otherwise.
 *
 * @example
 * const q = polygonQueries(field);
 * q.contains([10, 20]) && q.edgeDistanceAtLeast([10, 20], 20);
 */
export function polygonQueries(poly: LocalPolygon): PolygonQueries {
  const rings = [poly.outer, ...poly.holes];
  const n = rings.reduce((s, r) => s + r.length, 0);
  if (n < MIN_EDGES) return bruteForce(poly);
  // Edge k runs from ring[j] (a) to ring[i] (b), i = j + 1: the order planar.ts reads them in.
  const ax = new Float64Array(n);
  const ay = new Float64Array(n);
  const bx = new Float64Array(n);
  const by = new Float64Array(n);
  const ringOf = new Int32Array(n);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let k = 0;
  rings.forEach((ring, r) => {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++, k++) {
      const a = ring[j]!;
      const b = ring[i]!;
      ax[k] = a[0];
      ay[k] = a[1];
      bx[k] = b[0];
      by[k] = b[1];
      ringOf[k] = r;
      if (a[0] < minX) minX = a[0];
      if (a[0] > maxX) maxX = a[0];
      if (a[1] < minY) minY = a[1];
      if (a[1] > maxY) maxY = a[1];
    }
  });
  const w = maxX - minX;
  const h = maxY - minY;
  if (!(w > 0 && h > 0) || !Number.isFinite(w + h)) return bruteForce(poly);
  // About one cell per edge, square cells.
  const cell = Math.sqrt((w * h) / n);
  const cols = Math.max(1, Math.min(4096, Math.ceil(w / cell)));
  const rows = Math.max(1, Math.min(4096, Math.ceil(h / cell)));
  const cw = w / cols;
  const ch = h / rows;
  const col = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - minX) / cw)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / ch)));
  // Counting pass (compressed rows: start[c]..start[c + 1] in `items`), bounded before allocating.
  const start = new Int32Array(cols * rows + 1);
  let total = 0;
  // Each edge's cell range, kept for the fill pass.
  const range = new Int32Array(4 * n);
  for (let e = 0; e < n; e++) {
    const c0 = (range[4 * e] = col(Math.min(ax[e]!, bx[e]!)));
    const c1 = (range[4 * e + 1] = col(Math.max(ax[e]!, bx[e]!)));
    const r0 = (range[4 * e + 2] = row(Math.min(ay[e]!, by[e]!)));
    const r1 = (range[4 * e + 3] = row(Math.max(ay[e]!, by[e]!)));
    total += (c1 - c0 + 1) * (r1 - r0 + 1);
    if (total > MAX_ENTRIES_PER_EDGE * n) return bruteForce(poly);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) start[r * cols + c + 1]!++;
  }
  for (let c = 0; c < cols * rows; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, cols * rows);
  const items = new Int32Array(total);
  for (let e = 0; e < n; e++) {
    const [c0, c1, r0, r1] = [
      range[4 * e]!,
      range[4 * e + 1]!,
      range[4 * e + 2]!,
      range[4 * e + 3]!,
    ];
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) items[fill[r * cols + c]!++] = e;
  }
  // An edge sits in several cells; a stamp per query visits it once.
  const stamp = new Int32Array(n);
  let query = 0;
  const parity = new Uint8Array(rings.length);

  const contains = (p: LocalXY): boolean => {
    const [x, y] = p;
    // Outside the grid's rows no edge straddles y: nothing crosses, so inside nowhere.
    if (!(y >= minY && y <= maxY)) return false;
    query++;
    parity.fill(0);
    const r = row(y);
    // A crossing counted by isPointInRing lies right of x on an edge straddling y: that edge's
    // box covers row r and reaches a column at or right of x's.
    // (One column further left: a rounded crossing may sit an ulp past its edge's box.)
    for (let c = Math.max(0, col(x) - 1); c < cols; c++) {
      const cellIdx = r * cols + c;
      for (let s = start[cellIdx]!; s < start[cellIdx + 1]!; s++) {
        const e = items[s]!;
        if (stamp[e] === query) continue;
        stamp[e] = query;
        const xi = bx[e]!;
        const yi = by[e]!;
        const xj = ax[e]!;
        const yj = ay[e]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi)
          parity[ringOf[e]!]! ^= 1;
      }
    }
    if (parity[0] !== 1) return false;
    for (let q = 1; q < rings.length; q++) if (parity[q] === 1) return false;
    return true;
  };

  const edgeDistanceAtLeast = (p: LocalXY, d: number): boolean => {
    // Every edge closer than d has its box within d of p: those cells hold the minimum if it is
    // below d. (d ≤ 0 or NaN: the comparison alone decides, as in the brute force.)
    if (!(d > 0)) return pointPolygonEdgeDistanceM(p, poly) >= d;
    const [x, y] = p;
    // Widened a hair so rounding in the distance cannot reach an edge outside the cells read.
    const m = d * (1 + 1e-9) + 1e-9;
    if (x + m < minX || x - m > maxX || y + m < minY || y - m > maxY) return true;
    query++;
    let best = Infinity;
    const [c0, c1, r0, r1] = [col(x - m), col(x + m), row(y - m), row(y + m)];
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cellIdx = r * cols + c;
        for (let s = start[cellIdx]!; s < start[cellIdx + 1]!; s++) {
          const e = items[s]!;
          if (stamp[e] === query) continue;
          stamp[e] = query;
          best = Math.min(best, pointSegmentDistanceM(p, [ax[e]!, ay[e]!], [bx[e]!, by[e]!]));
          if (best < d) return false;
        }
      }
    }
    return best >= d;
  };
  return { contains, edgeDistanceAtLeast };
}
