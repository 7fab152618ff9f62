import { IMPERIAL_UNIT_PREFERENCES } from '@sortie/domain';
import { planCellTower, planOrbits, planWindTurbine } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import type { CellTowerDraft, PoiParamsDraft, WindTurbineDraft } from '../types.ts';
import { circleRing, poiGeoJson } from './orbit-geometry.ts';
import { orbitSummary } from './orbit-plan.ts';
import {
  defaultPoiDraft,
  orbitRadiusM,
  poiKindOf,
  poiSafetyWarning,
  safeRadiusM,
  validatePoiDraft,
} from './poi-draft.ts';

const centre: [number, number] = [10, 50];

describe('POI drafts', () => {
  it('starts every kind at the site point with values the engine plans', () => {
    const poi = defaultPoiDraft('poi', centre) as PoiParamsDraft;
    const turbine = defaultPoiDraft('wind_turbine', centre) as WindTurbineDraft;
    const tower = defaultPoiDraft('cell_tower', centre) as CellTowerDraft;
    expect(poi.center).toEqual(centre);
    expect(planOrbits({ ...poi, center: centre }).ok).toBe(true);
    expect(planWindTurbine({ ...turbine, center: centre }).ok).toBe(true);
    expect(planCellTower({ ...tower, center: centre }).ok).toBe(true);
    expect([poiKindOf(poi), poiKindOf(turbine), poiKindOf(tower)]).toEqual([
      'poi',
      'wind_turbine',
      'cell_tower',
    ]);
    for (const d of [poi, turbine, tower]) expect(validatePoiDraft(d)).toEqual({});
    expect(defaultPoiDraft('poi', null).center).toBeUndefined();
  });

  it('uses the engine radius and a safe ring 20 m from the structure', () => {
    const turbine: WindTurbineDraft = { hub_height_m: 100, rotor_diameter_m: 120 };
    expect(orbitRadiusM(turbine)).toBe(80);
    expect(safeRadiusM(turbine)).toBe(80);
    expect(orbitRadiusM({ tower_height_m: 45 })).toBe(25);
    expect(safeRadiusM({ radius_m: 30, layers: [] })).toBe(20);
  });

  it('refuses a radius under the 20 m minimum with a reason, in the user units', () => {
    const d: PoiParamsDraft = { radius_m: 10, layers: [{ altitude_m: 40, aim_height_m: 0 }] };
    expect(validatePoiDraft(d).radius_m).toBe(
      'Orbit radius must be between 20 and 2000 m: closer than 20 m leaves no room for GNSS error and gusts.',
    );
    expect(validatePoiDraft(d, IMPERIAL_UNIT_PREFERENCES).radius_m).toMatch(
      /between 66 and 6562 ft/,
    );
    expect(planOrbits({ ...d, center: centre }).ok).toBe(false);
  });

  it('checks photo spacing, orbit count and orbit altitudes', () => {
    const d: PoiParamsDraft = {
      radius_m: 30,
      photo_every_deg: 200,
      layers: [{ altitude_m: 600, aim_height_m: 0 }],
    };
    const e = validatePoiDraft(d);
    expect(e.photo_every_deg).toMatch(/every 1° to 180°/);
    expect(e['layers[0].altitude_m']).toMatch(/between 2 and 500 m/);
    expect(validatePoiDraft({ tower_height_m: 40, layer_count: 2.5 }).layer_count).toMatch(
      /whole number/,
    );
  });

  it('warns when a turbine orbit passes inside 20 m of the blade tips', () => {
    expect(poiSafetyWarning({ hub_height_m: 100, rotor_diameter_m: 120, clearance_m: 5 })).toMatch(
      /closer than 20 m to the blade tips/,
    );
    expect(poiSafetyWarning({ hub_height_m: 100, rotor_diameter_m: 120 })).toBeNull();
  });

  it('summarises the orbits as the engine plans them, gimbal aimed at the structure', () => {
    const s = orbitSummary({ center: centre, hub_height_m: 100, rotor_diameter_m: 120 })!;
    expect(s.radius_m).toBe(80);
    expect(s.layers).toHaveLength(5);
    expect(s.layers[0]!.altitude_m).toBe(40);
    expect(s.layers[4]!.altitude_m).toBe(170);
    // The top orbit (170 m) aims at the hub (100 m): atan(70 / 80) below level.
    expect(s.layers[4]!.gimbal_pitch_deg).toBeCloseTo((-Math.atan2(70, 80) * 180) / Math.PI, 5);
    expect(s.photos_per_orbit).toBe(36);
    expect(orbitSummary({ radius_m: 5, layers: [{ altitude_m: 40, aim_height_m: 0 }] })).toBeNull();
  });

  it('draws the safe ring, the orbit and the centre', () => {
    const ring = circleRing(centre, 100, 4);
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    expect(ring[0]![1] - 50).toBeCloseTo(100 / 111_320, 8);
    const g = poiGeoJson({ center: centre, radius_m: 30, layers: [] });
    expect(g.safe.features[0]!.properties).toEqual({ role: 'safe', radius_m: 20 });
    expect(g.orbit.features[0]!.properties).toEqual({ role: 'orbit', radius_m: 30 });
    expect(g.centre.features[0]!.geometry).toEqual({ type: 'Point', coordinates: centre });
    expect(poiGeoJson({ radius_m: 30, layers: [] }).centre.features).toEqual([]);
  });
});
