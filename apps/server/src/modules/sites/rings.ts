// Ring checks the site-file parser leaves to the server (feature-areas §5 "invalid polygons"):
// holes must lie inside the outer ring, and no edge may jump across the 180° meridian.
import type { TSiteGeometry } from '@sortie/domain/contracts';

type Position = readonly [number, number];

/** 1 strictly inside, -1 strictly outside, 0 on an edge (ray casting, lng/lat as planar). */
function sideOfRing(p: Position, ring: readonly Position[]): -1 | 0 | 1 {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    const cross = (xj - xi) * (p[1] - yi) - (yj - yi) * (p[0] - xi);
    const within =
      p[0] >= Math.min(xi, xj) &&
      p[0] <= Math.max(xi, xj) &&
      p[1] >= Math.min(yi, yj) &&
      p[1] <= Math.max(yi, yj);
    if (within && Math.abs(cross) <= 1e-12) return 0;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside ? 1 : -1;
}

/**
 * Index of the first hole (1-based ring index) that lies outside the outer ring, or null. The
 * parser already refused crossing edges between rings, so a hole is wholly inside or wholly
 * outside: its first vertex off the outer ring decides (one pass over the outer ring per hole).
 *
 * @example
 * holeOutsideOuterRing([square, farAwaySquare]); // 1
 */
export function holeOutsideOuterRing(rings: readonly (readonly Position[])[]): number | null {
  const outer = rings[0];
  if (!outer) return null;
  for (let h = 1; h < rings.length; h++) {
    for (const p of rings[h]!) {
      const side = sideOfRing(p, outer);
      if (side === 0) continue;
      if (side === -1) return h;
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
 * crossesAntimeridian({ type: 'LineString', coordinates: [[179.9, 0], [-179.9, 0]] }); // true
 */
export function crossesAntimeridian(geometry: TSiteGeometry): boolean {
  const lines =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'LineString'
        ? [geometry.coordinates]
        : [];
  return lines.some((line) => line.some((p, i) => i > 0 && Math.abs(p[0] - line[i - 1]![0]) > 180));
}
