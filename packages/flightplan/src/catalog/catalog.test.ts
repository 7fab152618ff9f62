import { describe, expect, it } from 'vitest';
import {
  cameraSpecFor,
  camerasForDrone,
  droneSpecFor,
  findCamera,
  getCamera,
  getDrone,
  listCameras,
  listDrones,
} from './index.ts';
import type { CatalogCamera } from './index.ts';
import { parseDroneCatalogue } from './validate-catalog.ts';

describe('catalogue', () => {
  it('loads and validates both files with unique ids', () => {
    expect(listDrones().length).toBeGreaterThan(50);
    expect(listCameras().length).toBeGreaterThan(50);
    expect(new Set(listDrones().map((d) => d.id)).size).toBe(listDrones().length);
    expect(new Set(listCameras().map((c) => c.id)).size).toBe(listCameras().length);
  });

  it('rejects a malformed file listing every problem', () => {
    expect(() => parseDroneCatalogue([{ id: 3, specs: { endurance: -1 } }])).toThrow(
      /drones\[0\]\.id[\s\S]*specs\.endurance/,
    );
  });

  it('gets items or throws not_found', () => {
    expect(getCamera('dji-m3e-wide').focal_length_mm).toBe(12.29);
    expect(findCamera('nope')).toBeUndefined();
    expect(() => getCamera('nope')).toThrow(/Camera not found/);
    expect(() => getDrone('nope')).toThrow(/Drone not found/);
  });

  it('lists cameras for a drone from both directions', () => {
    expect(camerasForDrone('dji-mavic-3-enterprise').map((c) => c.id)).toEqual([
      'dji-m3e-wide',
      'dji-m3e-tele',
    ]);
    expect(camerasForDrone('unknown')).toEqual([]);
  });
});

describe('cameraSpecFor', () => {
  it('maps a complete camera with documented defaults', () => {
    const spec = cameraSpecFor(getCamera('dji-m3e-wide'));
    expect(spec).toEqual({
      ok: true,
      value: {
        sensor_width_mm: 17.3,
        sensor_height_mm: 13,
        focal_length_mm: 12.29,
        image_width_px: 5280,
        image_height_px: 3956,
        min_trigger_interval_s: 2,
        speed: { min: 1, max: 15, default: 8 },
        gimbal_pitch: { min: -90, max: 0, default: -45 },
      },
    });
  });

  it('derives a missing sensor height from the aspect ratio', () => {
    const spec = cameraSpecFor(getCamera('dji-fc330'));
    if (!spec.ok) throw spec.error;
    const { sensor_width_mm: w, image_width_px: iw, image_height_px: ih } = spec.value;
    expect(spec.value.sensor_height_mm).toBeCloseTo((w * ih) / iw, 9);
  });

  it('refuses cameras missing focal length or image size, naming the fields', () => {
    const spec = cameraSpecFor(getCamera('dji-m3ta-thermal'));
    expect(spec.ok).toBe(false);
    if (spec.ok) return;
    expect(spec.error.type).toBe('camera_spec_incomplete');
    expect(spec.error.details?.missing).toContain('focal_length_mm');
  });

  it('treats a zero minimum speed as 0.5 and clamps gimbal limits to -90..0', () => {
    const cam: CatalogCamera = {
      ...getCamera('dji-m3e-wide'),
      gimbal_pitch: { min: -120, max: 45 },
    };
    const spec = cameraSpecFor(cam, { speed: { min: 0 } });
    if (!spec.ok) throw spec.error;
    expect(spec.value.speed.min).toBe(0.5);
    expect(spec.value.gimbal_pitch).toEqual({ min: -90, max: 0, default: -45 });
  });

  it('maps every catalogue camera to a spec or a typed error', () => {
    for (const c of listCameras()) {
      const r = cameraSpecFor(c);
      if (r.ok) expect(r.value.focal_length_mm).toBeGreaterThan(0);
      else expect(r.error.type).toBe('camera_spec_incomplete');
    }
  });
});

describe('droneSpecFor', () => {
  it('uses 99 waypoints for the legacy DJI waypoint API only', () => {
    expect(droneSpecFor(getDrone('dji-phantom-4-pro')).max_waypoints).toBe(99);
    expect(droneSpecFor(getDrone('dji-phantom-4-rtk')).max_waypoints).toBe(99);
    expect(droneSpecFor(getDrone('dji-mini-4-pro')).max_waypoints).toBe(65535);
    expect(droneSpecFor(getDrone('dji-matrice-3d')).max_waypoints).toBe(65535);
    expect(droneSpecFor(getDrone('dji-inspire-3')).max_waypoints).toBe(65535);
    expect(droneSpecFor(getDrone('parrot-anafi')).max_waypoints).toBe(65535);
  });

  it('falls back for null endurance and ceiling', () => {
    expect(droneSpecFor(getDrone('dji-matrice-400'))).toEqual({
      endurance_s: 1200,
      max_waypoints: 65535,
      ceiling_m: 3000,
    });
    expect(droneSpecFor(getDrone('dji-mini-4-pro'))).toEqual({
      endurance_s: 2040,
      max_waypoints: 65535,
      ceiling_m: 4000,
    });
  });
});
