import { describe, expect, it } from 'vitest';
import { buildAreaSite } from '../testing/mission-factory.ts';
import { planPreview } from './plan-preview.ts';

const site = buildAreaSite();

describe('planPreview (the worker body)', () => {
  it('plans an area mapping mission over the site', () => {
    const r = planPreview({
      id: 7,
      request: { kind: 'area_mapping', camera_id: 'dji-m3e-wide', params: { altitude_m: 80 } },
      site,
    });
    expect(r.id).toBe(7);
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.mission.stats.photo_count).toBeGreaterThan(50);
    expect(r.mission.stats.angle_deg).not.toBeNull();
  });

  it("answers the engine's refusal with the field it blames", () => {
    const r = planPreview({
      id: 1,
      request: { kind: 'area_mapping', camera_id: 'dji-m3e-wide', params: { altitude_m: 900 } },
      site,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatchObject({ type: 'out_of_range', field: 'altitude_m' });
  });

  it('refuses areas over 5000 acres with the size error', () => {
    const big = buildAreaSite({
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [77, 12.5],
            [77.12, 12.5],
            [77.12, 12.62],
            [77, 12.62],
            [77, 12.5],
          ],
        ],
      },
    });
    const r = planPreview({
      id: 1,
      request: { kind: 'area_mapping', camera_id: 'dji-m3e-wide', params: { altitude_m: 80 } },
      site: big,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.type).toBe('exceeded_max_polygon_mission_size');
  });

  it('asks for a camera for mapping and names unknown catalogue ids', () => {
    const noCamera = planPreview({ id: 1, request: { kind: 'area_mapping', params: {} }, site });
    expect(noCamera.ok ? null : noCamera.problem.field).toBe('camera_id');
    const unknown = planPreview({
      id: 1,
      request: {
        kind: 'waypoints',
        drone_id: 'nope',
        params: { waypoints: [{ position: [77.59, 12.97] }], altitude_m: 40 },
      },
      site,
    });
    expect(unknown.ok ? null : unknown.problem.type).toBe('unknown_drone');
  });

  it('maps the generated square around a point site, and refuses area_acres elsewhere', () => {
    const point = {
      ...site,
      geometry: { type: 'Point' as const, coordinates: [77.59, 12.97] as [number, number] },
    };
    const request = (area_acres?: number) =>
      ({
        kind: 'area_mapping',
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 80, ...(area_acres === undefined ? {} : { area_acres }) },
      }) as const;
    const ten = planPreview({ id: 1, request: request(), site: point });
    const forty = planPreview({ id: 2, request: request(40), site: point });
    if (!ten.ok || !forty.ok) throw new Error('a point site should plan area mapping');
    // 10 acres by default (feature-areas §9), 40 when asked.
    expect(ten.mission.stats.covered_area_m2 / 4046.86).toBeCloseTo(10, 1);
    expect(forty.mission.stats.covered_area_m2 / 4046.86).toBeCloseTo(40, 1);
    const onArea = planPreview({ id: 3, request: request(40), site });
    expect(onArea.ok ? null : onArea.problem).toMatchObject({
      type: 'area_needs_point_site',
      field: 'area_acres',
    });
  });

  it('refuses a plan over the size budget with the same sentence as the server (issue 10 §9)', () => {
    // 550 m square around a point at 4 m, 10 % front and 95 % side overlap: ~800,000 photos.
    const point = {
      ...site,
      geometry: { type: 'Point' as const, coordinates: [77.59, 12.97] as [number, number] },
    };
    const r = planPreview({
      id: 1,
      request: {
        kind: 'area_mapping',
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 4, front_overlap_pct: 10, side_overlap_pct: 95, area_acres: 75 },
      },
      site: point,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem).toMatchObject({ type: 'plan_too_large', field: 'altitude_m' });
    expect(r.problem.message).toMatch(
      /^Raise the altitude or lower the side overlap: this plan needs about [\d,.]+( million)? photos; the limit is 50,000\.$/,
    );
  });
});
