// A regular elevation raster with bilinear sampling, shared by SRTM tiles and GeoTIFF DEMs.

/**
 * Grid of elevations: row 0 is the north edge; (x0, y0) is the centre of sample (0, 0). Units are
 * the raster's own: degrees for SRTM and EPSG:4326, metres (easting, northing) for UTM.
 */
export interface ElevationRaster {
  width: number;
  height: number;
  /** Longitude of column 0 and latitude of row 0 (sample centres, degrees). */
  x0: number;
  y0: number;
  /** Degrees per column (positive) and per row (positive; rows go south). */
  dx: number;
  dy: number;
  values: ArrayLike<number>;
  /** Void / nodata marker (SRTM: -32768), compared exactly; NaN values are void too. */
  nodata: number | null;
}

/**
 * Bilinear interpolation at (lng, lat). Void neighbours are dropped and the remaining weights
 * renormalised, so a single void sample does not punch a hole four cells wide; null when all four
 * neighbours are void or the point is outside the raster.
 */
export function sampleBilinear(r: ElevationRaster, lng: number, lat: number): number | null {
  // Snap to a sample when floating-point noise puts us a hair off it, so a void sample is not
  // "filled" by a neighbour with a weight of 1e-10.
  const snap = (v: number): number => (Math.abs(v - Math.round(v)) < 1e-6 ? Math.round(v) : v);
  const fx = snap((lng - r.x0) / r.dx);
  const fy = snap((r.y0 - lat) / r.dy);
  const eps = 1e-9;
  if (fx < -eps || fy < -eps || fx > r.width - 1 + eps || fy > r.height - 1 + eps) return null;
  const c0 = Math.min(Math.max(Math.floor(fx), 0), Math.max(r.width - 2, 0));
  const r0 = Math.min(Math.max(Math.floor(fy), 0), Math.max(r.height - 2, 0));
  const tx = Math.min(Math.max(fx - c0, 0), 1);
  const ty = Math.min(Math.max(fy - r0, 0), 1);
  let sum = 0;
  let weight = 0;
  for (const [dc, dr, w] of [
    [0, 0, (1 - tx) * (1 - ty)],
    [1, 0, tx * (1 - ty)],
    [0, 1, (1 - tx) * ty],
    [1, 1, tx * ty],
  ] as const) {
    const c = Math.min(c0 + dc, r.width - 1);
    const row = Math.min(r0 + dr, r.height - 1);
    const v = r.values[row * r.width + c];
    if (w === 0 || v === undefined || Number.isNaN(v) || v === r.nodata) continue;
    sum += v * w;
    weight += w;
  }
  return weight > 1e-12 ? sum / weight : null;
}
