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
  /**
   * A crop's first column and row in the grid anchored at (x0, y0) (absent: 0). A crop keeps the
   * original anchor so positions map to samples by the very same arithmetic (see cropRaster).
   */
  col0?: number;
  row0?: number;
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
  // Less an integer offset, which is exact: a crop answers to the last bit as its original.
  const fx = snap((lng - r.x0) / r.dx) - (r.col0 ?? 0);
  const fy = snap((r.y0 - lat) / r.dy) - (r.row0 ?? 0);
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

/** Samples kept beyond a crop's box on every side, so bilinear neighbours never fall outside. */
const MARGIN = 2;

/**
 * The samples of `r` covering the raster-coordinate box [x0, y0, x1, y1] plus a margin; row 0
 * stays the north edge; inside the box it answers exactly as `r` (the same samples). A box that
 * misses the raster gives a 2×2 corner.
 */
export function cropRaster(
  r: ElevationRaster,
  [minX, minY, maxX, maxY]: readonly [number, number, number, number],
): ElevationRaster {
  const clamp = (v: number, hi: number) => Math.min(Math.max(v, 0), hi);
  const [col0, row0] = [r.col0 ?? 0, r.row0 ?? 0];
  const c0 = clamp(Math.floor((minX - r.x0) / r.dx) - col0 - MARGIN, r.width - 2);
  const c1 = clamp(Math.ceil((maxX - r.x0) / r.dx) - col0 + MARGIN, r.width - 1);
  const r0 = clamp(Math.floor((r.y0 - maxY) / r.dy) - row0 - MARGIN, r.height - 2);
  const r1 = clamp(Math.ceil((r.y0 - minY) / r.dy) - row0 + MARGIN, r.height - 1);
  const width = Math.max(c1 - c0 + 1, 2);
  const height = Math.max(r1 - r0 + 1, 2);
  const values = new Float64Array(width * height);
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++)
      values[row * width + col] = r.values[(r0 + row) * r.width + c0 + col] ?? NaN;
  return {
    width,
    height,
    x0: r.x0,
    y0: r.y0,
    dx: r.dx,
    dy: r.dy,
    values,
    nodata: r.nodata,
    col0: col0 + c0,
    row0: row0 + r0,
  };
}
