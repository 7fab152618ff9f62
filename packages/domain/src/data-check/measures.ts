// The per-image pixel measures: variance of the Laplacian (blur), histogram clipping (exposure)
// and a difference hash (duplicates). They run on a grey copy a few hundred pixels wide: blur at
// that scale still separates a motion-blurred frame from a sharp one, and it keeps a 20 MP image
// at a few hundred kilobytes in the worker.
import { downscaleGray } from './pixels.ts';
import type { ImageMeasures } from './types.ts';

/** Variance of the 4-neighbour Laplacian over the interior pixels. */
export function laplacianVariance(gray: Uint8Array, w: number, h: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v = gray[i - w]! + gray[i + w]! + gray[i - 1]! + gray[i + 1]! - 4 * gray[i]!;
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** Shares of pixels at or below 5 and at or above 250 (clipped shadows and highlights). */
export function histogramClipping(gray: Uint8Array): { dark: number; bright: number } {
  let dark = 0;
  let bright = 0;
  for (const v of gray) {
    if (v <= 5) dark++;
    else if (v >= 250) bright++;
  }
  const n = Math.max(1, gray.length);
  return { dark: dark / n, bright: bright / n };
}

/** 64-bit difference hash (9×8 grey, left-right comparisons) as hex. */
export function differenceHash(gray: Uint8Array, w: number, h: number): string {
  const small = downscaleGray(gray, w, h, 9, 8);
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) {
      byte = (byte << 1) | (small[y * 9 + x]! > small[y * 9 + x + 1]! ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** Bits that differ between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < a.length; i += 2) {
    let x = parseInt(a.slice(i, i + 2), 16) ^ parseInt(b.slice(i, i + 2), 16);
    while (x) {
      d += x & 1;
      x >>= 1;
    }
  }
  return d;
}

/** All measures of one grey image. */
export function measureGray(gray: Uint8Array, w: number, h: number): ImageMeasures {
  const clip = histogramClipping(gray);
  return {
    sharpness: laplacianVariance(gray, w, h),
    darkClip: clip.dark,
    brightClip: clip.bright,
    hash: differenceHash(gray, w, h),
  };
}
