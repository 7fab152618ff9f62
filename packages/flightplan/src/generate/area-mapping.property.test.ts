// Property tests over random convex and concave sites (with random holes): the flown path never
// leaves the site or crosses a hole, triggered photos are exactly one trigger spacing apart along
// every run of photo legs, and interior ground is seen by as many photos as the overlaps promise.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planAreaMapping } from './area-mapping.ts';
import { footprintM } from './camera.ts';
import { P4P, concaveSiteArb, convexSiteArb, type TestSite } from '../test/shapes.ts';
import { minMultiplicity, triggerPoints, worstIntrusionM } from '../test/photo-checks.ts';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInRing, pointPolygonEdgeDistanceM } from '../geo/planar.ts';
import { fcRun } from '../test/fc-seed.ts';

const paramsArb = fc.record({
  altitude_m: fc.integer({ min: 40, max: 120 }),
  front_overlap_pct: fc.integer({ min: 60, max: 85 }),
  side_overlap_pct: fc.integer({ min: 55, max: 80 }),
  margin_m: fc.constantFrom(0, 0, 10),
  angle_deg: fc.oneof(fc.constant('auto' as const), fc.integer({ min: 0, max: 179 })),
  crosshatch: fc.boolean(),
});
type Params = typeof paramsArb extends fc.Arbitrary<infer T> ? T : never;

const BASE: Params = {
  altitude_m: 60,
  front_overlap_pct: 75,
  side_overlap_pct: 65,
  margin_m: 0,
  angle_deg: 'auto',
  crosshatch: false,
};

/** A square site of `size` metres around (8, 47), with its local ring. */
function squareSite(size: number): TestSite {
  const proj = createLocalProjection([8, 47]);
  const local: [number, number][] = [
    [0, 0],
    [size, 0],
    [size, size],
    [0, size],
  ];
  return { origin: [8, 47], local, holes: [], rings: [[...local, local[0]!].map(proj.toLngLat)] };
}

function plan(site: TestSite, params: Params) {
  const r = planAreaMapping({ polygon: site.rings, camera: P4P, ...params });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The path stays over the site plus margin and never over a hole (deeper than the margin). */
function staysOverTheArea(site: TestSite, params: Params): void {
  const m = plan(site, params);
  expect(worstIntrusionM(site, m)).toBeLessThanOrEqual(params.margin_m + 0.5);
  // Waypoints and photos, checked against holes too (not just the outer ring).
  const proj = createLocalProjection(site.origin);
  for (const p of [...m.waypoints, ...m.photos].map((x) => proj.toLocal(x.position))) {
    for (const h of site.holes) {
      if (isPointInRing(p, h))
        expect(pointPolygonEdgeDistanceM(p, { outer: h, holes: [] })).toBeLessThanOrEqual(
          params.margin_m + 0.5,
        );
    }
  }
}

/** Photos sit where a fixed-distance trigger fires: run start, then every spacing metres. */
function photosAtTriggerSpacing(site: TestSite, params: Params): void {
  const m = plan(site, params);
  const d = m.trigger.type === 'distance' ? m.trigger.spacing_m : NaN;
  expect(d).toBe(m.stats.photo_spacing_m);
  expect(m.stats.photo_count).toBe(m.photos.length);
  const fired = triggerPoints(m, d);
  expect(m.photos).toHaveLength(fired.points.length);
  m.photos.forEach((ph, i) => {
    const [x, y] = fired.toLocal(ph.position);
    const [ex, ey] = fired.points[i]!;
    expect(Math.hypot(x - ex, y - ey)).toBeLessThan(0.01);
  });
}

/** Interior points are seen by ⌊1/(1−front)⌋ × ⌊1/(1−side)⌋ photos at least. */
function overlapsAchieved(site: TestSite, params: Params): void {
  const m = plan(site, { ...params, crosshatch: false });
  const along = Math.floor(100 / (100 - params.front_overlap_pct));
  const across = Math.floor(100 / (100 - params.side_overlap_pct));
  const min = minMultiplicity(site, m, footprintM(P4P, params.altitude_m));
  if (min !== null) expect(min).toBeGreaterThanOrEqual(along * across);
}

describe('area mapping flies only over the area', () => {
  it('on random convex sites', () => {
    fc.assert(fc.property(convexSiteArb, paramsArb, staysOverTheArea), fcRun(40));
  });
  it('on random concave sites with random holes (notch and hole crossings)', () => {
    fc.assert(fc.property(concaveSiteArb, paramsArb, staysOverTheArea), fcRun(60));
  });
});

describe('planned photos are the photos a distance trigger takes', () => {
  it('on random convex and concave sites', () => {
    fc.assert(
      fc.property(fc.oneof(convexSiteArb, concaveSiteArb), paramsArb, photosAtTriggerSpacing),
      fcRun(60),
    );
  });
});

describe('multi-view coverage', () => {
  it('is measured on a large square (the check is not vacuous)', () => {
    const site = squareSite(1000);
    const params = { ...BASE, front_overlap_pct: 75, side_overlap_pct: 65 };
    const m = plan(site, params);
    const min = minMultiplicity(site, m, footprintM(P4P, params.altitude_m));
    expect(min).not.toBeNull();
    expect(min).toBeGreaterThanOrEqual(4 * 2);
  });

  it('reaches the asked front and side overlap inside the area', () => {
    fc.assert(
      fc.property(fc.oneof(convexSiteArb, concaveSiteArb), paramsArb, overlapsAchieved),
      fcRun(30),
    );
  });
});
