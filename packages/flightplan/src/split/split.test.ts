import { describe, expect, it } from 'vitest';
import { planAreaMapping } from '../generate/area-mapping.ts';
import { P4P, rectangleRings } from '../test/shapes.ts';
import { splitForDrone, splitMissionAt } from './split.ts';
import { missionFromGeoJson, missionToGeoJson } from '../mission/geojson.ts';
import { triggerPoints } from '../test/photo-checks.ts';

const plan = () => {
  const r = planAreaMapping({
    polygon: rectangleRings([8, 47], 2000, 1500),
    camera: P4P,
    altitude_m: 60,
    takeoff: [8, 47],
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('split', () => {
  it('splits at a waypoint; the parts share it and keep every photo once', () => {
    const m = plan();
    const r = splitMissionAt(m, 10);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b] = r.value;
    expect(a!.waypoints.at(-1)!.position).toEqual(b!.waypoints[0]!.position);
    expect(a!.photos.length + b!.photos.length).toBe(m.photos.length);
    expect(splitMissionAt(m, 0).ok).toBe(false);
  });

  it('splits into battery-sized parts under the waypoint cap, each starting where the last ended', () => {
    const m = plan();
    const drone = { endurance_s: 1200, max_waypoints: 99, ceiling_m: 3000 };
    const r = splitForDrone(m, drone);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.length).toBeGreaterThanOrEqual(m.stats.batteries);
    for (const [i, part] of r.value.entries()) {
      expect(part.stats.flight_time_s).toBeLessThanOrEqual(1200 * 0.8 + 1e-6);
      expect(part.waypoints.length).toBeLessThanOrEqual(99);
      expect(part.stats.batteries).toBe(1);
      const next = r.value[i + 1];
      if (next) expect(next.waypoints[0]!.position).toEqual(part.waypoints.at(-1)!.position);
    }
    expect(r.value.reduce((s, p) => s + p.photos.length, 0)).toBe(m.photos.length);
  });
});

describe('split parts fly their own trigger', () => {
  it('re-plans photos when a part starts inside a row (legs cut for the battery)', () => {
    const m = plan();
    // A 15-minute battery: rows 2 km long are cut mid-row.
    const r = splitForDrone(m, { endurance_s: 900, max_waypoints: 65535, ceiling_m: 3000 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.length).toBeGreaterThan(3);
    const d = m.stats.photo_spacing_m!;
    let midRow = 0;
    for (const part of r.value) {
      expect(part.waypoints.at(-1)!.photo_leg).toBe(false);
      expect(part.stats.photo_count).toBe(part.photos.length);
      const fired = triggerPoints(part, d);
      expect(part.photos).toHaveLength(fired.points.length);
      part.photos.forEach((ph, i) => {
        const [x, y] = fired.toLocal(ph.position);
        expect(Math.hypot(x - fired.points[i]![0], y - fired.points[i]![1])).toBeLessThan(0.01);
      });
      if (part.waypoints[0]!.photo_leg) midRow++;
    }
    expect(midRow).toBeGreaterThan(0);
  });
});

describe('mission geojson', () => {
  it('round-trips', () => {
    const m = plan();
    const back = missionFromGeoJson(JSON.parse(JSON.stringify(missionToGeoJson(m))));
    expect(back.ok && back.value).toEqual(m);
    expect(missionFromGeoJson({ type: 'FeatureCollection', features: [] }).ok).toBe(false);
  });
});
