// Issue 19 §2: the browser and Save agree. The upload panel judges the file's bytes, the draw
// panel and the server judge the geometry as a JSON value; for the same shape both give the same
// kind, geometry, sizes, bounds and centroid, or the same refusal type and details.
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { siteShapeFromFile, siteShapeOf } from './index.ts';

const square = (x: number, y: number, d: number) => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];

const CASES: Record<string, unknown> = {
  field: { type: 'Polygon', coordinates: [square(77.59, 12.97, 0.004)] },
  'field with a hole': {
    type: 'Polygon',
    coordinates: [square(77.59, 12.97, 0.004), square(77.591, 12.971, 0.001)],
  },
  corridor: {
    type: 'LineString',
    coordinates: [
      [77.59, 12.97],
      [77.6, 12.98],
    ],
  },
  mast: { type: 'Point', coordinates: [77.59, 12.97] },
  'hole outside': {
    type: 'Polygon',
    coordinates: [square(77.59, 12.97, 0.004), square(78.59, 12.97, 0.004)],
  },
  'across the antimeridian': {
    type: 'LineString',
    coordinates: [
      [179.9, 0],
      [-179.9, 0],
    ],
  },
  'too large': { type: 'Polygon', coordinates: [square(0, 0, 2)] },
  'too long': {
    type: 'LineString',
    coordinates: [
      [0, 0],
      [0, 10],
    ],
  },
};

describe('one judge for the file and the JSON geometry', () => {
  for (const [label, geometry] of Object.entries(CASES)) {
    it(`judges "${label}" alike as a .geojson file and as JSON`, () => {
      const asJson = siteShapeOf(geometry, 'Site');
      const asFile = siteShapeFromFile(strToU8(JSON.stringify(geometry)), 'Site.geojson');
      expect(asFile.ok).toBe(asJson.ok);
      if (asJson.ok && asFile.ok) {
        expect(asFile.value).toEqual(asJson.value);
        return;
      }
      if (asJson.ok || asFile.ok) return;
      expect(asFile.error.type).toBe(asJson.error.type);
      expect(asFile.error.details).toEqual(asJson.error.details);
      // Worded for its source: "The submitted geometry" for JSON, the file otherwise.
      expect(asJson.error.message).not.toMatch(/file/i);
    });
  }

  it('keeps the server-side refusals and their texts', () => {
    const refusals = Object.values(CASES)
      .map((g) => siteShapeOf(g, 'Site'))
      .flatMap((r) => (r.ok ? [] : [r.error]));
    expect(refusals.map((e) => e.type)).toEqual([
      'invalid_kml',
      'crosses_antimeridian',
      'site_too_large',
      'site_too_large',
    ]);
    expect(refusals[3]!.message).toBe('The corridor is longer than 1,000 km.');
  });
});
