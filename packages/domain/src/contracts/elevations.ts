// Elevation contracts (issue 6 item 4, feature-areas §3 elevation_source, §7 heatmapelevations and
// verifyelevationgrid): the custom elevation model (GeoTIFF DEM) of a site, the heat-map grid and
// the coverage report of a site's elevation source.
import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';
import { ZElevationSource, ZSiteGeometryInput } from './sites.ts';

/** Largest custom DEM upload; the web checks the same limit before sending. */
export const ELEVATION_MODEL_MAX_BYTES = 200 * 1024 * 1024;
/** File name endings the web's picker offers (the server checks the TIFF magic bytes). */
export const ELEVATION_MODEL_EXTENSIONS = ['.tif', '.tiff'] as const;

/** The custom DEM stored for a site. */
export const ZElevationModel = z.object({
  site_id: ZId,
  file_name: z.string(),
  size_bytes: z.number().int(),
  /** `[west, south, east, north]` of the DEM's samples. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  width: z.number().int(),
  height: z.number().int(),
  /** Share of the site the DEM has heights for, 0…100. */
  coverage_pct: z.number(),
  uploaded_at: ZIsoDateTime,
  uploaded_by: z.string().nullable(),
});
export type TElevationModel = z.infer<typeof ZElevationModel>;

/** GET .../sites/{id}/elevation_model: the model, or null when none is uploaded. */
export const ZElevationModelResponse = z.object({ model: ZElevationModel.nullable() });
export type TElevationModelResponse = z.infer<typeof ZElevationModelResponse>;

/** GET .../sites/{id}/heatmapelevations query. */
export const ZHeatmapElevationsQuery = z.object({
  /** About how many cells to return (the grid spacing follows the site's size). */
  cells: z.coerce.number().int().min(16).max(10_000).default(2500),
});

export const ZElevationCell = z.object({
  position: ZLngLat,
  /** Metres above sea level; null where the source has no data. */
  elevation_m: z.number().nullable(),
});

export const ZHeatmapElevationsResponse = z.object({
  elevation_source: ZElevationSource,
  /** Cell size in metres (square cells over areas, steps along corridors). */
  spacing_m: z.number(),
  cells: z.array(ZElevationCell),
  /** Over the cells with data; null when none has data. */
  min_m: z.number().nullable(),
  max_m: z.number().nullable(),
  gap_count: z.number().int(),
  /** Why the values are what they are (e.g. flat ground for the None source). */
  note: z.string().nullable(),
});
export type THeatmapElevationsResponse = z.infer<typeof ZHeatmapElevationsResponse>;

/** POST .../sites/verifyelevationgrid: a site, optionally narrowed to a geometry inside it. */
export const ZVerifyElevationGridRequest = z
  .object({
    site_id: ZId,
    /** Checks this area (e.g. a mission's) instead of the whole site. */
    geometry: ZSiteGeometryInput.optional(),
  })
  .strict();
export type TVerifyElevationGridRequest = z.infer<typeof ZVerifyElevationGridRequest>;

export const ZVerifyElevationGridResponse = z.object({
  elevation_source: ZElevationSource,
  cell_count: z.number().int(),
  gap_count: z.number().int(),
  /** Share of cells with data, 0…100. */
  coverage_pct: z.number(),
  /** Centres of cells without data (at most 500). */
  gaps: z.array(ZLngLat),
  /** ok: no gaps; partial: some; none: no data over the area. */
  verdict: z.enum(['ok', 'partial', 'none']),
  /** One sentence for the user. */
  message: z.string(),
});
export type TVerifyElevationGridResponse = z.infer<typeof ZVerifyElevationGridResponse>;
