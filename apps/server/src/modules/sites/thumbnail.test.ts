// Pure pieces of the sites module: thumbnails, centroids and the status rule.
import { describe, expect, it } from 'vitest';
import { centroidOf } from '@sortie/flightplan';
import { siteOutline } from './outline.ts';
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

  it('draws corridors as wide as they fly, points in context, in the brand colour', async () => {
    const road = {
      type: 'LineString' as const,
      coordinates: [
        [77.6, 12.98],
        [77.605, 12.985],
        [77.61, 12.986],
      ] as [number, number][],
    };
    const narrow = siteThumbnailSvg(road, { corridorWidthM: 20, colour: '#e8622c' });
    const wide = siteThumbnailSvg(road, { corridorWidthM: 300, colour: '#e8622c' });
    const bandPx = (svg: string) =>
      Number(/stroke-opacity="0.3" stroke-width="([\d.]+)"/.exec(svg)![1]);
    // 300 m of a ~1.2 km road is a broad band; 20 m is a few pixels.
    expect(bandPx(wide)).toBeGreaterThan(5 * bandPx(narrow));
    expect(wide).toContain('stroke="#e8622c"');
    expect(wide).not.toContain('#1565c0');
    await expect(wide).toMatchFileSnapshot('__snapshots__/thumbnail-corridor.svg');

    const tower = siteThumbnailSvg(
      { type: 'Point', coordinates: [77.62, 12.99] },
      { colour: '#0e8a6a' },
    );
    const mast = siteThumbnailSvg(
      { type: 'Point', coordinates: [-58.15, 6.8] },
      { colour: '#0e8a6a' },
    );
    expect(tower).not.toEqual(mast);
    expect(tower).toContain('12.99000, 77.62000');
    expect(tower).toContain('>50 m<');
    await expect(tower).toMatchFileSnapshot('__snapshots__/thumbnail-point.svg');

    const field = siteThumbnailSvg(square, { colour: 'not a colour' });
    expect(field).toContain('stroke="#1565c0"');
    expect(field).toMatch(/>(200|500) m</);
    await expect(field).toMatchFileSnapshot('__snapshots__/thumbnail-area.svg');
  });

  it('draws the scale bar in ft or mi for an imperial viewer (issue 10 §7)', () => {
    const point = { type: 'Point' as const, coordinates: [77.62, 12.99] as [number, number] };
    const tower = siteThumbnailSvg(point, { units: 'imperial' });
    expect(tower).toContain('>100 ft<');
    expect(tower).not.toMatch(/ k?m</);
    const field = siteThumbnailSvg(square, { units: 'imperial' });
    expect(field).toMatch(/>(500|1000|2000) ft</);
    const big = siteThumbnailSvg(
      {
        ...square,
        coordinates: [
          square.coordinates[0]!.map(([x, y]) => [x * 50 - 490, y] as [number, number]),
        ],
      },
      { units: 'imperial' },
    );
    expect(big).toMatch(/>\d+(\.\d)? mi</);
    expect(siteThumbnailSvg(point, { units: 'metric' })).toContain('>50 m<');
  });

  it('thins huge rings', () => {
    const ring = Array.from({ length: 100_001 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / 100_000;
      return [Math.cos(a), Math.sin(a)];
    });
    const svg = siteThumbnailSvg({ type: 'Polygon', coordinates: [ring] });
    expect(svg.length).toBeLessThan(10_000);
  });

  it('keeps at most 256 vertices per ring in the list outline, rings closed', () => {
    const ring = Array.from({ length: 1001 }, (_, i): [number, number] => [i, i % 7]);
    ring.push(ring[0]!);
    const outline = siteOutline({ type: 'Polygon', coordinates: [ring, ring, ring] });
    const kept = (outline as { coordinates: [number, number][][] }).coordinates;
    expect(kept).toHaveLength(3);
    for (const r of kept) {
      expect(r.length).toBeLessThanOrEqual(257);
      expect(r[0]).toEqual(r[r.length - 1]);
    }
    const point = { type: 'Point' as const, coordinates: [1, 2] as [number, number] };
    expect(siteOutline(point)).toBe(point);
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
