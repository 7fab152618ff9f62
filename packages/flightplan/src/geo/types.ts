// Coordinate spaces used by the engine. WGS84 positions stay in GeoJSON order ([lng, lat]) at every
// boundary; planning happens in a local metric plane (east, north in metres) around an origin.
import type { LngLat } from '../mission/types.ts';

export type { LngLat };

/** A position in a local tangent plane: metres east and north of the projection origin. */
export type LocalXY = readonly [east_m: number, north_m: number];

/** A polygon in local metres: the outer ring first, then holes. Rings are not closed. */
export interface LocalPolygon {
  outer: LocalXY[];
  holes: LocalXY[][];
}

/** A polygon in WGS84: the outer ring first, then holes. Rings are not closed. */
export interface LngLatPolygon {
  outer: LngLat[];
  holes: LngLat[][];
}
