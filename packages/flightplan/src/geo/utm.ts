// UTM on WGS84 (EPSG:326zz north, 327zz south) with Krüger's series to fourth order in n
// (Karney 2011, "Transverse Mercator with an accuracy of a few nanometers"): sub-millimetre within
// a zone and its usual overlap, a few dozen lines instead of a projection library, so GeoTIFF DEMs
// delivered in UTM (most national and drone-survey DEMs) can be sampled at WGS84 positions.
import type { LngLat } from './types.ts';

const A_AXIS = 6378137;
const F = 1 / 298.257223563;
const N = F / (2 - F);
const K0 = 0.9996;
const FALSE_EASTING = 500_000;
const FALSE_NORTHING_SOUTH = 10_000_000;
const RECT = (A_AXIS / (1 + N)) * (1 + N ** 2 / 4 + N ** 4 / 64);
const ALPHA = [
  N / 2 - (2 * N ** 2) / 3 + (5 * N ** 3) / 16 + (41 * N ** 4) / 180,
  (13 * N ** 2) / 48 - (3 * N ** 3) / 5 + (557 * N ** 4) / 1440,
  (61 * N ** 3) / 240 - (103 * N ** 4) / 140,
  (49561 * N ** 4) / 161280,
];
const BETA = [
  N / 2 - (2 * N ** 2) / 3 + (37 * N ** 3) / 96 - N ** 4 / 360,
  N ** 2 / 48 + N ** 3 / 15 - (437 * N ** 4) / 1440,
  (17 * N ** 3) / 480 - (37 * N ** 4) / 840,
  (4397 * N ** 4) / 161280,
];
const DELTA = [
  2 * N - (2 * N ** 2) / 3 - 2 * N ** 3 + (116 * N ** 4) / 45,
  (7 * N ** 2) / 3 - (8 * N ** 3) / 5 - (227 * N ** 4) / 45,
  (56 * N ** 3) / 15 - (136 * N ** 4) / 35,
  (4279 * N ** 4) / 630,
];
const E2N = (2 * Math.sqrt(N)) / (1 + N);
const RAD = Math.PI / 180;

/** A UTM zone as an EPSG code gives it. */
export interface UtmZone {
  zone: number;
  south: boolean;
}

/**
 * The UTM zone of a WGS84 EPSG code, or null for any other code.
 *
 * @example
 * utmZoneOfEpsg(32632); // { zone: 32, south: false }
 */
export function utmZoneOfEpsg(epsg: number): UtmZone | null {
  const zone = epsg % 100;
  if (zone < 1 || zone > 60) return null;
  if (epsg - zone === 32600) return { zone, south: false };
  if (epsg - zone === 32700) return { zone, south: true };
  return null;
}

const centralMeridian = (zone: number) => (zone - 1) * 6 - 180 + 3;

/**
 * WGS84 longitude/latitude to UTM easting/northing (metres) in the given zone.
 *
 * @example
 * utmForward({ zone: 38, south: false }, [44.4, 33.3]); // ≈ [444140.54, 3684706.36]
 */
export function utmForward(z: UtmZone, p: LngLat): [number, number] {
  const phi = p[1] * RAD;
  const lam = (p[0] - centralMeridian(z.zone)) * RAD;
  const s = Math.sin(phi);
  const t = Math.sinh(Math.atanh(s) - E2N * Math.atanh(E2N * s));
  const xi = Math.atan2(t, Math.cos(lam));
  const eta = Math.atanh(Math.sin(lam) / Math.sqrt(1 + t * t));
  let x = eta;
  let y = xi;
  ALPHA.forEach((a, j) => {
    const k = 2 * (j + 1);
    x += a * Math.cos(k * xi) * Math.sinh(k * eta);
    y += a * Math.sin(k * xi) * Math.cosh(k * eta);
  });
  return [FALSE_EASTING + K0 * RECT * x, (z.south ? FALSE_NORTHING_SOUTH : 0) + K0 * RECT * y];
}

/**
 * UTM easting/northing back to WGS84 longitude/latitude.
 *
 * @example
 * utmInverse({ zone: 38, south: false }, [444140.54, 3684706.36]); // ≈ [44.4, 33.3]
 */
export function utmInverse(z: UtmZone, en: readonly [number, number]): LngLat {
  const xi = (en[1] - (z.south ? FALSE_NORTHING_SOUTH : 0)) / (K0 * RECT);
  const eta = (en[0] - FALSE_EASTING) / (K0 * RECT);
  let xi1 = xi;
  let eta1 = eta;
  BETA.forEach((b, j) => {
    const k = 2 * (j + 1);
    xi1 -= b * Math.sin(k * xi) * Math.cosh(k * eta);
    eta1 -= b * Math.cos(k * xi) * Math.sinh(k * eta);
  });
  const chi = Math.asin(Math.sin(xi1) / Math.cosh(eta1));
  let phi = chi;
  DELTA.forEach((d, j) => {
    phi += d * Math.sin(2 * (j + 1) * chi);
  });
  const lam = Math.atan2(Math.sinh(eta1), Math.cos(xi1));
  return [centralMeridian(z.zone) + lam / RAD, phi / RAD];
}
