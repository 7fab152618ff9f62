// Ground handed to a worker thread (issue 19): after a structured clone (what postMessage does),
// the rebuilt sampler answers exactly as the original everywhere inside the box, from a crop far
// smaller than the tiles.
import { describe, expect, it } from 'vitest';
import { utmForward } from '../geo/utm.ts';
import {
  createSrtmSource,
  cropRaster,
  isPortable,
  samplerOfPortable,
  sampleBilinear,
  type ElevationRaster,
  type ElevationSampler,
} from './index.ts';
import { utmBoxOf } from './portable.ts';

/** An n×n HGT tile of rough ground (a hash of row and column), big-endian int16. */
function roughHgt(n: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(n * n * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < n * n; i++) view.setInt16(i * 2, ((i * 7919 + seed) % 997) - 100, false);
  return bytes;
}

/** Deterministic points spread over a box. */
function pointsIn([w, s, e, n]: readonly number[], count = 2000): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const fx = (i * 0.6180339887) % 1;
    const fy = (i * 0.7548776662) % 1;
    out.push([w! + fx * (e! - w!), s! + fy * (n! - s!)]);
  }
  return out;
}

const expectSameInside = (a: ElevationSampler, b: ElevationSampler, box: readonly number[]) => {
  for (const p of pointsIn(box))
    expect(b.elevationAt(p), `at ${p.join(',')}`).toBe(a.elevationAt(p));
};

describe('portable ground', () => {
  it('hands over SRTM tiles cropped to the box, answering exactly as the tiles', async () => {
    const tiles: Record<string, Uint8Array> = {
      N12E077: roughHgt(601, 1),
      N12E078: roughHgt(601, 2),
    };
    const srtm = createSrtmSource((name) => Promise.resolve(tiles[name] ?? null));
    const box = [77.95, 12.5, 78.05, 12.56] as const;
    const sampler = await srtm.samplerFor(box);
    if (!sampler.ok) throw sampler.error;
    expect(isPortable(sampler.value)).toBe(true);
    const handed = structuredClone(sampler.value.portable(box));
    expectSameInside(sampler.value, samplerOfPortable(handed), box);
    const samples = handed.kind === 'srtm' ? handed.tiles.map(([, t]) => t?.width ?? 0) : [];
    // Two tiles touched, each cut to ~0.05° of its 1° width.
    expect(samples).toHaveLength(2);
    for (const width of samples) expect(width).toBeLessThan(40);
  });

  it('hands over a UTM raster cropped by the projected box', () => {
    const zone = { zone: 43, south: false };
    const [e0, n0] = utmForward(zone, [77.58, 12.99]);
    const raster: ElevationRaster = {
      width: 600,
      height: 600,
      x0: e0,
      y0: n0,
      dx: 5,
      dy: 5,
      values: Float32Array.from({ length: 600 * 600 }, (_, i) => ((i * 104729) % 5003) / 10),
      nodata: null,
    };
    const direct: ElevationSampler = {
      elevationAt: (p) => {
        const [e, n] = utmForward(zone, p);
        return sampleBilinear(raster, e, n);
      },
    };
    const box = [77.59, 12.97, 77.594, 12.974] as const;
    const crop = cropRaster(raster, utmBoxOf(zone, box));
    expect(crop.width * crop.height).toBeLessThan((raster.width * raster.height) / 20);
    const handed = structuredClone({ kind: 'raster' as const, raster: crop, utm: zone });
    expectSameInside(direct, samplerOfPortable(handed), box);
  });
});
