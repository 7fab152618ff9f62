// Ground a worker thread can use (issue 19, leftovers of issue 10 §9): terrain following runs in
// the server's planning pool, but its sampler holds decoded tiles on the request thread, and a
// function does not cross a thread boundary. A sampler therefore hands over plain data cropped to
// the box the plan needs (typed arrays, structured-clone friendly, a few hundred KB rather than
// 26 MB SRTM tiles), and the worker rebuilds a sampler that answers exactly as the original
// everywhere inside that box: the same samples, the same bilinear interpolation.
import type { LngLat } from '../mission/types.ts';
import { utmForward, type UtmZone } from '../geo/utm.ts';
import { sampleBilinear, type ElevationRaster } from './raster.ts';
import { srtmTileName } from './srtm.ts';
import type { ElevationSampler } from './types.ts';

/** A sampler's data over a box, as plain data. */
export type PortableGround =
  | { kind: 'srtm'; tiles: [string, ElevationRaster | null][] }
  | { kind: 'raster'; raster: ElevationRaster; utm: UtmZone | null };

/** A sampler that can hand its ground over to another thread. */
export interface PortableSampler extends ElevationSampler {
  /** The data the sampler reads inside `bbox` ([minLng, minLat, maxLng, maxLat]). */
  portable(bbox: readonly [number, number, number, number]): PortableGround;
}

/** Whether a sampler can hand its ground over (SRTM and GeoTIFF samplers can). */
export function isPortable(s: ElevationSampler): s is PortableSampler {
  return typeof (s as Partial<PortableSampler>).portable === 'function';
}

/** The UTM box of a longitude/latitude box: its outline projected, widened by 1 %. */
export function utmBoxOf(
  zone: UtmZone,
  [w, s, e, n]: readonly [number, number, number, number],
): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const steps = 8;
  for (let i = 0; i <= steps; i++) {
    const lng = w + ((e - w) * i) / steps;
    const lat = s + ((n - s) * i) / steps;
    for (const p of [
      [lng, s],
      [lng, n],
      [w, lat],
      [e, lat],
    ] as const) {
      const [x, y] = utmForward(zone, p);
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  const pad = Math.max(box[2] - box[0], box[3] - box[1]) * 0.01;
  return [box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad];
}

/**
 * The sampler a worker rebuilds from a {@link PortableSampler}'s data.
 *
 * @example
 * const ground = samplerOfPortable(dem.portable([77.59, 12.97, 77.6, 12.98]));
 * ground.elevationAt([77.595, 12.975]); // as dem.elevationAt
 */
export function samplerOfPortable(g: PortableGround): ElevationSampler {
  if (g.kind === 'srtm') {
    const tiles = new Map(g.tiles);
    return {
      elevationAt(p: LngLat) {
        const t = tiles.get(srtmTileName(p));
        return t ? sampleBilinear(t, p[0], p[1]) : null;
      },
    };
  }
  const { raster, utm } = g;
  return {
    elevationAt(p: LngLat) {
      if (!utm) return sampleBilinear(raster, p[0], p[1]);
      const [e, n] = utmForward(utm, p);
      return sampleBilinear(raster, e, n);
    },
  };
}
