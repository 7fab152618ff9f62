// The one judge of site geometry: work budgets that keep hostile shapes cheap (issue 10 §9) and
// the rules moved from the server (holes inside, antimeridian, size limits). Outcomes only: no
// wall-clock assertions; bench/flightplan prints the times.
import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { findSelfIntersection } from '../geo/self-intersection.ts';
import { holeyPolygon, lollipopRing, polygonKml, starRing } from '../test/hostile-shapes.ts';
import { MAX_SITE_HOLES } from '../kml/normalize.ts';
import { centroidOf, siteShapeFromFile, siteShapeOf } from './index.ts';

const closed = (r: readonly (readonly [number, number])[]) => [...r, r[0]!];

describe('geometry checks with a work budget', () => {
  it('accepts the 100,000-vertex lollipop that held the server for 61 s (a valid shape)', () => {
    const r = siteShapeFromFile(strToU8(polygonKml([lollipopRing()])), 'lollipop.kml');
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    expect(r.ok && r.value.site_type).toBe('area');
  });

  it('refuses a star of 20,000 long spikes past the budget, saying what to change', () => {
    const r = siteShapeFromFile(strToU8(polygonKml([starRing()])), 'star.kml');
    expect(r).toMatchObject({
      ok: false,
      error: {
        type: 'too_complex',
        title: 'Shape Too Complex',
        details: { reason: 'edge_budget' },
      },
    });
    if (!r.ok) expect(r.error.message).toMatch(/simplify the outline/);
    // The same shape as JSON geometry.
    const json = siteShapeOf({ type: 'Polygon', coordinates: [closed(starRing())] }, 'star');
    expect(json).toMatchObject({ ok: false, error: { type: 'too_complex' } });
    if (!json.ok) expect(json.error.message).toMatch(/^The submitted geometry is too complex/);
  });

  it('counts work, not time: a small budget stops a check a large one completes', () => {
    const ring = lollipopRing(2_000).map(([x, y]) => [x * 1e5, y * 1e5] as const);
    expect(findSelfIntersection([ring], true)).toBe('none');
    expect(findSelfIntersection([starRing(2_000)], true, 10)).toBe('too_complex');
  });

  it('refuses 20,000 holes with "fewer holes", keeps a polygon with 1,000', () => {
    const r = siteShapeFromFile(strToU8(polygonKml(holeyPolygon(20_000))), 'holes.kml');
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'too_complex', details: { reason: 'too_many_holes', max_holes: 1000 } },
    });
    if (!r.ok) expect(r.error.message).toMatch(/more than 1,000 holes\. Please use fewer holes/);
    const fine = siteShapeOf(
      { type: 'Polygon', coordinates: holeyPolygon(MAX_SITE_HOLES).map(closed) },
      'holes',
    );
    expect(fine.ok && fine.value.geometry.coordinates).toHaveLength(MAX_SITE_HOLES + 1);
  });

  it('accepts a valid 150,000-vertex boundary', () => {
    const pts: [number, number][] = [];
    for (let i = 0; i < 150_000; i++) {
      const a = (i / 150_000) * 2 * Math.PI;
      const r = 0.01 * (1 + 0.1 * Math.sin(a * 40));
      pts.push([10 + r * Math.cos(a), 50 + r * Math.sin(a)]);
    }
    expect(siteShapeFromFile(strToU8(polygonKml([pts])), 'big.kml').ok).toBe(true);
  });
});

describe('site rules', () => {
  const square = [
    [77.59, 12.97],
    [77.594, 12.97],
    [77.594, 12.974],
    [77.59, 12.974],
    [77.59, 12.97],
  ];

  it('measures a site: type, bounds, centroid', () => {
    const r = siteShapeOf({ type: 'Polygon', coordinates: [square] }, 'Field');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ site_type: 'area', name: 'Field', length_m: null });
    expect(r.value.bbox).toEqual([77.59, 12.97, 77.594, 12.974]);
    expect(r.value.centroid[0]).toBeCloseTo(77.592, 9);
    expect(centroidOf({ type: 'Point', coordinates: [3, 4] })).toEqual([3, 4]);
  });

  it('refuses holes outside the outer ring, antimeridian jumps and oversized sites', () => {
    const far = square.map(([x, y]) => [x! + 1, y!]);
    expect(siteShapeOf({ type: 'Polygon', coordinates: [square, far] }, 'x')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml', details: { reason: 'hole_outside_outer_ring' } },
    });
    const across = {
      type: 'LineString',
      coordinates: [
        [179.9, 0],
        [-179.9, 0],
      ],
    };
    expect(siteShapeOf(across, 'x')).toMatchObject({
      ok: false,
      error: { type: 'crosses_antimeridian' },
    });
    const huge = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [2, 0],
          [2, 2],
          [0, 2],
          [0, 0],
        ],
      ],
    };
    expect(siteShapeOf(huge, 'x')).toMatchObject({ ok: false, error: { type: 'site_too_large' } });
  });
});
