// Pure pieces of the sites module: thumbnails, centroids and the status rule.
import { describe, expect, it } from 'vitest';
import { centroidOf } from './geometry.ts';
import { siteThumbnailSvg } from './thumbnail.ts';
import { deriveSiteStatus } from './view.ts';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [10, 50],
      [10.01, 50],
      [10.01, 50.01],
      [10, 50.01],
      [10, 50],
    ] as [number, number][],
  ],
};

describe('site thumbnails and geometry', () => {
  it('draws a polygon fitted into the card, keeping its shape', () => {
    const svg = siteThumbnailSvg(square);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 100"/);
    const d = /<path d="M([^"]+)Z"/.exec(svg)![1]!;
    const pts = d.split('L').map((p) => p.split(',').map(Number));
    expect(pts).toHaveLength(5);
    const xs = pts.map((p) => p[0]!);
    const ys = pts.map((p) => p[1]!);
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    // 0.01° of longitude at 50° N is cos(50°) ≈ 0.643 of 0.01° of latitude.
    expect(width / height).toBeCloseTo(Math.cos((50.005 * Math.PI) / 180), 2);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...ys)).toBeLessThanOrEqual(92);
  });

  it('draws lines open, points as a dot, and thins huge rings', () => {
    expect(
      siteThumbnailSvg({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      }),
    ).toContain('fill="none"');
    expect(siteThumbnailSvg({ type: 'Point', coordinates: [1, 2] })).toContain('<circle');
    const ring = Array.from({ length: 100_001 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / 100_000;
      return [Math.cos(a), Math.sin(a)];
    });
    const svg = siteThumbnailSvg({ type: 'Polygon', coordinates: [ring] });
    expect(svg.length).toBeLessThan(10_000);
  });

  it('finds centroids of areas, lines and points', () => {
    const [lng, lat] = centroidOf(square);
    expect(lng).toBeCloseTo(10.005, 10);
    expect(lat).toBeCloseTo(50.005, 10);
    expect(
      centroidOf({
        type: 'LineString',
        coordinates: [
          [0, 0],
          [2, 0],
        ],
      }),
    ).toEqual([1, 0]);
    expect(centroidOf({ type: 'Point', coordinates: [3, 4] })).toEqual([3, 4]);
  });

  it('derives status from progress and goal', () => {
    expect(deriveSiteStatus(0, 600)).toBe('new');
    expect(deriveSiteStatus(100, 600)).toBe('in_progress');
    expect(deriveSiteStatus(100, null)).toBe('in_progress');
    expect(deriveSiteStatus(600, 600)).toBe('complete');
  });
});
