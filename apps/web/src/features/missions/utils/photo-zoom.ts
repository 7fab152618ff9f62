// From which map zoom a mission's photo positions are worth drawing (decision 121). Photos of a
// mapping mission sit a few metres apart along each line; at the zoom that fits a large site they
// fall 1-2 px apart and merge into the flight line, so drawing them shows nothing the line does
// not, while they are most of what the map has to tile and draw. They appear from the zoom at
// which neighbouring photos are MIN_PHOTO_GAP_PX apart.
import type { LngLat } from '@sortie/flightplan';

/** Centre-to-centre distance at which the 2 px photo dots read as separate dots. */
export const MIN_PHOTO_GAP_PX = 6;
/** Beyond MapLibre's deepest zoom: photos closer than ~1 cm are never drawn apart. */
export const MAX_PHOTO_ZOOM = 24;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;
/** MapLibre's zoom 0 shows the world in 512 px. */
const WORLD_PX_AT_ZOOM_0 = 512;
const RAD = Math.PI / 180;

/** Metres between two nearby positions (equirectangular: exact enough within a mission). */
function distanceM(a: LngLat, b: LngLat): number {
  const x = (b[0] - a[0]) * Math.cos(((a[1] + b[1]) / 2) * RAD);
  const y = b[1] - a[1];
  return Math.hypot(x, y) * RAD * 6_371_008.8;
}

/** Metres per pixel at `zoom` and `latitude`, in MapLibre's 512 px tiling. */
export function metresPerPixel(zoom: number, latitude: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos(latitude * RAD)) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
}

/**
 * The lowest whole zoom at which consecutive photos (the median of their spacing, i.e. along a
 * line) are at least MIN_PHOTO_GAP_PX apart. Whole, because MapLibre evaluates zoom in a filter
 * at the tile's whole zoom. 0 (always drawn) for fewer than two photos or photos at one spot,
 * which are one dot at any zoom.
 */
export function photoMinZoom(positions: readonly LngLat[]): number {
  if (positions.length < 2) return 0;
  const gaps: number[] = [];
  for (let i = 1; i < positions.length; i++) {
    const d = distanceM(positions[i - 1]!, positions[i]!);
    if (d > 0) gaps.push(d);
  }
  if (gaps.length === 0) return 0;
  gaps.sort((a, b) => a - b);
  const spacing = gaps[Math.floor(gaps.length / 2)]!;
  const latitude = positions[0]![1];
  const zoom = Math.log2(
    (EARTH_CIRCUMFERENCE_M * Math.cos(latitude * RAD) * MIN_PHOTO_GAP_PX) /
      (WORLD_PX_AT_ZOOM_0 * spacing),
  );
  return Math.min(MAX_PHOTO_ZOOM, Math.max(0, Math.ceil(zoom)));
}
