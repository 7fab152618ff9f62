// Ground and sky data: SRTM elevation tiles, the self-hosted basemap and the weather API.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZOptionalString } from './env.ts';

export const mapsEnv = z.object({
  SRTM_DIR: ZOptionalString,
  SRTM_TILE_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.includes('{name}'), 'must contain {name}')
      .optional(),
  ),
  BASEMAP_PMTILES: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.endsWith('.pmtiles'), 'must be a .pmtiles file')
      .optional(),
  ),
  /** Open-Meteo-compatible weather API origin (issue 17); unset: weather is off. */
  WEATHER_URL: ZOptionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

type MapsEnv = z.infer<typeof mapsEnv>;

export type MapsConfig = {
  /** A PMTiles basemap served at /api/v4/basemap/<file> (range requests); none: not offered. */
  basemapPmtiles: string | undefined;
  /** Open-Meteo-compatible weather API (GET /v1/forecast); none: weather is off. */
  weatherUrl: string | undefined;
  /** SRTM .hgt tiles (read, and cached there when fetched from srtmTileUrl). */
  srtmDir: string;
  /** URL template with {name} (e.g. N12E077) for tiles missing from srtmDir; none: no fetching. */
  srtmTileUrl: string | undefined;
};

function basemapFile(e: MapsEnv, root: string): string | undefined {
  return e.BASEMAP_PMTILES ? path.resolve(root, e.BASEMAP_PMTILES) : undefined;
}

export function mapsProblems(e: MapsEnv, root: string): string[] {
  const basemap = basemapFile(e, root);
  return basemap && !fs.existsSync(basemap) ? [`  BASEMAP_PMTILES: no file at ${basemap}`] : [];
}

/** `root`: the repository root; `dataDir`: where SRTM tiles go when SRTM_DIR is unset. */
export function mapsConfig(e: MapsEnv, root: string, dataDir: string): MapsConfig {
  return {
    basemapPmtiles: basemapFile(e, root),
    weatherUrl: e.WEATHER_URL,
    srtmDir: e.SRTM_DIR ? path.resolve(root, e.SRTM_DIR) : path.join(dataDir, 'srtm'),
    srtmTileUrl: e.SRTM_TILE_URL,
  };
}
