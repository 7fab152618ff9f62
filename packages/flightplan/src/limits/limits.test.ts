import { describe, expect, it } from 'vitest';
import { LIMITS, checkRange, rangeMessage } from './limits.ts';
import { surveyAltitude } from './altitude.ts';
import { gsdCm } from '../generate/camera.ts';
import { planAreaMapping } from '../generate/area-mapping.ts';
import { planCorridorMapping } from '../generate/corridor.ts';
import { surveySpeed } from './speed.ts';

describe('range refusals', () => {
  it('read as sentences with units, naming the field in details', () => {
    const r = checkRange('altitude_m', 600);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.type).toBe('out_of_range');
    expect(r.error.message).toBe('Altitude must be between 2 m and 500 m.');
    expect(r.error.details).toMatchObject({ field: 'altitude_m', min: 2, max: 500, value: 600 });
    expect(rangeMessage('front_overlap_pct')).toBe('Front overlap must be between 10% and 95%.');
    expect(rangeMessage('gsd_cm')).toBe(
      'Ground sample distance must be between 0.1 cm/px and 50 cm/px.',
    );
    expect(rangeMessage('hover_s', 'waypoints.0.actions.1.seconds')).toBe(
      'Hover time must be between 1 s and 32 s.',
    );
  });

  it('say which bound a derived value broke', () => {
    expect(rangeMessage('altitude_m', 'gsd_cm')).toBe(
      'The altitude for this ground sample distance must be between 2 m and 500 m.',
    );
    expect(rangeMessage('heading_deg', 'angle_deg')).toBe(
      'Sweep angle must be between -180° and 180°.',
    );
  });

  it('words the speed range the same way', () => {
    const r = surveySpeed(null, 40, null);
    expect(!r.ok && r.error.message).toBe('Speed must be between 1 m/s and 15 m/s.');
  });
});

describe('survey altitude against the GSD range (issue 10 §11)', () => {
  // DJI Mavic 3 Enterprise: 0.08 cm/px at 3 m, the value the planner used to report.
  const M3E = {
    sensor_width_mm: 17.3,
    sensor_height_mm: 13,
    focal_length_mm: 12.29,
    image_width_px: 5280,
    image_height_px: 3956,
    min_trigger_interval_s: 0.7,
    speed: { min: 1, max: 15, default: 8 },
  };
  const polygon = [
    [
      [8, 47],
      [8.002, 47],
      [8.002, 47.002],
      [8, 47.002],
      [8, 47],
    ] as [number, number][],
  ];

  it('refuses an altitude whose GSD is below the minimum, naming the altitude to fly', () => {
    const r = surveyAltitude(M3E, { altitude_m: 3 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.status).toBe(422);
    expect(r.error.details).toMatchObject({ field: 'altitude_m', value: 3 });
    // No unit in the sentence (the web words the numbers in the user's units); they are details.
    expect(r.error.message).toMatch(/too low for this camera\. Fly higher\.$/);
    expect(r.error.message).not.toMatch(/\d/);
    expect(r.error.details).toMatchObject({ gsd_limit_cm: 0.1 });
    expect((r.error.details as { gsd_cm: number }).gsd_cm).toBeCloseTo(0.08, 2);
    const min = (r.error.details as { min: number }).min;
    // The suggested altitude is accepted and gives at least the minimum GSD.
    const at = surveyAltitude(M3E, { altitude_m: min });
    expect(at.ok).toBe(true);
    expect(gsdCm(M3E, min)).toBeGreaterThanOrEqual(LIMITS.gsd_cm[0]);
  });

  it('never lets a plan report a GSD outside the range it accepts', () => {
    for (const altitude_m of [2, 3, 3.5, 3.8, 4, 10, 120, 500]) {
      const area = planAreaMapping({ polygon, camera: M3E, altitude_m, side_overlap_pct: 10 });
      const corridor = planCorridorMapping({
        line: polygon[0]!.slice(0, 2),
        camera: M3E,
        altitude_m,
        corridor_width_m: 10,
      });
      for (const r of [area, corridor]) {
        if (!r.ok) {
          expect(r.error.details).toMatchObject({ field: 'altitude_m' });
          continue;
        }
        const gsd = r.value.stats.gsd_cm!;
        expect(gsd).toBeGreaterThanOrEqual(LIMITS.gsd_cm[0]);
        expect(gsd).toBeLessThanOrEqual(LIMITS.gsd_cm[1]);
      }
    }
    // The minimum itself, asked for directly, still plans.
    expect(planAreaMapping({ polygon, camera: M3E, gsd_cm: 0.1, side_overlap_pct: 10 }).ok).toBe(
      true,
    );
  });

  it('refuses a GSD above the maximum for a coarse camera high up', () => {
    const thermal = { ...M3E, image_width_px: 640, image_height_px: 512, focal_length_mm: 9 };
    const r = surveyAltitude(thermal, { altitude_m: 500 });
    expect(!r.ok && r.error.message).toMatch(/above the planner's maximum\. Fly lower\.$/);
    expect(!r.ok && r.error.details).toMatchObject({ gsd_limit_cm: 50, value: 500 });
  });
});
