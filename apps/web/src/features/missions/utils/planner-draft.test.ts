import { ZCreateMissionRequest } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildAreaSite } from '../testing/mission-factory.ts';
import { initialDraft, toPlanRequest, withKind } from './planner-draft.ts';
import { kindsForSite } from './mission-kinds.ts';

describe('planner draft', () => {
  const site = buildAreaSite();

  it('starts with the first kind the site can carry and a valid save request', () => {
    const draft = initialDraft(site);
    expect(draft.kind).toBe('area_mapping');
    const body = { ...toPlanRequest(draft), site_id: '00000000-0000-4000-8000-000000000001' };
    expect(ZCreateMissionRequest.safeParse(body).success).toBe(true);
    expect(body.params).toMatchObject({ altitude_m: 80, angle_deg: 'auto', front_overlap_pct: 75 });
  });

  it('sends only the chosen half of GSD/altitude and a manual angle when set', () => {
    const draft = initialDraft(site);
    const req = toPlanRequest({
      ...draft,
      mapping: { ...draft.mapping, sizing: 'gsd', gsd_cm: 1.5, angle_deg: 30 },
    });
    expect(req.params).toMatchObject({ gsd_cm: 1.5, angle_deg: 30 });
    expect(req.params).not.toHaveProperty('altitude_m');
  });

  it('offers only the kinds that fit the site type', () => {
    expect(kindsForSite('corridor')).toEqual(['corridor_mapping', 'corridor_video', 'waypoints']);
    // A point site maps the square generated around it (decision 122), never a corridor.
    expect(kindsForSite('point')).toContain('area_mapping');
    expect(kindsForSite('point')).not.toContain('corridor_mapping');
    expect(kindsForSite('area')).not.toContain('corridor_mapping');
  });

  it('sends area_acres (10 by default) for a point site only', () => {
    const point = {
      ...site,
      geometry: { type: 'Point' as const, coordinates: [77.59, 12.97] as [number, number] },
    };
    const mapping = (s: typeof site) => ({ ...initialDraft(s), kind: 'area_mapping' as const });
    expect(toPlanRequest(mapping(point)).params).toMatchObject({ area_acres: 10 });
    expect(toPlanRequest(mapping(site)).params).not.toHaveProperty('area_acres');
  });

  it('sends terrain_following only when on, and only for kinds that carry it', () => {
    const draft = initialDraft(site);
    expect(toPlanRequest(draft).params).not.toHaveProperty('terrain_following');
    const on = { ...draft, terrain_following: true };
    const body = { ...toPlanRequest(on), site_id: '00000000-0000-4000-8000-000000000001' };
    expect(ZCreateMissionRequest.parse(body).params).toMatchObject({ terrain_following: true });
    expect(toPlanRequest(withKind(on, 'waypoints', [77.592, 12.972])).params).toMatchObject({
      terrain_following: true,
    });
    const orbit = toPlanRequest(withKind(on, 'poi', [77.592, 12.972]));
    expect(orbit.params).not.toHaveProperty('terrain_following');
  });

  it('gives an orbit kind a draft of its own shape', () => {
    const next = withKind(initialDraft(site), 'wind_turbine', [77.592, 12.972]);
    expect(next.poi).toMatchObject({ hub_height_m: 100, center: [77.592, 12.972] });
    const body = { ...toPlanRequest(next), site_id: '00000000-0000-4000-8000-000000000001' };
    expect(ZCreateMissionRequest.safeParse(body).success).toBe(true);
  });
});
