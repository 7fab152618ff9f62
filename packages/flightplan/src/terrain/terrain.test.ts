import type { Polygon } from 'geojson';
import { writeArrayBuffer } from 'geotiff';
import { utmForward, utmInverse } from '../geo/utm.ts';
import { describe, expect, it } from 'vitest';
import {
  LruCache,
  createSrtmSource,
  elevationGridCsv,
  loadGeoTiffDem,
  noElevation,
  parseHgt,
  sampleBilinear,
  sampleElevationGrid,
  srtmTileName,
  verifyElevationGrid,
} from './index.ts';

/** An n×n HGT tile whose height is 100 + row + 2·col, with one void sample. */
function hgt(n: number, voidAt?: [number, number]): Uint8Array {
  const bytes = new Uint8Array(n * n * 2);
  const view = new DataView(bytes.buffer);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const v = voidAt && voidAt[0] === r && voidAt[1] === c ? -32768 : 100 + r + 2 * c;
      view.setInt16((r * n + c) * 2, v, false);
    }
  }
  return bytes;
}

describe('SRTM', () => {
  it('names tiles after their south-west corner', () => {
    expect(srtmTileName([77.59, 12.97])).toBe('N12E077');
    expect(srtmTileName([-0.5, -33.2])).toBe('S34W001');
    expect(srtmTileName([8, 47])).toBe('N47E008');
  });

  it('decodes big-endian samples, north row first, and interpolates bilinearly', () => {
    const t = parseHgt(hgt(11), 8, 47);
    if (!t.ok) throw t.error;
    const r = t.value;
    expect(r.values[0]).toBe(100);
    // (lng 8.05, lat 47.95) sits between rows 0–1 and cols 0–1: 100 + 0.5 + 2·0.5.
    expect(sampleBilinear(r, 8.05, 47.95)).toBeCloseTo(101.5, 9);
    expect(sampleBilinear(r, 8, 47)).toBe(100 + 10);
    expect(parseHgt(new Uint8Array(7), 0, 0).ok).toBe(false);
  });

  it('fetches tiles once through the LRU and treats voids and missing tiles as null', async () => {
    const fetched: string[] = [];
    const srtm = createSrtmSource(
      (name) => {
        fetched.push(name);
        return Promise.resolve(name === 'N47E008' ? hgt(11, [5, 5]) : null);
      },
      { cacheTiles: 2 },
    );
    const s = await srtm.samplerFor([8.2, 47.2, 9.5, 47.8]);
    if (!s.ok) throw s.error;
    expect(s.value.elevationAt([8.5, 47.5])).toBeNull(); // exactly on the void sample
    expect(s.value.elevationAt([8.52, 47.5])).toBe(100 + 5 + 2 * 6); // void neighbour dropped
    expect(s.value.elevationAt([9.5, 47.5])).toBeNull(); // tile N47E009 does not exist
    await srtm.samplerFor([8.1, 47.1, 8.2, 47.2]);
    expect(fetched).toEqual(['N47E008', 'N47E009']);
    const tooBig = await srtm.samplerFor([0, 0, 10, 10]);
    expect(!tooBig.ok && tooBig.error.type).toBe('terrain_area_too_large');
  });

  it('reads a full-size 1" tile', async () => {
    const srtm = createSrtmSource(() => Promise.resolve(hgt(3601)));
    const s = await srtm.samplerFor([77.5, 12.5, 77.6, 12.6]);
    if (!s.ok) throw s.error;
    expect(s.value.elevationAt([77.5, 12.5])).toBeCloseTo(100 + 1800 + 2 * 1800, 6);
  });
});

/** A 5×4 DEM in EPSG:4326 (PixelIsArea), 0.001° pixels, height = 100 + 10·col − row, one nodata
 * (255). geotiff's writer only writes 8-bit samples, hence the small heights. */
function demTiff(epsg = 4326, geo?: { tiepoint: number[]; pixel: number }): ArrayBuffer {
  const width = 5;
  const height = 4;
  const values = Array.from(
    { length: width * height },
    (_, i) => 100 + 10 * (i % width) - Math.floor(i / width),
  );
  values[7] = 255;
  const meta: Record<string, unknown> = {
    width,
    height,
    ModelPixelScale: [geo?.pixel ?? 0.001, geo?.pixel ?? 0.001, 0],
    ModelTiepoint: geo?.tiepoint ?? [0, 0, 0, 8.544, 47.399, 0],
    GTRasterTypeGeoKey: 1,
    GDAL_NODATA: '255',
    ...(epsg === 4326
      ? { GTModelTypeGeoKey: 2, GeographicTypeGeoKey: 4326 }
      : { GTModelTypeGeoKey: 1, ProjectedCSTypeGeoKey: epsg }),
  };
  return writeArrayBuffer(values, meta) as ArrayBuffer;
}

