// A saved mission's height above the ground for the airspace check (issue 17): planned above
// take-off, converted with the site's own elevation model (a real GeoTIFF uploaded through the
// API, ground rising 1 m per 0.0001° east), and taken as above the ground, said so, without one.
import { ZMissionAirspaceResponse, type TSite } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { call, type Workspace } from '../../test/sites-fixtures.ts';
import {
  createFieldSite,
  startElevationApp,
  uploadSlopingDem,
  type ElevationApp,
} from '../../test/sloping-dem.ts';
import { ASSUMED_NOTE } from './mission-height.ts';

/** Take-off on the field's high east edge: the west of the field lies about 18 m lower. */
const TAKEOFF: [number, number] = [77.5918, 12.9709];

describe('mission heights above take-off become heights above the ground', () => {
  let e: ElevationApp;
  let t: TestApp;
  let w: Workspace;
  const createSite = (name: string, elevation_source: string) =>
    createFieldSite(e, name, elevation_source);
  const mission = async (site: TSite) => {
    const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/missions`, {
      kind: 'area_mapping',
      site_id: site.id,
      drone_id: 'dji-mavic-3-enterprise',
      camera_id: 'dji-m3e-wide',
      params: { altitude_m: 60, takeoff: TAKEOFF },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    const a = await call(t, w.member, 'GET', `/company/${w.companyId}/missions/${id}/airspace`);
    expect(a.statusCode, a.body).toBe(200);
    return ZMissionAirspaceResponse.parse(a.json());
  };

  beforeAll(async () => {
    e = await startElevationApp('sortie-airspace-height-');
    ({ t, w } = e);
  }, 240_000);
  afterAll(() => e.close());

  it('with the site’s elevation model: the highest point above the ground is judged', async () => {
    const site = await createSite('Sloping field', 'Custom');
    // SLOPING_DEM: FIELD's ground spans about 105–123 m.
    await uploadSlopingDem(e, site);
    const a = await mission(site);
    expect(a.height_basis).toBe('above_ground');
    // 60 m above a take-off about 123 m up, over ground down to about 105 m.
    expect(a.height_m).toBeGreaterThan(70);
    expect(a.height_m).toBeLessThan(85);
    expect(a.forecast.height_m).toBe(a.height_m);
    expect(a.advisory.height_m).toBe(a.height_m);
    expect(a.height_note).toMatch(/elevation source \(Custom\).*planned 60 m above take-off/);
    const { params } = a.height_note_code!;
    expect(a.height_note_code!.code).toBe('height_above_ground');
    expect(params).toMatchObject({ source: 'Custom', highest: a.height_m, planned: 60 });
    expect(a.height_note).toContain(`take-off ground ${params.takeoff} m`);
  });

  it('without elevation data: the height above take-off, and the assumption said', async () => {
    const a = await mission(await createSite('Flat field', 'None'));
    expect(a).toMatchObject({ height_m: 60, height_basis: 'assumed', height_note: ASSUMED_NOTE });
    expect(a.height_note_code).toEqual({ code: 'height_assumed', params: {} });
  });
});
