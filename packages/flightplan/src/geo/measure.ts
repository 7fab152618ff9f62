// Geodesic measures of WGS84 geometry. Turf's area is the spherical excess on the WGS84 mean
// radius (Chamberlain & Duquette 2007), good to ~0.5 % against the ellipsoid, which is what every
// GIS tool used by our users reports too.
import { area } from '@turf/area';
import { lineString, polygon } from '@turf/helpers';
import { length } from '@turf/length';
import type { LngLat, LngLatPolygon } from './types.ts';

function closed(ring: readonly LngLat[]): number[][] {
  const out = ring.map((p) => [p[0], p[1]]);
  const first = out[0];
  if (first) out.push([first[0]!, first[1]!]);
  return out;
}

/**
 * Geodesic area of a polygon with holes, in square metres.
 *
 * @example
 * polygonAreaM2({ outer: [[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01]], holes: [] }); // ≈ 1.236e6
 */
export function polygonAreaM2(poly: LngLatPolygon): number {
  if (poly.outer.length < 3) return 0;
  return area(
    polygon([closed(poly.outer), ...poly.holes.filter((h) => h.length >= 3).map(closed)]),
  );
}

/**
 * {@link polygonAreaM2} of rings already closed (outer first, holes of three vertices or more):
 * the same sum over the same positions, without a copy of each ring (decision 425).
 *
 * @example
 * closedPolygonAreaM2([[[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01], [0, 0]]]); // ≈ 1.236e6
 */
export function closedPolygonAreaM2(rings: readonly (readonly LngLat[])[]): number {
  if ((rings[0]?.length ?? 0) < 4) return 0;
  return area({ type: 'Polygon', coordinates: rings as unknown as number[][][] });
}

/**
 * Geodesic length of a polyline, in metres.
 *
 * @example
 * lineLengthM([[0, 0], [0, 0.01]]); // ≈ 1112
 */
export function lineLengthM(coords: readonly LngLat[]): number {
  if (coords.length < 2) return 0;
  return length(lineString(coords.map((p) => [p[0], p[1]])), { units: 'meters' });
}
