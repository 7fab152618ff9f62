import { describe, expect, it } from 'vitest';
import { planMission } from './plan-mission.ts';
import { P4P } from '../test/shapes.ts';
import { createLocalProjection } from '../geo/project.ts';
import type { LngLat } from '../mission/types.ts';

const proj = createLocalProjection([5, 45]);
const line: LngLat[] = [proj.toLngLat([0, 0]), proj.toLngLat([500, 0]), proj.toLngLat([800, 300])];

describe('corridor mapping', () => {
  it('flies ceil(width/spacing) legs in alternating directions', () => {
    const r = planMission({
      kind: 'corridor_mapping',
      line,
      camera: P4P,
      altitude_m: 100,
      corridor_width_m: 120,
      front_overlap_pct: 80,
      side_overlap_pct: 70,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // 120 m / 45 m → 3 legs of 3 vertices.
    expect(r.value.waypoints).toHaveLength(9);
    expect(r.value.photos.length).toBeGreaterThan(3 * (900 / 20));
    const first = proj.toLocal(r.value.waypoints[0]!.position);
    expect(Math.abs(first[1])).toBeLessThanOrEqual(60);
  });
  it('refuses lines over 50 km', () => {
    const long: LngLat[] = [
      [5, 45],
      [5.8, 45],
    ];
    const r = planMission({
      kind: 'corridor_mapping',
      line: long,
      camera: P4P,
      altitude_m: 100,
      corridor_width_m: 50,
    });
    expect(!r.ok && r.error.type).toBe('exceeded_max_linestring_mission_size');
  });
});

describe('corridor video', () => {
  it('records from the first to the last waypoint with heading along the path', () => {
    const r = planMission({ kind: 'corridor_video', line, altitude_m: 40 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.media).toBe('video');
    expect(r.value.waypoints[0]!.actions).toEqual([{ type: 'start_recording' }]);
    expect(r.value.waypoints[2]!.actions).toEqual([{ type: 'stop_recording' }]);
    expect(r.value.waypoints[0]!.heading_deg).toBeCloseTo(90, 0);
    expect(r.value.waypoints[0]!.gimbal_pitch_deg).toBe(-30);
  });
});

describe('waypoints', () => {
  it('keeps actions and plans photos for take_photo', () => {
    const r = planMission({
      kind: 'waypoints',
      altitude_m: 50,
      waypoints: [
        { position: line[0]!, actions: [{ type: 'hover', seconds: 5 }, { type: 'take_photo' }] },
        { position: line[1]! },
      ],
    });
    expect(r.ok && r.value.photos.length).toBe(1);
    expect(r.ok && r.value.waypoints[0]!.gimbal_pitch_deg).toBe(-45);
  });
  it('refuses each bound naming the field', () => {
    const wp = (actions: never[] | object[]) => ({
      kind: 'waypoints' as const,
      altitude_m: 50,
      waypoints: [{ position: line[0]!, actions: actions as never }, { position: line[1]! }],
    });
    const cases = [
      [[{ type: 'hover', seconds: 40 }], 'waypoints[0].actions[0].seconds'],
      [[{ type: 'rotate_drone', heading_deg: 200 }], 'waypoints[0].actions[0].heading_deg'],
      [[{ type: 'pitch_camera_gimbal', pitch_deg: 10 }], 'waypoints[0].actions[0].pitch_deg'],
      [Array.from({ length: 16 }, () => ({ type: 'take_photo' })), 'waypoints[0].actions'],
    ] as const;
    for (const [actions, field] of cases) {
      const r = planMission(wp([...actions]));
      expect(r.ok ? null : r.error.details?.field).toBe(field);
    }
  });
});

describe('poi and structures', () => {
  it('orbits with a photo every N degrees facing the centre', () => {
    const r = planMission({
      kind: 'poi',
      center: line[0]!,
      radius_m: 30,
      layers: [{ altitude_m: 40, aim_height_m: 0 }],
      photo_every_deg: 30,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.photos).toHaveLength(12);
    const w = r.value.waypoints[0]!;
    const p = proj.toLocal(w.position);
    const toCentre = (Math.atan2(-p[0], -p[1]) * 180) / Math.PI;
    expect(Math.abs(((w.heading_deg - toCentre + 540) % 360) - 180)).toBeLessThan(1);
    expect(w.gimbal_pitch_deg).toBeCloseTo((-Math.atan2(40, 30) * 180) / Math.PI, 6);
  });
  it('refuses a radius under 20 m', () => {
    const r = planMission({
      kind: 'poi',
      center: line[0]!,
      radius_m: 10,
      layers: [{ altitude_m: 40, aim_height_m: 0 }],
    });
    expect(!r.ok && r.error.details?.field).toBe('radius_m');
  });
  it('stacks orbits for wind turbines and cell towers', () => {
    const wt = planMission({
      kind: 'wind_turbine',
      center: line[0]!,
      hub_height_m: 100,
      rotor_diameter_m: 120,
    });
    expect(wt.ok && new Set(wt.value.waypoints.map((w) => w.altitude_m)).size).toBe(5);
    const ct = planMission({ kind: 'cell_tower', center: line[0]!, tower_height_m: 45 });
    expect(ct.ok && ct.value.kind).toBe('cell_tower');
    if (ct.ok)
      for (const w of ct.value.waypoints) expect(w.gimbal_pitch_deg).toBeLessThanOrEqual(0);
  });
});
