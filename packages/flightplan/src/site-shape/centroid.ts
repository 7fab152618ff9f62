// The centre a site is listed, searched and thumbnailed by.
import type { SiteGeometry } from '../kml/issues.ts';

/**
 * Centroid `[lng, lat]`: the area centroid of the outer ring (shoelace on lng/lat, exact enough
 * at site scale), the length-weighted midpoint of a line, or the point itself.
 *
 * @example
 * centroidOf({ type: 'Point', coordinates: [3, 4] }); // [3, 4]
 */
export function centroidOf(g: SiteGeometry): [number, number] {
  if (g.type === 'Point') return [g.coordinates[0], g.coordinates[1]];
  if (g.type === 'LineString') {
    let total = 0;
    let x = 0;
    let y = 0;
    for (let i = 1; i < g.coordinates.length; i++) {
      const [a, b] = [g.coordinates[i - 1]!, g.coordinates[i]!];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      total += len;
      x += ((a[0] + b[0]) / 2) * len;
      y += ((a[1] + b[1]) / 2) * len;
    }
    const first = g.coordinates[0]!;
    return total > 0 ? [x / total, y / total] : [first[0], first[1]];
  }
  const ring = g.coordinates[0]!;
  // Relative to the first vertex: shoelace sums of large absolute coordinates cancel badly.
  const [ox, oy] = ring[0]!;
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [ax, ay] = [ring[i]![0] - ox, ring[i]![1] - oy];
    const [bx, by] = [ring[i + 1]![0] - ox, ring[i + 1]![1] - oy];
    const cross = ax * by - bx * ay;
    area += cross;
    x += (ax + bx) * cross;
    y += (ay + by) * cross;
  }
  if (Math.abs(area) < 1e-18) return [ox, oy];
  return [ox + x / (3 * area), oy + y / (3 * area)];
}
