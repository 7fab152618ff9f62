// SRTM elevation from HGT tiles: 1° × 1° squares named after their south-west corner
// (N12E077.hgt covers 12–13°N, 77–78°E), n × n big-endian int16 samples in metres, north row
// first, edges shared with the neighbours, void = -32768. 1" tiles have n = 3601 (3" tiles
// 1201); any square size is accepted, which keeps tests small. Tiles come through an injected
// `fetchTile`, so the core does no I/O: the server or CLI reads a directory or a URL template.
import { AppError, err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { LruCache } from './lru.ts';
import type { PortableSampler } from './portable.ts';
import { cropRaster, sampleBilinear, type ElevationRaster } from './raster.ts';

export const SRTM_VOID = -32768;

/** Returns the raw .hgt bytes of a tile, or null when the tile does not exist (open sea). */
export type FetchSrtmTile = (name: string) => Promise<Uint8Array | null>;

/**
 * The HGT tile name covering a position.
 * @example
 * srtmTileName([77.59, 12.97]); // 'N12E077'
 * srtmTileName([-0.5, -33.2]); // 'S34W001'
 */
export function srtmTileName(position: LngLat): string {
  const lat = Math.floor(position[1]);
  const lng = Math.floor(position[0]);
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lng >= 0 ? 'E' : 'W';
  return `${ns}${String(Math.abs(lat)).padStart(2, '0')}${ew}${String(Math.abs(lng)).padStart(3, '0')}`;
}

/**
 * Decodes an HGT tile whose south-west corner is (lng, lat).
 * @returns AppError `invalid_srtm_tile` (422) when the byte length is not 2·n² with n ≥ 2.
 * @example
 * const tile = parseHgt(bytes, 77, 12); // covers 77–78°E, 12–13°N
 */
export function parseHgt(
  bytes: Uint8Array,
  lng: number,
  lat: number,
): Result<ElevationRaster, AppError> {
  const n = Math.round(Math.sqrt(bytes.byteLength / 2));
  if (n < 2 || n * n * 2 !== bytes.byteLength) {
    return err(
      AppError.rule(
        'invalid_srtm_tile',
        `An HGT tile must hold n×n 16-bit samples; got ${bytes.byteLength} bytes.`,
      ),
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Int16Array(n * n);
  for (let i = 0; i < values.length; i++) values[i] = view.getInt16(i * 2, false);
  const step = 1 / (n - 1);
  return ok({
    width: n,
    height: n,
    x0: lng,
    y0: lat + 1,
    dx: step,
    dy: step,
    values,
    nodata: SRTM_VOID,
  });
}

export interface SrtmSource {
  /**
   * Loads the tiles covering a bounding box (through the LRU) and returns a synchronous sampler
   * over them; positions on missing tiles or voids sample as null.
   * @returns AppError `terrain_area_too_large` when the box needs more than `maxTiles` tiles,
   *   `invalid_srtm_tile` for a corrupt tile.
   */
  samplerFor(
    bbox: readonly [number, number, number, number],
  ): Promise<Result<PortableSampler, AppError>>;
}

/**
 * An SRTM elevation source over injected tile storage, with an LRU of decoded tiles.
 * @example
 * const srtm = createSrtmSource((name) => readTile(`${dir}/${name}.hgt`), { cacheTiles: 4 });
 * const sampler = await srtm.samplerFor([77.5, 12.9, 77.7, 13.1]);
 * if (sampler.ok) sampler.value.elevationAt([77.59, 12.97]);
 */
export function createSrtmSource(
  fetchTile: FetchSrtmTile,
  options: { cacheTiles?: number; maxTiles?: number } = {},
): SrtmSource {
  const cache = new LruCache<string, ElevationRaster | null>(options.cacheTiles ?? 4);
  const maxTiles = options.maxTiles ?? 16;

  async function tile(lng: number, lat: number): Promise<Result<ElevationRaster | null, AppError>> {
    const name = srtmTileName([lng, lat]);
    if (cache.has(name)) return ok(cache.get(name) ?? null);
    const bytes = await fetchTile(name);
    if (!bytes) {
      cache.set(name, null);
      return ok(null);
    }
    const parsed = parseHgt(bytes, lng, lat);
    if (!parsed.ok) return parsed;
    cache.set(name, parsed.value);
    return parsed;
  }

  return {
    async samplerFor([minLng, minLat, maxLng, maxLat]) {
      const [lng0, lat0, lng1, lat1] = [
        Math.floor(minLng),
        Math.floor(minLat),
        Math.floor(maxLng),
        Math.floor(maxLat),
      ];
      const count = (lng1 - lng0 + 1) * (lat1 - lat0 + 1);
      if (count > maxTiles) {
        return err(
          AppError.rule(
            'terrain_area_too_large',
            `The area spans ${count} SRTM tiles; at most ${maxTiles} are loaded at once.`,
            { tiles: count, max: maxTiles },
          ),
        );
      }
      // The sampler keeps its own tile references, so LRU eviction never pulls tiles from under it.
      const tiles = new Map<string, ElevationRaster | null>();
      for (let lat = lat0; lat <= lat1; lat++) {
        for (let lng = lng0; lng <= lng1; lng++) {
          const t = await tile(lng, lat);
          if (!t.ok) return t;
          tiles.set(srtmTileName([lng, lat]), t.value);
        }
      }
      return ok({
        elevationAt(p: LngLat): number | null {
          const t = tiles.get(srtmTileName(p));
          return t ? sampleBilinear(t, p[0], p[1]) : null;
        },
        portable(box) {
          const [w, south, e, n] = box;
          const touched = [...tiles].filter(
            ([, t]) =>
              t === null ||
              (t.x0 <= e &&
                t.x0 + (t.width - 1) * t.dx >= w &&
                t.y0 >= south &&
                t.y0 - (t.height - 1) * t.dy <= n),
          );
          return {
            kind: 'srtm',
            tiles: touched.map(([name, t]) => [name, t && cropRaster(t, box)]),
          };
        },
      });
    },
  };
}
