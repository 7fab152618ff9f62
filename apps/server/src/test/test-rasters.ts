// Tiny elevation rasters for the integration tests: an SRTM .hgt tile (n × n big-endian int16,
// north row first) and a GeoTIFF DEM in EPSG:4326 written with the geotiff package.
import { writeArrayBuffer } from 'geotiff';

/**
 * An n × n HGT tile whose heights follow a plane, so bilinear samples are exact (hgtHeight).
 */
export function hgtTile(n = 11): Buffer {
  const bytes = Buffer.alloc(n * n * 2);
  const step = 1 / (n - 1);
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      const h = 500 + 100 * (col * step) - 50 * (row * step);
      bytes.writeInt16BE(Math.round(h), (row * n + col) * 2);
    }
  }
  return bytes;
}

/** The plane of hgtTile over the tile whose south-west corner is (west, south). */
export const hgtHeight = (west: number, south: number, lng: number, lat: number) =>
  500 + 100 * (lng - west) - 50 * (south + 1 - lat);

/**
 * A width × height GeoTIFF DEM with its north-west pixel corner at (west, north), pixels of
 * `pixelDeg`, heights 100 + column (8-bit samples: the geotiff writer writes only those).
 */
export function demTiff(options: {
  west: number;
  north: number;
  width: number;
  height: number;
  pixelDeg?: number;
}): Buffer {
  const { west, north, width, height, pixelDeg = 0.0001 } = options;
  const values = Array.from({ length: width * height }, (_, i) => 100 + (i % width));
  const buffer = writeArrayBuffer(values, {
    width,
    height,
    ModelPixelScale: [pixelDeg, pixelDeg, 0],
    ModelTiepoint: [0, 0, 0, west, north, 0],
    GTRasterTypeGeoKey: 1,
    GTModelTypeGeoKey: 2,
    GeographicTypeGeoKey: 4326,
  }) as ArrayBuffer;
  return Buffer.from(buffer);
}
