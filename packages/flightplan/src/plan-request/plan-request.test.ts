import { AppError } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { squareAroundPoint } from '../geo/square-around.ts';
import { assertUnderCeiling, ceilingExcess, planRequest, type PlanGeometry } from './index.ts';

const area: PlanGeometry = {
  // About 40 acres, as a site's polygon.
  geometry: { type: 'Polygon', coordinates: squareAroundPoint([77.592, 12.972], 160_000) },
  location: [77.592, 12.972],
  corridor_width_m: null,
  name: 'Orchard',
};
const point: PlanGeometry = { ...area, geometry: { type: 'Point', coordinates: [77.592, 12.972] } };

describe('planRequest', () => {
  it('plans with a camera entered by hand, and records no catalogue id for it', () => {
    const r = planRequest(
      {
        kind: 'area_mapping',
        camera_id: 'dji-m3e-wide',
        camera: {
          sensor_width_mm: 13.2,
          sensor_height_mm: 8.8,
          focal_length_mm: 8.8,
          image_width_px: 5472,
          image_height_px: 3648,
        },
        params: { altitude_m: 80 },
      },
      area,
    );
    if (!r.ok) throw r.error;
    expect(r.value.mission.camera_id).toBeNull();
    expect(r.value.camera?.focal_length_mm).toBe(8.8);
    expect(r.value.size?.key).toBe('max_polygon_mission_acres');
  });

  it('maps the square around a point and sizes it for the plan limit', () => {
    const r = planRequest(
      {
        kind: 'area_mapping',
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 80, area_acres: 20 },
      },
      point,
    );
    if (!r.ok) throw r.error;
    expect(r.value.geometry.geometry.type).toBe('Polygon');
    expect(r.value.size?.amount).toBeCloseTo(20, 0);
  });

  it('answers refusals as results naming the field, never throws them', () => {
    const wrong = planRequest(
      { kind: 'corridor_mapping', camera_id: 'dji-m3e-wide', params: {} },
      area,
    );
    expect(wrong.ok ? null : [wrong.error.type, wrong.error.details?.field]).toEqual([
      'unsupported_site_type',
      'site_id',
    ]);
  });

  it('plans flat: terrain_following is left to the caller and not recorded', () => {
    const r = planRequest(
      { kind: 'corridor_video', params: { altitude_m: 40, terrain_following: true } },
      {
        ...area,
        geometry: {
          type: 'LineString',
          coordinates: [
            [77.59, 12.97],
            [77.594, 12.971],
          ],
        },
      },
    );
    if (!r.ok) throw r.error;
    expect(r.value.mission.params.terrain_following).toBeUndefined();
    expect(r.value.mission.waypoints.every((w) => w.altitude_mode === 'relative_to_takeoff')).toBe(
      true,
    );
  });
});

describe('the drone ceiling', () => {
  const r = planRequest({ kind: 'cell_tower', params: { tower_height_m: 40 } }, point);
  if (!r.ok) throw r.error;
  const mission = r.value.mission;

  it('counts the take-off ground when it is known', () => {
    expect(ceilingExcess(mission, { ceiling_m: 6000 }, null)).toBeNull();
    const excess = ceilingExcess(mission, { ceiling_m: 6000 }, 5990);
    expect(excess).toMatchObject({ field: 'drone_id', groundM: 5990, ceilingM: 6000 });
    expect(() => assertUnderCeiling(mission, { ceiling_m: 6000 }, 5990)).toThrow(AppError);
  });
});
