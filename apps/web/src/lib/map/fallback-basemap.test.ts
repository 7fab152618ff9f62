import { describe, expect, it } from 'vitest';
import { fallbackGeoJson } from '../../../vite-plugins/fallback-basemap.js';

describe('fallback basemap made at build time', () => {
  it('is the land (whose outline is the coast) and the borders between countries', () => {
    const collection = JSON.parse(fallbackGeoJson()) as {
      features: {
        properties: { kind: string };
        geometry: { type: string; coordinates: unknown };
      }[];
    };
    expect(collection.features.map((f) => [f.properties.kind, f.geometry.type])).toEqual([
      ['land', 'MultiPolygon'],
      ['border', 'MultiLineString'],
    ]);
    // Rounded to a thousandth of a degree, which keeps the file small.
    const [lon, lat] = (collection.features[0]!.geometry.coordinates as number[][][][])[0]![0]![0]!;
    expect(Math.round(lon! * 1e3)).toBeCloseTo(lon! * 1e3, 6);
    expect(Math.abs(lat!)).toBeLessThanOrEqual(90);
  });
});
