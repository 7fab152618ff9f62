import { describe, expect, it } from 'vitest';
import { planAreaMapping } from './area-mapping.ts';
import { applyTerrainFollowing } from './terrain-follow.ts';
import { P4P, rectangleRings } from '../test/shapes.ts';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInRing } from '../geo/planar.ts';

const origin = [8, 47] as const;
const proj = createLocalProjection(origin);

describe('applyTerrainFollowing', () => {
  it('keeps height above ground and adds waypoints over a ridge', () => {
    const m = planAreaMapping({
      polygon: rectangleRings(origin, 600, 200),
      camera: P4P,
      altitude_m: 80,
      angle_deg: 90,
      takeoff: origin,
    });
    if (!m.ok) throw new Error(m.error.message);
    // A 50 m ridge running north–south through x = 300 m, flat elsewhere (100 m above sea level).
    const ground = {
      elevationAt: (p: readonly [number, number]) => {
        const [x] = proj.toLocal(p);
        return 100 + Math.max(0, 50 - Math.abs(x - 300) / 2);
      },
    };
    const r = applyTerrainFollowing(m.value, ground);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.waypoints.length).toBeGreaterThan(m.value.waypoints.length);
    for (const w of r.value.waypoints) {
      expect(w.altitude_mode).toBe('above_ground');
      const g = ground.elevationAt(w.position);
      expect(w.takeoff_relative_m).toBeCloseTo(w.altitude_m + g - 100, 6);
    }
    const refused = applyTerrainFollowing(m.value, { elevationAt: () => null });
    expect(!refused.ok && refused.error.details?.field).toBe('terrain');
    const high = applyTerrainFollowing(
      m.value,
      { elevationAt: () => 4000 },
      { drone: { endurance_s: 1800, max_waypoints: 99, ceiling_m: 3000 } },
    );
    expect(!high.ok && high.error.type).toBe('takeoff_above_ceiling');
  });
});

describe('holes', () => {
  it('takes no photo inside a hole', () => {
    const outer = [
      [0, 0],
      [800, 0],
      [800, 800],
      [0, 800],
    ] as const;
    const hole = [
      [300, 300],
      [500, 300],
      [500, 500],
      [300, 500],
    ] as const;
    const rings = [outer, hole].map((r) => [...r, r[0]].map((p) => proj.toLngLat(p)));
    for (const angle of [0, 45, 'auto'] as const) {
      const m = planAreaMapping({ polygon: rings, camera: P4P, altitude_m: 50, angle_deg: angle });
      if (!m.ok) throw new Error(m.error.message);
      const inHole = m.value.photos.filter((p) => {
        const [x, y] = proj.toLocal(p.position);
        return isPointInRing([x, y], hole) && x > 300.01 && x < 499.99 && y > 300.01 && y < 499.99;
      });
      expect(inHole).toEqual([]);
    }
  });

  it('stops with plan_too_large when the ground would multiply the waypoints past the budget', () => {
    // 2 km × 2 km with lines 4.5 m apart: ~440 lines and 16,000 photos, within the budget. Over a
    // 1,000 m dome followed to 0.1 m, each 2 km line needs ~100 points: ~44,000 waypoints.
    const m = planAreaMapping({
      polygon: rectangleRings(origin, 2000, 2000),
      camera: P4P,
      altitude_m: 60,
      front_overlap_pct: 10,
      side_overlap_pct: 95,
      angle_deg: 0,
    });
    if (!m.ok) throw new Error(m.error.message);
    const dome = {
      elevationAt: (p: readonly [number, number]) => {
        const t = Math.min(1, Math.max(0, proj.toLocal(p)[1] / 2000));
        return 100 + 4000 * t * (1 - t);
      },
    };
    const r = applyTerrainFollowing(m.value, dome, { step_m: 2, tolerance_m: 0.1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.type).toBe('plan_too_large');
    expect(r.error.details).toMatchObject({ field: 'terrain_following', max_waypoints: 20_000 });
    expect(r.error.message).toMatch(/^Raise the altitude or turn terrain following off: /);
  });
});