describe('GeoTIFF DEM', () => {
  it('samples an EPSG:4326 DEM at pixel centres with bilinear interpolation and nodata', async () => {
    const dem = await loadGeoTiffDem(demTiff());
    if (!dem.ok) throw dem.error;
    // Pixel (0,0) centre is (8.5445, 47.3985).
    expect(dem.value.elevationAt([8.5445, 47.3985])).toBeCloseTo(100, 4);
    expect(dem.value.elevationAt([8.545, 47.3985])).toBeCloseTo(105, 4);
    expect(dem.value.elevationAt([8.5465, 47.3975])).toBeNull(); // the nodata sample (row 1, col 2)
    expect(dem.value.elevationAt([8.5475, 47.3975])).toBeCloseTo(129, 4);
    expect(dem.value.elevationAt([8.6, 47.3])).toBeNull();
    expect(dem.value.bbox.map((v) => v.toFixed(4))).toEqual([
      '8.5445',
      '47.3955',
      '8.5485',
      '47.3985',
    ]);
  });

  it('samples a WGS84 UTM DEM (EPSG:32632) at WGS84 positions', async () => {
    // gdaltransform: (8.5417, 47.3769) is E 465403.284, N 5247150.839 in UTM 32N. Put it at the
    // centre of pixel (col 1, row 2) of a 30 m raster: the sample there is 100 + 10 − 2 = 108.
    const [e, n] = [465403.284, 5247150.839];
    const dem = await loadGeoTiffDem(
      demTiff(32632, { tiepoint: [0, 0, 0, e - 1.5 * 30, n + 2.5 * 30, 0], pixel: 30 }),
    );
    if (!dem.ok) throw dem.error;
    expect(dem.value.epsg).toBe(32632);
    expect(dem.value.elevationAt([8.5417, 47.3769])).toBeCloseTo(108, 2);
    // Half a pixel east (15 m): halfway to the next column.
    const east = utmInverse({ zone: 32, south: false }, [e + 15, n]);
    expect(dem.value.elevationAt(east)).toBeCloseTo(113, 2);
    expect(dem.value.elevationAt([8.6, 47.3])).toBeNull();
    const [w, s, ea, no] = dem.value.bbox;
    expect(w).toBeLessThan(8.5417);
    expect(ea).toBeGreaterThan(8.5417);
    expect(s).toBeLessThan(47.3769);
    expect(no).toBeGreaterThan(47.3769);
    expect(utmForward({ zone: 38, south: false }, [44.4, 33.3]).map((v) => v.toFixed(2))).toEqual([
      '444140.54',
      '3684706.36',
    ]);
  });

  it('names the CRS it cannot use', async () => {
    const dem = await loadGeoTiffDem(demTiff(2056));
    expect(!dem.ok && dem.error.message).toMatch(/EPSG:2056.*only EPSG:4326.*UTM/);
    const junk = await loadGeoTiffDem(new Uint8Array([1, 2, 3, 4]).buffer);
    expect(!junk.ok && junk.error.type).toBe('unsupported_dem');
  });
});

const site: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [8.5445, 47.3956],
      [8.5485, 47.3956],
      [8.5485, 47.3985],
      [8.5445, 47.3985],
      [8.5445, 47.3956],
    ],
  ],
};

describe('elevation grids', () => {
  it('samples a grid inside the polygon with min/max and CSV export', async () => {
    const dem = await loadGeoTiffDem(demTiff());
    if (!dem.ok) throw dem.error;
    const grid = sampleElevationGrid(site, 50, dem.value);
    if (!grid.ok) throw grid.error;
    expect(grid.value.cells.length).toBeGreaterThan(20);
    expect(grid.value.min_m).toBeGreaterThanOrEqual(97);
    expect(grid.value.max_m).toBeLessThanOrEqual(140);
    const csv = elevationGridCsv(grid.value).split('\n');
    expect(csv[0]).toBe('lng,lat,elevation_m');
    expect(csv[1]).toMatch(/^8\.54\d{5},47\.39\d{5},\d+(\.\d+)?$/);
  });

  it('reports gaps as a percentage with their locations', () => {
    const half = { elevationAt: (p: readonly [number, number]) => (p[0] < 8.5465 ? 10 : null) };
    const cov = verifyElevationGrid(site, half, { spacing_m: 20 });
    if (!cov.ok) throw cov.error;
    expect(cov.value.gap_pct).toBeGreaterThan(40);
    expect(cov.value.gap_pct).toBeLessThan(60);
    expect(cov.value.gaps.every((g) => g[0] >= 8.5465)).toBe(true);
    const none = verifyElevationGrid(site, noElevation);
    expect(none.ok && none.value.gap_pct).toBe(100);
  });

  it('refuses grids with too many cells, naming spacing', () => {
    const g = sampleElevationGrid(site, 0.1, noElevation);
    expect(!g.ok && g.error.details?.field).toBe('spacing');
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const c = new LruCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    c.get('a');
    c.set('c', 3);
    expect([c.has('a'), c.has('b'), c.has('c')]).toEqual([true, false, true]);
  });
});
