// The elevation interface every terrain source implements. Sampling is synchronous so planners can
// call it in tight loops; async work (fetching SRTM tiles, decoding a GeoTIFF) happens when the
// sampler is created (see srtm.ts `loadSrtmSampler`, geotiff-dem.ts `loadGeoTiffSampler`).
import type { LngLat } from '../mission/types.ts';

/** Ground elevation source: metres above sea level, or null where the source has no data. */
export interface ElevationSampler {
  elevationAt(position: LngLat): number | null;
}

/**
 * The "None" elevation source: no terrain data anywhere (flat-earth planning).
 * @example
 * noElevation.elevationAt([8.5, 47.4]); // null
 */
export const noElevation: ElevationSampler = Object.freeze({ elevationAt: () => null });
