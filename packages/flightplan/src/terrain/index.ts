// Public surface of terrain: elevation sources (None, SRTM HGT tiles, GeoTIFF DEM), grids.
export { noElevation } from './types.ts';
export type { ElevationSampler } from './types.ts';
export { createSrtmSource, parseHgt, srtmTileName, SRTM_VOID } from './srtm.ts';
export type { FetchSrtmTile, SrtmSource } from './srtm.ts';
export { loadGeoTiffDem } from './geotiff-dem.ts';
export type { GeoTiffDem } from './geotiff-dem.ts';
export { cropRaster, sampleBilinear } from './raster.ts';
export { isPortable, samplerOfPortable } from './portable.ts';
export type { PortableGround, PortableSampler } from './portable.ts';
export type { ElevationRaster } from './raster.ts';
export {
  sampleElevationGrid,
  verifyElevationGrid,
  elevationGridCsv,
  MAX_GRID_CELLS,
} from './elevation-grid.ts';
export type { ElevationCell, ElevationGrid, ElevationCoverage } from './elevation-grid.ts';
export { LruCache } from './lru.ts';
