// The plan budget (issue 10 §9): a plan too large to send is refused before it is generated, with
// a sentence naming what to change; a wrong estimate is caught by the exact counts before any photo
// or waypoint exists; and normal plans are untouched.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LngLat } from '../mission/types.ts';
import type { CameraSpec } from '../generate/camera.ts';
import { planAreaMapping } from '../generate/area-mapping.ts';
import { planCorridorMapping } from '../generate/corridor.ts';
import { triggeredPhotoCount, triggeredPhotos } from '../generate/mission-builder.ts';
import { PLAN_BUDGET, checkPlanBudget, estimateSurveySize, replyBytes } from './budget.ts';
import { fcRun } from '../test/fc-seed.ts';

const M3E: CameraSpec = {
  sensor_width_mm: 17.3,
  sensor_height_mm: 13,
  focal_length_mm: 12.29,
  image_width_px: 5280,
  image_height_px: 3956,
  min_trigger_interval_s: 0.7,
  speed: { min: 1, max: 15, default: 8 },
};
const ACRE_M2 = 4046.8564224;

/** A square of `sideM` metres on the equator. */
function square(sideM: number): LngLat[][] {
  const d = sideM / 111_320;
  return [
    [
      [8, 0],
      [8 + d, 0],
      [8 + d, d],
      [8, d],
      [8, 0],
    ],
  ];
}

const HOSTILE = { front_overlap_pct: 10, side_overlap_pct: 95 } as const;

describe('plan budget', () => {
  it('refuses the 4,882-acre survey at 95 % side overlap before generating anything', () => {
    // At 3 m the M3E's GSD is below the minimum (issue §11); at 4 m the size alone refuses it.
    const r = planAreaMapping({
      polygon: square(Math.sqrt(4882 * ACRE_M2)),
      camera: M3E,
      altitude_m: 4,
      ...HOSTILE,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.status).toBe(422);
    expect(r.error.type).toBe('plan_too_large');
    expect(r.error.message).toMatch(
      /^Raise the altitude or lower the side overlap: this plan needs about [\d.]+ million photos; the limit is 50,000\.$/,
    );
    expect(r.error.details).toMatchObject({ field: 'altitude_m', estimated: true });
  });

  it('refuses the 550 m square at the same settings and names the GSD when that was given', () => {
    const r = planAreaMapping({ polygon: square(550), camera: M3E, gsd_cm: 0.11, ...HOSTILE });
    expect(!r.ok && r.error.type).toBe('plan_too_large');
    expect(!r.ok && r.error.message).toMatch(/^Raise the ground sample distance or lower/);
    expect(!r.ok && r.error.details).toMatchObject({ field: 'gsd_cm' });
  });

  it('refuses a corridor too large in the same words', () => {
    const r = planCorridorMapping({
      line: [
        [8, 0],
        [8.3, 0],
      ],
      camera: M3E,
      altitude_m: 4,
      corridor_width_m: 500,
      ...HOSTILE,
    });
    expect(!r.ok && r.error.type).toBe('plan_too_large');
  });

  it('catches a wrong estimate with the exact counts (a hand-entered camera)', () => {
    // A 0.5 mm × 3.3 m sensor: lines 0.25 m apart with one photo each. The estimate (lines from
    // the diameter) says ~17,000 waypoints; the sweep needs ~24,000.
    const odd: CameraSpec = {
      ...M3E,
      sensor_width_mm: 0.5,
      sensor_height_mm: 3334,
      focal_length_mm: 10,
      image_width_px: 100,
      image_height_px: 100,
      min_trigger_interval_s: 0.1,
    };
    const r = planAreaMapping({
      polygon: square(3000),
      camera: odd,
      altitude_m: 10,
      side_overlap_pct: 50,
      front_overlap_pct: 10,
      angle_deg: 0,
    });
    expect(!r.ok && r.error.type).toBe('plan_too_large');
    expect(!r.ok && r.error.details).toMatchObject({ estimated: false });
    expect(!r.ok && r.error.message).toMatch(/needs 2\d,\d{3} waypoints; the limit is 20,000\.$/);
  });

  it('leaves a normal 100-acre plan alone, and its estimate is close from below', () => {
    const r = planAreaMapping({
      polygon: square(Math.sqrt(100 * ACRE_M2)),
      camera: M3E,
      gsd_cm: 2,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.value.stats;
    const est = estimateSurveySize({
      area_m2: 100 * ACRE_M2,
      diameter_m: Math.sqrt(2 * 100 * ACRE_M2),
      line_spacing_m: s.line_spacing_m!,
      photo_spacing_m: s.photo_spacing_m!,
    });
    expect(est.photos).toBeLessThanOrEqual(s.photo_count);
    expect(est.photos).toBeGreaterThan(0.8 * s.photo_count);
    expect(est.waypoints).toBeLessThanOrEqual(s.waypoint_count);
  });

  it('checks reply bytes when photos and waypoints are each within bounds', () => {
    const size = { photos: PLAN_BUDGET.max_photos, waypoints: PLAN_BUDGET.max_waypoints };
    expect(replyBytes(size)).toBeGreaterThan(PLAN_BUDGET.max_reply_bytes);
    const drivers = {
      height_field: 'altitude_m',
      front_overlap_pct: 80,
      side_overlap_pct: 70,
    } as const;
    const r = checkPlanBudget(size, drivers, false);
    expect(!r.ok && r.error.message).toMatch(
      /^Raise the altitude or lower the front overlap: this plan would take [\d.]+ MB to send; the limit is 8 MB\.$/,
    );
    expect(checkPlanBudget({ photos: 1000, waypoints: 100 }, drivers, true).ok).toBe(true);
  });

  it('counts triggered photos exactly as they are planned', () => {
    const leg = fc.tuple(
      fc.double({ min: -500, max: 500, noNaN: true }),
      fc.double({ min: -500, max: 500, noNaN: true }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(
        fc.array(leg, { minLength: 2, maxLength: 30 }),
        fc.double({ min: 1, max: 80, noNaN: true }),
        (legs, spacing) => {
          const points = legs.map(([x, y]) => [x, y] as [number, number]);
          const photoLeg = legs.map(([, , b]) => b);
          const built = triggeredPhotos(points, photoLeg, spacing, 50, null, (p) => [p[0], p[1]]);
          expect(triggeredPhotoCount(points, photoLeg, spacing)).toBe(built.length);
        },
      ),
      fcRun(200),
    );
  });
});
