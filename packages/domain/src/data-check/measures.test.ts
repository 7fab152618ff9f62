import { describe, expect, it } from 'vitest';
import {
  differenceHash,
  hammingDistance,
  histogramClipping,
  laplacianVariance,
  measureGray,
} from './measures.ts';
import { downscaleGray, rgbaToGray } from './pixels.ts';
import { boxBlur, fieldScene } from './test-support/scenes.ts';

const W = 512;
const H = 384;

describe('blur: variance of the Laplacian', () => {
  it('is far lower for a blurred copy of a scene than for the sharp one', () => {
    for (const seed of [1, 2, 3]) {
      const sharp = fieldScene(W, H, seed);
      const blurred = boxBlur(sharp, W, H, 3);
      expect(laplacianVariance(blurred, W, H)).toBeLessThan(0.2 * laplacianVariance(sharp, W, H));
    }
  });

  it('is zero on a flat image', () => {
    expect(laplacianVariance(new Uint8Array(100).fill(90), 10, 10)).toBe(0);
  });
});

describe('exposure: histogram clipping', () => {
  it('counts white and black pixels', () => {
    const g = new Uint8Array(100).fill(128);
    g.fill(255, 0, 20);
    g.fill(0, 20, 30);
    expect(histogramClipping(g)).toEqual({ dark: 0.1, bright: 0.2 });
  });
});

describe('duplicates: difference hash', () => {
  it('matches a re-encoded copy and differs from another scene', () => {
    const a = fieldScene(W, H, 7);
    const noisy = a.map((v, i) => Math.max(0, Math.min(255, v + ((i * 31) % 5) - 2)));
    expect(
      hammingDistance(differenceHash(a, W, H), differenceHash(noisy, W, H)),
    ).toBeLessThanOrEqual(4);
    expect(
      hammingDistance(differenceHash(a, W, H), differenceHash(fieldScene(W, H, 8), W, H)),
    ).toBeGreaterThan(10);
  });
});

describe('pixels', () => {
  it('reads RGBA as luma and downscales by averaging', () => {
    const rgba = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255]);
    expect([...rgbaToGray(rgba, 2, 1)]).toEqual([255, 0]);
    expect([...downscaleGray(new Uint8Array([0, 200, 100, 100]), 4, 1, 2, 1)]).toEqual([100, 100]);
  });

  it('measures everything at once', () => {
    const m = measureGray(fieldScene(64, 48, 1), 64, 48);
    expect(m.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(m.sharpness).toBeGreaterThan(0);
  });
});
