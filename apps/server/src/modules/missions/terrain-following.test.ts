// Terrain following on save, PATCH re-plan and the preview calls (decision 070): what is stored
// is the engine's applyTerrainFollowing over the site's elevation source, and a site without one
// is refused before anything is planned or stored.
import { ZMission, ZMissionPreviewResponse } from '@sortie/domain/contracts';
import { loadGeoTiffDem, type GeoTiffDem } from '@sortie/flightplan';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { bearer } from '../../test/helpers.ts';
import { FIELD, call, type Workspace } from '../../test/sites-fixtures.ts';
import {
  SLOPING_DEM,
  createFieldSite,
  startElevationApp,
  uploadSlopingDem,
  type ElevationApp,
} from '../../test/sloping-dem.ts';
import { demTiff } from '../../test/test-rasters.ts';

const M3E = { drone_id: 'dji-mavic-3-enterprise', camera_id: 'dji-m3e-wide' };
const FLAT = { kind: 'area_mapping', ...M3E, params: { altitude_m: 60 } } as const;
const TERRAIN = {
  kind: 'area_mapping',
  ...M3E,
  params: { altitude_m: 60, terrain_following: true },
} as const;

describe('terrain following in missions', () => {
  let e: ElevationApp;
  let t: TestApp;
  let w: Workspace;
  let dem: GeoTiffDem;
  const url = (p = '') => `/company/${w.companyId}/missions${p}`;
  const countMissions = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from missions`.execute(t.db)).rows[0]!.n);
  const createSite = (name: string, elevation_source = 'None') =>
    createFieldSite(e, name, elevation_source);

  beforeAll(async () => {
    e = await startElevationApp('sortie-terrain-');
    ({ t, w } = e);
    const bytes = demTiff(SLOPING_DEM);
    const loaded = await loadGeoTiffDem(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    if (!loaded.ok) throw new Error(loaded.error.message);
    dem = loaded.value;
  });
  afterAll(() => e.close());

  it('refuses terrain following without an elevation source, naming the parameter', async () => {
    const site = await createSite('Flat field');
    const before = await countMissions();
    for (const p of ['', '/generatepreview']) {
      const res = await call(t, w.owner, 'POST', url(p), { ...TERRAIN, site_id: site.id });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        error: {
          type: 'elevation_source_required',
          message: 'Choose an elevation source for this site to follow the terrain.',
          details: { field: 'terrain_following' },
        },
      });
    }
    const drawn = await call(t, w.owner, 'POST', url('/generatepreview'), {
      ...TERRAIN,
      geometry: FIELD,
    });
    expect(drawn.statusCode).toBe(422);
    expect(drawn.json()).toMatchObject({
      error: { type: 'terrain_needs_site', details: { field: 'terrain_following' } },
    });
    expect(await countMissions()).toBe(before);
    // Without terrain following the same site plans as before.
    const flat = await call(t, w.owner, 'POST', url(), { ...FLAT, site_id: site.id });
    expect(flat.statusCode, flat.body).toBe(201);
  });

  it('answers the missing SRTM tile as the elevations module does', async () => {
    const site = await createSite('SRTM field', 'SRTM');
    const before = await countMissions();
    const res = await call(t, w.owner, 'POST', url(), { ...TERRAIN, site_id: site.id });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'srtm_tile_missing', details: { tile: 'N12E077' } },
    });
    expect(await countMissions()).toBe(before);
  });

  it('stores waypoints that keep their height above a custom GeoTIFF ground', async () => {
    const site = await createSite('Hill field');
    await uploadSlopingDem(e, site);
    const flatRes = await call(t, w.owner, 'POST', url('/generatepreview'), {
      ...FLAT,
      site_id: site.id,
    });
    const flat = ZMissionPreviewResponse.parse(flatRes.json()).mission;
    const preview = ZMissionPreviewResponse.parse(
      (
        await call(t, w.member, 'POST', url('/generatepreview'), { ...TERRAIN, site_id: site.id })
      ).json(),
    ).mission;

    const saved = await call(t, w.owner, 'POST', url(), { ...TERRAIN, site_id: site.id });
    expect(saved.statusCode, saved.body).toBe(201);
    const mission = ZMission.parse(saved.json());
    expect(mission.params).toMatchObject({ terrain_following: true });
    expect(mission.mission.waypoints).toEqual(preview.waypoints);

    const stored = mission.mission;
    const origin = stored.takeoff ?? stored.waypoints[0]!.position;
    const g0 = dem.elevationAt(origin)!;
    let largest = 0;
    for (const fw of flat.waypoints) {
      const tw = stored.waypoints.find(
        (x) => x.position[0] === fw.position[0] && x.position[1] === fw.position[1],
      );
      expect(tw, 'every flat waypoint is kept').toBeDefined();
      expect(tw!.altitude_mode).toBe('above_ground');
      const lift = dem.elevationAt(fw.position)! - g0;
      expect(tw!.takeoff_relative_m).toBeCloseTo(fw.takeoff_relative_m + lift, 6);
      largest = Math.max(largest, Math.abs(tw!.takeoff_relative_m - fw.takeoff_relative_m));
    }
    // The field spans ~18 columns of the DEM: the far side is ~18 m higher or lower.
    expect(largest).toBeGreaterThan(10);

    // WPML gets the take-off point's ellipsoidal height (EGM96 geoid + sampled ground), not 0.
    const wpml = await t.app.inject({
      method: 'GET',
      url: `/api/v4/company/${w.companyId}/missions/${mission.id}/features?file_format=wpml&destination=dji`,
      headers: bearer(w.owner.token),
    });
    expect(wpml.statusCode, wpml.body).toBe(200);
    const template = strFromU8(unzipSync(new Uint8Array(wpml.rawPayload))['wpmz/template.kml']!);
    const ref = /<wpml:takeOffRefPoint>([^<]+)<\/wpml:takeOffRefPoint>/.exec(template);
    expect(ref, 'takeOffRefPoint is written').not.toBeNull();
    const height = Number(ref![1]!.split(',')[2]);
    // Bengaluru's geoid lies ~86 m below the ellipsoid: h = H + N with N ≈ -86 m.
    expect(height).toBeGreaterThan(g0 - 100);
    expect(height).toBeLessThan(g0 - 70);

    // A PATCH re-plan keeps following the terrain while the parameter stays on.
    const patched = await call(
      t,
      w.owner,
      'PATCH',
      url(`/${mission.id}`),
      { params: { altitude_m: 70, terrain_following: true } },
      { 'if-match': mission.etag },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    const replanned = ZMission.parse(patched.json());
    expect(replanned.mission.waypoints.every((x) => x.altitude_mode === 'above_ground')).toBe(true);
    expect(replanned.mission.waypoints[0]!.altitude_m).toBe(70);

    const savedPreview = await call(t, w.member, 'POST', url('/preview'), {
      mission_id: mission.id,
      params: { altitude_m: 60 },
    });
    expect(savedPreview.statusCode, savedPreview.body).toBe(200);
    const back = ZMissionPreviewResponse.parse(savedPreview.json()).mission;
    expect(back.waypoints.every((x) => x.altitude_mode === 'relative_to_takeoff')).toBe(true);
  });
});
