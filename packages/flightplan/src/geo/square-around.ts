// A square area generated around a point (feature-areas §5, "default generated area site 10
// acres"): area mapping on a point-asset site flies over it. The corners are placed geodesically
// from the centre (turf's destination, bearings 45°, 135°, 225°, 315°), so the square stays
// square at any latitude; it is then rescaled against polygonAreaM2, the measure every size
// check uses, so "10 acres" is 10 acres to the plan limit too.
import { destination } from '@turf/destination';
import { polygonAreaM2 } from './measure.ts';
import type { LngLat } from './types.ts';

/** A mutable GeoJSON position, as polygon coordinates in the contracts are. */
type Position = [lng: number, lat: number];

function square(centre: LngLat, halfDiagonalM: number): Position[] {
  return [315, 45, 135, 225].map((bearing): Position => {
    const [lng, lat] = destination([centre[0], centre[1]], halfDiagonalM, bearing, {
      units: 'meters',
    }).geometry.coordinates;
    return [lng!, lat!];
  });
}

/**
 * GeoJSON Polygon coordinates (one closed ring, north-west corner first, clockwise) of a
 * north-aligned square of `areaM2` centred on `centre`.
 *
 * @example
 * squareAroundPoint([4.9, 52.37], 40_468.6); // a 10-acre square, ~201 m a side
 */
export function squareAroundPoint(centre: LngLat, areaM2: number): Position[][] {
  let halfDiagonal = Math.sqrt(areaM2 / 2);
  let ring = square(centre, halfDiagonal);
  // Turf's destination and area use different earth radii; two rescales settle the difference.
  for (let i = 0; i < 2; i++) {
    const measured = polygonAreaM2({ outer: ring, holes: [] });
    if (measured <= 0) break;
    halfDiagonal *= Math.sqrt(areaM2 / measured);
    ring = square(centre, halfDiagonal);
  }
  return [[...ring, ring[0]!]];
}
