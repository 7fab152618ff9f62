// Bearings in the local plane: degrees clockwise from north (+y), as headings are given to drones.
import type { LocalXY } from './types.ts';

/**
 * Bearing from a to b in degrees, −180..180, clockwise from north.
 *
 * @example
 * bearingDeg([0, 0], [1, 0]); // 90
 */
export function bearingDeg(a: LocalXY, b: LocalXY): number {
  return (Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI;
}

/**
 * Wraps an angle into −180..180.
 *
 * @example
 * wrapDeg(270); // -90
 */
export function wrapDeg(deg: number): number {
  const w = ((((deg + 180) % 360) + 360) % 360) - 180;
  return w === -180 ? 180 : w;
}
