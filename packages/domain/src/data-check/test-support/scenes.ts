// Test scenes built from plain pixel arrays (no canvas): a textured "field" seeded per image,
// a box blur to make a blurred copy, and survey grids of photo positions with known overlaps.
import { footprintSize } from '../footprint.ts';
import { localFrame } from '../geo.ts';
import type { CameraGeometry, CheckSettings, ImageMeta, ImageRecord } from '../types.ts';
import { measureGray } from '../measures.ts';

/** A grey scene of random rectangles and lines, like crops and tracks seen from above. */
export function fieldScene(w: number, h: number, seed: number): Uint8Array {
  let s = seed * 2654435761 + 1;
  const rnd = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const g = new Uint8Array(w * h).fill(110);
  for (let k = 0; k < 120; k++) {
    const x0 = Math.floor(rnd() * w);
    const y0 = Math.floor(rnd() * h);
    const rw = 3 + Math.floor(rnd() * w * 0.2);
    const rh = 3 + Math.floor(rnd() * h * 0.2);
    const v = 30 + Math.floor(rnd() * 190);
    for (let y = y0; y < Math.min(h, y0 + rh); y++) {
      for (let x = x0; x < Math.min(w, x0 + rw); x++) g[y * w + x] = v;
    }
  }
  for (let i = 0; i < g.length; i++) g[i] = Math.max(20, Math.min(235, g[i]! + (rnd() - 0.5) * 30));
  return g;
}

/** Separable box blur of radius r, applied `passes` times (≈ Gaussian). */
export function boxBlur(src: Uint8Array, w: number, h: number, r: number, passes = 3): Uint8Array {
  let a = Float32Array.from(src);
  for (let p = 0; p < passes; p++) {
    const b = new Float32Array(a.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let k = -r; k <= r; k++) {
          const xx = x + k;
          if (xx >= 0 && xx < w) {
            sum += a[y * w + xx]!;
            n++;
          }
        }
        b[y * w + x] = sum / n;
      }
    }
    const c = new Float32Array(a.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let k = -r; k <= r; k++) {
          const yy = y + k;
          if (yy >= 0 && yy < h) {
            sum += b[yy * w + x]!;
            n++;
          }
        }
        c[y * w + x] = sum / n;
      }
    }
    a = c;
  }
  return Uint8Array.from(a, (v) => Math.round(v));
}

export const M3E: CameraGeometry = {
  sensorWidthMm: 17.3,
  sensorHeightMm: 13,
  focalLengthMm: 12.29,
  imageWidthPx: 5280,
  imageHeightPx: 3956,
};

/** The settings most tests check a surveyGrid at: M3E at 80 m, 75/65 % overlap, mapping. */
export const M3E_AT_80M: CheckSettings = {
  altitudeM: 80,
  gsdCm: null,
  frontOverlapPct: 75,
  sideOverlapPct: 65,
  camera: M3E,
  site: null,
  mapping: true,
};

export function blankMeta(name: string): ImageMeta {
  return {
    name,
    lat: null,
    lon: null,
    absAltitude: null,
    relAltitude: null,
    make: 'DJI',
    model: 'M3E',
    focalLengthMm: 12.29,
    exposureTimeS: 1 / 1000,
    iso: 100,
    time: null,
    gimbalPitch: -90,
    gimbalYaw: null,
    flightYaw: null,
    rtkFlag: 50,
    widthPx: 5280,
    heightPx: 3956,
  };
}

/**
 * A serpentine survey: `lines` lines of `perLine` photos flying north and south, spaced for the
 * given overlaps at `height` m, 2 s between photos. `skipLine` leaves one line out.
 */
export function surveyGrid(opts: {
  lines: number;
  perLine: number;
  height: number;
  front: number;
  side: number;
  skipLine?: number;
  origin?: [number, number];
  camera?: CameraGeometry;
}): ImageRecord[] {
  const cam = opts.camera ?? M3E;
  const size = footprintSize(cam, opts.height);
  const step = size.along * (1 - opts.front / 100);
  const spacing = size.across * (1 - opts.side / 100);
  const [lon0, lat0] = opts.origin ?? [77.5, 12.9];
  const frame = localFrame(lon0, lat0);
  const out: ImageRecord[] = [];
  let t = Date.UTC(2026, 10, 24, 9, 0, 0);
  for (let l = 0; l < opts.lines; l++) {
    for (let k = 0; k < opts.perLine; k++) {
      t += 2000;
      if (l === opts.skipLine) continue;
      const along = l % 2 === 0 ? k : opts.perLine - 1 - k;
      const [lon, lat] = frame.toLonLat(l * spacing, along * step);
      const index = out.length;
      const meta = blankMeta(`DJI_${String(index + 1).padStart(4, '0')}.JPG`);
      out.push({
        index,
        meta: {
          ...meta,
          lon,
          lat,
          relAltitude: opts.height,
          absAltitude: 900 + opts.height,
          time: t,
        },
        measures: measureGray(fieldScene(64, 48, index + 1), 64, 48),
      });
    }
  }
  return out;
}
