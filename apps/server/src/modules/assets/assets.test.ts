import {
  ZListBatteriesResponse,
  ZListDronesResponse,
  ZListSensorsResponse,
} from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('asset catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('lists supported drones without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/assets/drone' });
    expect(res.statusCode).toBe(200);
    const drones = ZListDronesResponse.parse(res.json());
    const m3e = drones.find((d) => d.id === 'dji-mavic-3-enterprise');
    expect(m3e).toMatchObject({ manufacturer: 'DJI', specs: { endurance: 2700 } });
    expect(m3e?.camera_ids).toContain('dji-m3e-wide');
    // Older DJI apps take at most 99 waypoints (feature-areas §9).
    expect(drones.some((d) => d.specs.max_waypoints === 99)).toBe(true);
  });

  it('lists camera models with the planner defaults for missing values', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/assets/sensor' });
    expect(res.statusCode).toBe(200);
    const sensors = ZListSensorsResponse.parse(res.json());
    const wide = sensors.find((s) => s.id === 'dji-m3e-wide');
    expect(wide).toMatchObject({
      make: 'DJI',
      aspect_ratios: ['4:3'],
      sensor_attributes: { focal_length_mm: 12.29, image_width_px: 5280 },
      capabilities: { payload_types: ['rgb'] },
      specs: { drone_speed: { min: 1, max: 15, default: 8 }, minimum_trigger_interval: 2 },
    });
    const mapping = wide?.capabilities.mission_types.find((m) => m.mission_type === 'area_mapping');
    expect(mapping?.mission_planning).toBe(2);
  });

  it('lists battery models without a token, each naming catalogue drones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/assets/battery' });
    expect(res.statusCode).toBe(200);
    const batteries = ZListBatteriesResponse.parse(res.json());
    const drones = new Set(
      ZListDronesResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v4/assets/drone' })).json(),
      ).map((d) => d.id),
    );
    expect(batteries.length).toBeGreaterThan(3);
    for (const b of batteries) for (const id of b.drone_ids) expect(drones.has(id), id).toBe(true);
  });
});
