// Custom DEMs uploaded as GeoTIFF, decoded with the geotiff package from an ArrayBuffer (no I/O).
// Geographic WGS84 rasters (EPSG:4326) and WGS84 UTM rasters (EPSG:326zz / 327zz, the usual CRS
// of national and drone-survey DEMs; geo/utm.ts projects each position) are sampled; any other
// CRS is reported by its EPSG code with the gdalwarp command that converts it.
import { fromArrayBuffer } from 'geotiff';
import { AppError, err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { utmForward, utmInverse, utmZoneOfEpsg, type UtmZone } from '../geo/utm.ts';
import { utmBoxOf, type PortableSampler } from './portable.ts';
import { cropRaster, sampleBilinear, type ElevationRaster } from './raster.ts';

/** GeoTIFF keys (OGC GeoTIFF 1.1 §7): model type, raster type and the two CRS codes. */
interface GeoKeys {
  GTModelTypeGeoKey?: number;
  GTRasterTypeGeoKey?: number;
  GeographicTypeGeoKey?: number;
  ProjectedCSTypeGeoKey?: number;
}

const MODEL_GEOGRAPHIC = 2;
const RASTER_PIXEL_IS_POINT = 2;
/** 100 M samples (400 MB as float32) is far beyond any site DEM; refuse rather than exhaust memory. */
const MAX_SAMPLES = 100_000_000;

/** A DEM sampler that also reports what it covers. */
export interface GeoTiffDem extends PortableSampler {
  /** 4326, or a WGS84 UTM zone (326zz north, 327zz south). */
  epsg: number;
  /** [minLng, minLat, maxLng, maxLat] of the sample centres (WGS84, also for UTM rasters). */
  bbox: [number, number, number, number];
  width: number;
  height: number;
}

const unsupported = (message: string, details?: Record<string, unknown>): AppError =>
  AppError.rule('unsupported_dem', message, details);

/** The longitude/latitude box of a UTM raster: its outline, sampled and unprojected. */
function utmBbox(zone: UtmZone, r: ElevationRaster): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const steps = 32;
  for (let i = 0; i <= steps; i++) {
    const x = r.x0 + ((r.width - 1) * r.dx * i) / steps;
    const y = r.y0 - ((r.height - 1) * r.dy * i) / steps;
    const xMax = r.x0 + (r.width - 1) * r.dx;
    const yMin = r.y0 - (r.height - 1) * r.dy;
    for (const en of [
      [x, r.y0],
      [x, yMin],
      [r.x0, y],
      [xMax, y],
    ] as const) {
      const [lng, lat] = utmInverse(zone, en);
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    }
  }
  return box;
}

/**
 * Decodes a GeoTIFF DEM (first band; EPSG:4326 or WGS84 UTM) into a bilinear elevation sampler.
 * @returns AppError `unsupported_dem` (422) for an unreadable file, a rotated raster, or another
 *   CRS (the message names the EPSG code found).
 * @example
 * const dem = await loadGeoTiffDem(await file.arrayBuffer());
 * if (dem.ok) dem.value.elevationAt([8.545, 47.398]);
 */
export async function loadGeoTiffDem(buffer: ArrayBuffer): Promise<Result<GeoTiffDem, AppError>> {
  let image;
  try {
    image = await (await fromArrayBuffer(buffer)).getImage();
  } catch (e) {
    return err(unsupported('The file is not a readable GeoTIFF.', { reason: String(e) }));
  }
  const keys = (image.getGeoKeys() ?? {}) as GeoKeys;
  const epsg = keys.ProjectedCSTypeGeoKey ?? keys.GeographicTypeGeoKey ?? null;
  const geographic =
    keys.GTModelTypeGeoKey === MODEL_GEOGRAPHIC || (!keys.ProjectedCSTypeGeoKey && epsg === 4326);
  const utm = !geographic && epsg !== null ? utmZoneOfEpsg(epsg) : null;
  if (epsg === null || (geographic ? epsg !== 4326 : !utm)) {
    return err(
      unsupported(
        epsg === null
          ? 'The DEM has no coordinate reference system; export it in EPSG:4326 (WGS84) or WGS84 UTM.'
          : `The DEM uses EPSG:${epsg}; only EPSG:4326 (WGS84 longitude/latitude) and WGS84 UTM (EPSG:326xx/327xx) are supported. Reproject it, e.g. gdalwarp -t_srs EPSG:4326.`,
        { epsg },
      ),
    );
  }
  const width = image.getWidth();
  const height = image.getHeight();
  if (width * height > MAX_SAMPLES || width < 2 || height < 2) {
    return err(
      unsupported(`The DEM must have between 2×2 and ${MAX_SAMPLES} samples.`, { width, height }),
    );
  }
  let origin: number[];
  let res: number[];
  try {
    origin = image.getOrigin();
    res = image.getResolution();
  } catch {
    return err(
      unsupported(
        'The DEM is rotated or lacks a geotransform; only north-up rasters are supported.',
      ),
    );
  }
  const [ox = 0, oy = 0] = origin;
  const [rx = 0, ry = 0] = res;
  if (!(rx > 0) || !(ry < 0))
    return err(unsupported('Only north-up DEMs (rows going south) are supported.'));
  // PixelIsArea (the default) anchors the origin at a pixel corner; samples sit at pixel centres.
  const half = keys.GTRasterTypeGeoKey === RASTER_PIXEL_IS_POINT ? 0 : 0.5;
  const rasters = await image.readRasters({ samples: [0] });
  const band = (rasters as unknown as ArrayLike<number>[])[0];
  if (!band) return err(unsupported('The DEM has no raster band.'));
  const raster: ElevationRaster = {
    width,
    height,
    x0: ox + half * rx,
    y0: oy + half * ry,
    dx: rx,
    dy: -ry,
    values: band,
    nodata: image.getGDALNoData(),
  };
  if (utm) {
    return ok({
      epsg,
      width,
      height,
      bbox: utmBbox(utm, raster),
      elevationAt: (p: LngLat) => {
        const [e, n] = utmForward(utm, p);
        return sampleBilinear(raster, e, n);
      },
      portable: (box) => ({ kind: 'raster', raster: cropRaster(raster, utmBoxOf(utm, box)), utm }),
    });
  }
  return ok({
    epsg,
    width,
    height,
    bbox: [
      raster.x0,
      raster.y0 - (height - 1) * raster.dy,
      raster.x0 + (width - 1) * rx,
      raster.y0,
    ],
    elevationAt: (p: LngLat) => sampleBilinear(raster, p[0], p[1]),
    portable: (box) => ({ kind: 'raster', raster: cropRaster(raster, box), utm: null }),
  });
}
