// Ring rules every site geometry must meet (feature-areas §5 "invalid polygons"): holes lie inside
// the outer ring, and no edge jumps across the 180° meridian. Moved here from the server so the
// browser judges a file exactly as Save will (issue 10 §C).
import Flatbush from 'flatbush';
import type { LngLat } from '../geo/types.ts';

type Position = readonly [number, number];

/** Edges of a ring in an R-tree, so one point-in-ring test costs O(log n + crossings). */
function edgeIndex(ring: readonly Position[]): Flatbush {
  const index = new Flatbush(Math.max(1, ring.length));
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    index.add(
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.max(a[0], b[0]),
      Math.max(a[1], b[1]),
    );
  }
  index.finish();
  return index;
}

/** The answer of {@link holeOutsideOuterRing} when the work budget ran out first. */
export const TOO_COMPLEX = 'too_complex';

/**
 * Index of the first hole (1-based ring index) that lies outside the outer ring, null when all lie
 * inside, or 'too_complex' when more than `budget` edge tests were needed. Crossing edges between
 * rings are refused before this runs, so a hole is wholly inside or wholly outside: its first vertex
 * off the outer ring decides. Ray casting uses only the outer edges the ray can meet (an R-tree),
 * so 1,000 holes in a 100,000-vertex field cost thousands of tests, not 10⁸.
 *
 * @example
 * holeOutsideOuterRing([square, farAwaySquare]); // 1
 */
export function holeOutsideOuterRing(
  rings: readonly (readonly Position[])[],
  budget = 2_000_000,
): number | null | typeof TOO_COMPLEX {
  const outer = rings[0];
  if (!outer || rings.length < 2) return null;
  const index = edgeIndex(outer);
  let work = 0;
  for (let h = 1; h < rings.length; h++) {
    for (const p of rings[h]!) {
      let inside = false;
      let onEdge = false;
      index.search(p[0], p[1], Infinity, p[1], (i) => {
        work++;
        const [xi, yi] = outer[i]!;
        const [xj, yj] = outer[(i + 1) % outer.length]!;
        const cross = (xj - xi) * (p[1] - yi) - (yj - yi) * (p[0] - xi);
        if (p[0] >= Math.min(xi, xj) && Math.abs(cross) <= 1e-12) onEdge = true;
        if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi)
          inside = !inside;
        return false;
      });
      if (work > budget) return TOO_COMPLEX;
      if (onEdge) continue;
      if (!inside) return h;
      break;
    }
  }
  return null;
}

/**
 * True when an edge jumps more than 180° of longitude, i.e. the shape was drawn across the
 * antimeridian (179.9° → -179.9°). GeoJSON would read such an edge as going the long way round
 * the globe, so sizes, thumbnails and missions would all be wrong (decision 100).
 *
 * @example
 * crossesAntimeridian([[[179.9, 0], [-179.9, 0]]]); // true
 */
export function crossesAntimeridian(lines: readonly (readonly LngLat[])[]): boolean {
  return lines.some((line) => line.some((p, i) => i > 0 && Math.abs(p[0] - line[i - 1]![0]) > 180));
}

/** `[minX, minY, maxX, maxY]` of points, in a loop (spreading 100,000 numbers overflows the stack). */
export function boundsOf(
  points: readonly (readonly [number, number])[],
): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    if (p[0] < w) w = p[0];
    if (p[0] > e) e = p[0];
    if (p[1] < s) s = p[1];
    if (p[1] > n) n = p[1];
  }
  return [w, s, e, n];
}
