// Small spherical geometry for the airspace judge: great-circle distance and point-in-polygon.
// Planar ring tests are fine at zone scale (a few km to a few hundred km, away from the poles).
export type LngLat = [number, number];
/** Rings of one polygon: the outer ring first, then holes. */
export type PolygonRings = LngLat[][];

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `distM` metres from `from` on bearing `bearingDeg` (0 = north, 90 = east). */
export function destination(from: LngLat, bearingDeg: number, distM: number): LngLat {
  const d = distM / EARTH_RADIUS_M;
  const b = rad(bearingDeg);
  const lat1 = rad(from[1]);
  const lng1 = rad(from[0]);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(b) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return [(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI];
}

function inRing(p: LngLat, ring: LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi)
      inside = !inside;
  }
  return inside;
}

/** Is the point inside the polygon (outer ring, outside every hole)? */
export function inPolygon(p: LngLat, rings: PolygonRings): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !inRing(p, outer)) return false;
  return !holes.some((h) => inRing(p, h));
}

/** Bounding box [minLng, minLat, maxLng, maxLat] of some rings. */
export function bboxOf(polygons: PolygonRings[]): [number, number, number, number] {
  let [a, b, c, d] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const rings of polygons)
    for (const [x, y] of rings[0] ?? []) {
      a = Math.min(a, x);
      b = Math.min(b, y);
      c = Math.max(c, x);
      d = Math.max(d, y);
    }
  return [a, b, c, d];
}
