import type { LngLat } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { MIN_PHOTO_GAP_PX, metresPerPixel, photoMinZoom } from './photo-zoom.ts';

/** `n` photos along a line due east from lng 77.59 at `lat`, `spacingM` apart. */
function row(n: number, spacingM: number, lat = 12.97): LngLat[] {
  const degPerM = 1 / (111_320 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: n }, (_, i): LngLat => [77.59 + i * spacingM * degPerM, lat]);
}

describe('photoMinZoom', () => {
  it('starts drawing photos at the first whole zoom where they stand MIN_PHOTO_GAP_PX apart', () => {
    const zoom = photoMinZoom(row(50, 8.7));
    expect(zoom).toBe(16);
    expect(8.7 / metresPerPixel(zoom, 12.97)).toBeGreaterThanOrEqual(MIN_PHOTO_GAP_PX);
    expect(8.7 / metresPerPixel(zoom - 1, 12.97)).toBeLessThan(MIN_PHOTO_GAP_PX);
  });

  it('draws sparser photos from a lower zoom and denser ones from a higher', () => {
    expect(photoMinZoom(row(50, 30))).toBeLessThan(photoMinZoom(row(50, 8.7)));
    expect(photoMinZoom(row(50, 2))).toBeGreaterThan(photoMinZoom(row(50, 8.7)));
  });

  it('goes by the typical spacing, not by the gaps between lines', () => {
    const twoLines = [...row(40, 8.7), ...row(40, 8.7, 12.971)];
    expect(photoMinZoom(twoLines)).toBe(photoMinZoom(row(80, 8.7)));
  });

  it('always draws a single photo or photos at one spot', () => {
    expect(photoMinZoom([])).toBe(0);
    expect(photoMinZoom(row(1, 10))).toBe(0);
    expect(
      photoMinZoom([
        [77.59, 12.97],
        [77.59, 12.97],
      ]),
    ).toBe(0);
  });
});
