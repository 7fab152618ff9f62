import type { LineString, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInPolygon, pointPolygonEdgeDistanceM } from '../geo/planar.ts';
import type { LocalPolygon } from '../geo/types.ts';
import { generateAreaGcps, generateCorridorGcps } from './gcp.ts';

/** ~1 km × 600 m rectangle near Zurich with an L-shaped notch (concave). */
const field: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [8.54, 47.39],
      [8.5532, 47.39],
      [8.5532, 47.3954],
      [8.547, 47.3954],
      [8.547, 47.3927],
      [8.54, 47.3927],
      [8.54, 47.39],
    ],
  ],
};
const road: LineString = {
  type: 'LineString',
  coordinates: [
    [8.54, 47.39],
    [8.55, 47.39],
    [8.555, 47.395],
  ],
};
const proj = createLocalProjection([8.5466, 47.3927]);
const local: LocalPolygon = {
  outer: field.coordinates[0]!.slice(0, -1).map((p) => proj.toLocal([p[0]!, p[1]!])),
  holes: [],
};

describe('generateAreaGcps', () => {
  it('places GCPs inside the area, inset from the edge, with corners and a fill', () => {
    const r = generateAreaGcps(field, { spacing_m: 200, inset_m: 20 });
    if (!r.ok) throw r.error;
    expect(r.value.length).toBeGreaterThanOrEqual(5);
    for (const g of r.value) {
      const p = proj.toLocal(g.position);
      expect(isPointInPolygon(p, local)).toBe(true);
      expect(pointPolygonEdgeDistanceM(p, local)).toBeGreaterThanOrEqual(19.9);
      expect(g.elevation_m).toBeNull();
    }
    expect(r.value.map((g) => g.name).slice(0, 2)).toEqual(['GCP-1', 'GCP-2']);
  });

  it('keeps GCPs apart and uses a 175 m influence radius by default', () => {
    const r = generateAreaGcps(field);
    if (!r.ok) throw r.error;
    const pts = r.value.map((g) => proj.toLocal(g.position));
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        expect(Math.hypot(pts[i]![0] - pts[j]![0], pts[i]![1] - pts[j]![1])).toBeGreaterThan(100);
      }
    }
  });

  it('refuses a spacing above 1000 m, naming the field', () => {
    const r = generateAreaGcps(field, { spacing_m: 1500 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.type).toBe('invalid_gcp_spacing');
    expect(r.error.details).toMatchObject({ field: 'spacing', max: 1000 });
  });

  it('refuses a spacing that would need thousands of GCPs', () => {
    const r = generateAreaGcps(field, { spacing_m: 5 });
    expect(!r.ok && r.error.type).toBe('too_many_gcps');
  });

  it('still places a GCP in an area smaller than the inset', () => {
    const tiny: Polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [8.54, 47.39],
          [8.5402, 47.39],
          [8.5402, 47.3902],
          [8.54, 47.3902],
          [8.54, 47.39],
        ],
      ],
    };
    const r = generateAreaGcps(tiny, { inset_m: 50 });
    expect(r.ok && r.value.length).toBeGreaterThanOrEqual(1);
  });

  it('samples elevation when given a sampler', () => {
    const r = generateAreaGcps(field, { sampler: { elevationAt: () => 412.5 } });
    expect(r.ok && r.value.every((g) => g.elevation_m === 412.5)).toBe(true);
  });
});

describe('generateCorridorGcps', () => {
  it('zigzags within the corridor with a pair at each end', () => {
    const r = generateCorridorGcps(road, 60, { spacing_m: 150, inset_m: 10 });
    if (!r.ok) throw r.error;
    const lp = createLocalProjection([8.5475, 47.3925]);
    const line = road.coordinates.map((p) => lp.toLocal([p[0]!, p[1]!]));
    const distToLine = (g: (typeof r.value)[number]): number => {
      const strip: LocalPolygon = { outer: line, holes: [] };
      return pointPolygonEdgeDistanceM(lp.toLocal(g.position), strip);
    };
    // 750 m + 700 m of line: ends (2 + 2) plus the interior zigzag.
    expect(r.value.length).toBeGreaterThanOrEqual(12);
    for (const g of r.value) expect(distToLine(g)).toBeLessThanOrEqual(20.01);
    const [a, b] = [r.value[0]!, r.value[1]!];
    expect(a.position[1]).toBeGreaterThan(b.position[1]); // left (north) then right of an eastward start
  });

  it('puts points on the centreline for a zero-width corridor', () => {
    const r = generateCorridorGcps(road, 0, { spacing_m: 500 });
    if (!r.ok) throw r.error;
    const [lng, lat] = r.value[0]!.position;
    expect(lng).toBeCloseTo(8.54, 7);
    expect(lat).toBeCloseTo(47.39, 7);
  });

  it('refuses a spacing above 1000 m', () => {
    const r = generateCorridorGcps(road, 40, { spacing_m: 1001 });
    expect(!r.ok && r.error.details?.field).toBe('spacing');
  });
});
