// The automatic sweep angle (issue 10 §3): never slower than any fixed angle by the engine's own
// flight_time_s, and on convex fields the path is within 3 % of the lower bound
// A/s + (N_min − 1)·s (every line flown end to end, plus one spacing between lines).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planAreaMapping } from './area-mapping.ts';
import { footprintM } from './camera.ts';
import { crossingsAt, sweepRows } from './sweep.ts';
import { P4P, concaveSiteArb, convexSiteArb, type TestSite } from '../test/shapes.ts';
import { localPolygonAreaM2, rotateXY } from '../geo/planar.ts';
import { createLocalProjection } from '../geo/project.ts';
import type { LocalXY } from '../geo/types.ts';
import { fcRun } from '../test/fc-seed.ts';

const paramsArb = fc.record({
  altitude_m: fc.integer({ min: 60, max: 120 }),
  front_overlap_pct: fc.integer({ min: 60, max: 80 }),
  side_overlap_pct: fc.integer({ min: 55, max: 75 }),
  takeoff: fc.boolean(),
  crosshatch: fc.constantFrom(false, false, false, true),
});
type Params = typeof paramsArb extends fc.Arbitrary<infer T> ? T : never;

function plan(site: TestSite, p: Params, angle: number | 'auto') {
  const r = planAreaMapping({
    polygon: site.rings,
    camera: P4P,
    altitude_m: p.altitude_m,
    front_overlap_pct: p.front_overlap_pct,
    side_overlap_pct: p.side_overlap_pct,
    crosshatch: p.crosshatch,
    // Take-off off one corner of the site, so the entry and the way home count.
    takeoff: p.takeoff ? site.rings[0]![0]! : null,
    angle_deg: angle,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.stats;
}

function neverSlowerThanAFixedAngle(site: TestSite, p: Params): void {
  const auto = plan(site, p, 'auto').flight_time_s;
  for (let deg = 0; deg < 180; deg++) {
    const fixed = plan(site, p, deg).flight_time_s;
    // The two plans are measured in projections centred a few metres apart: 1e-6 of slack.
    expect(auto, `auto vs ${deg}°`).toBeLessThanOrEqual(fixed * (1 + 1e-6));
  }
}

describe('automatic sweep angle', () => {
  it('is never slower than any whole-degree angle, on convex sites', () => {
    fc.assert(fc.property(convexSiteArb, paramsArb, neverSlowerThanAFixedAngle), fcRun(12));
  });

  it('is never slower than any whole-degree angle, on concave sites with holes', () => {
    fc.assert(fc.property(concaveSiteArb, paramsArb, neverSlowerThanAFixedAngle), fcRun(12));
  });
});

/** A convex field from local corners (metres) near `origin`. */
function field(origin: [number, number], corners: LocalXY[]): TestSite {
  const proj = createLocalProjection(origin);
  return {
    origin,
    local: corners,
    holes: [],
    rings: [[...corners, corners[0]!].map(proj.toLngLat)],
  };
}

// The bar is 3 % of A/s + (N_min − 1)·s, met on the farm quadrilateral and the pentagon. The strip
// is nearly a 1195 × 206 m rectangle, 4.9 spacings wide: five full-length rows are needed, and at
// no bearing does a sweep by the engine's coverage rule (rowFloor below) come within 3 % of a
// bound that counts 4.9 rows. The test checks that floor (1.045) and holds the path to it
// (decision 220).
const FIELDS: [string, 'bound' | 'row floor', TestSite][] = [
  [
    'farm quadrilateral',
    'bound',
    field(
      [77.1, 28.6],
      [
        [0, 0],
        [612, 48],
        [655, 431],
        [38, 402],
      ],
    ),
  ],
  [
    'long strip at 23°',
    'row floor',
    field(
      [5.2, 52.1],
      [
        [0, 0],
        [1100, 467],
        [1020, 651],
        [-80, 184],
      ],
    ),
  ],
  [
    'pentagon',
    'bound',
    field(
      [-93.5, 41.9],
      [
        [0, 0],
        [700, -40],
        [820, 380],
        [400, 690],
        [-60, 420],
      ],
    ),
  ],
];

/**
 * The shortest sweep of whole rows at `deg` by the engine's own coverage rule: each row flown across
 * the field at its line, and as far as within `reach` of the farthest ground of its strip (the
 * corner tips), one spacing between rows.
 */
function rowFloor(outer: readonly LocalXY[], deg: number, s: number, reach: number) {
  const a = ((deg - 90) * Math.PI) / 180;
  const ring = outer.map((p) => rotateXY(p, Math.cos(a), Math.sin(a)));
  const rows = sweepRows([ring], s);
  let length = (rows.length - 1) * s;
  for (const row of rows) {
    // The strip's extent: its vertices and where the boundary crosses its two edges.
    const xs = ring.filter((p) => Math.abs(p[1] - row.y) <= s / 2).map((p) => p[0]);
    for (const edge of crossingsAt([ring], row.y - s / 2, s, 2)) xs.push(...edge);
    const chord = row.intervals.reduce((sum, [x0, x1]) => sum + x1 - x0, 0);
    length += Math.max(chord, Math.max(...xs) - Math.min(...xs) - 2 * reach);
  }
  return { length, lines: rows.length };
}

describe('path length on convex fields', () => {
  it.each(FIELDS)('%s: path within 1.03 × the %s', (_name, bar, site) => {
    const altitude = 80;
    const stats = plan(
      site,
      {
        altitude_m: altitude,
        front_overlap_pct: 75,
        side_overlap_pct: 65,
        takeoff: false,
        crosshatch: false,
      },
      'auto',
    );
    const s = stats.line_spacing_m!;
    const reach = 0.8 * (footprintM(P4P, altitude).along_m / 2);
    let nMin = Infinity;
    let floor = Infinity;
    for (let d = 0; d < 180; d += 0.25) {
      const f = rowFloor(site.local, d, s, reach);
      nMin = Math.min(nMin, f.lines);
      floor = Math.min(floor, f.length);
    }
    const bound = localPolygonAreaM2({ outer: site.local, holes: [] }) / s + (nMin - 1) * s;
    if (bar === 'bound') {
      expect(stats.distance_m / bound).toBeLessThanOrEqual(1.03);
    } else {
      // No sweep of whole rows meets 3 % of the area bound here, and this one flies the floor.
      expect(floor / bound).toBeGreaterThan(1.03);
      expect(stats.distance_m / floor).toBeLessThanOrEqual(1.001);
    }
  });
});
