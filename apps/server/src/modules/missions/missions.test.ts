import { exportFileName } from '@sortie/domain';
import {
  ZMission,
  ZMissionPreviewResponse,
  type TMission,
  type TSite,
} from '@sortie/domain/contracts';
import { LITCHI_HEADER } from '@sortie/flightplan';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  FIELD,
  ROAD,
  call,
  setDefaultMemberAccess,
  workspace,
  type Workspace,
} from '../../test/sites-fixtures.ts';

const M3E = { drone_id: 'dji-mavic-3-enterprise', camera_id: 'dji-m3e-wide' };
const AREA = { kind: 'area_mapping', ...M3E, params: { altitude_m: 60 } } as const;

/** A square of `km` × `km` near Bengaluru. */
const square = (km: number) => {
  const d = km / 111;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [77.5, 12.9],
        [77.5 + d, 12.9],
        [77.5 + d, 12.9 + d],
        [77.5, 12.9 + d],
        [77.5, 12.9],
      ],
    ],
  };
};

describe('missions', () => {
  let t: TestApp;
  let w: Workspace;
  let field: TSite;
  let road: TSite;
  const url = (path = '') => `/company/${w.companyId}/missions${path}`;
  const countMissions = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from missions`.execute(t.db)).rows[0]!.n);
  const createSite = async (name: string, geometry: object) => {
    const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, { name, geometry });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };
  const save = async (who = w.owner, body: object = { ...AREA, site_id: field.id }) => {
    const res = await call(t, who, 'POST', url(), body);
    expect(res.statusCode, res.body).toBe(201);
    return ZMission.parse(res.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    field = await createSite('North Field', FIELD);
    road = await createSite('Ring Road', ROAD);
  });
  afterAll(async () => t.close());

  it('previews a mission over a site or drawn geometry and stores nothing', async () => {
    const res = await call(t, w.member, 'POST', url('/generatepreview'), {
      ...AREA,
      site_id: field.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = ZMissionPreviewResponse.parse(res.json());
    expect(preview.mission.waypoints.length).toBeGreaterThan(2);
    expect(preview.stats.photo_count).toBeGreaterThan(0);
    const drawn = await call(t, w.member, 'POST', url('/mapping/generate'), {
      ...AREA,
      geometry: FIELD,
    });
    expect(drawn.json<{ stats: unknown }>().stats).toEqual(preview.stats);
    const video = await call(t, w.member, 'POST', url('/video/generate'), {
      kind: 'corridor_video',
      site_id: road.id,
      params: { altitude_m: 40 },
    });
    expect(video.statusCode, video.body).toBe(200);
    expect(await countMissions()).toBe(0);
  });

  it("answers the planner's refusal as 422 with its type and sentence", async () => {
    const res = await call(t, w.owner, 'POST', url('/generatepreview'), {
      ...AREA,
      site_id: field.id,
      params: { altitude_m: 900 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'out_of_range', details: { field: 'altitude_m' } },
    });
    const wrongSite = await call(t, w.owner, 'POST', url('/generatepreview'), {
      ...AREA,
      site_id: road.id,
    });
    expect(wrongSite.json()).toMatchObject({ error: { type: 'unsupported_site_type' } });
  });

  it('saves what the engine produces, ignoring tampered stats', async () => {
    const preview = (
      await call(t, w.owner, 'POST', url('/generatepreview'), { ...AREA, site_id: field.id })
    ).json<{ stats: { photo_count: number; distance_m: number } }>();
    const tampered = {
      ...AREA,
      site_id: field.id,
      stats: { photo_count: 1, distance_m: 1 },
      photo_count: 1,
      mission: { waypoints: [] },
    };
    const mission = await save(w.owner, tampered);
    expect(mission.photo_count).toBe(preview.stats.photo_count);
    expect(mission.distance_m).toBe(preview.stats.distance_m);
    expect(mission.mission.waypoints.length).toBeGreaterThan(2);
    const got = await call(t, w.owner, 'GET', url(`/${mission.id}`));
    expect(got.headers.etag).toBe(`"${mission.etag}"`);
    const list = await call(
      t,
      w.member,
      'GET',
      `/company/${w.companyId}/sites/${field.id}/missions?use_new_model=true`,
    );
    expect(list.json<{ missions: TMission[] }>().missions.map((m) => m.id)).toContain(mission.id);
  });

  it('refuses an area over 5000 acres and stores nothing', async () => {
    const huge = await createSite('Huge', square(5));
    const before = await countMissions();
    const res = await call(t, w.owner, 'POST', url(), { ...AREA, site_id: huge.id });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { type: 'exceeded_max_polygon_mission_size' } });
    expect(await countMissions()).toBe(before);
  });

  it('refuses past the plan mission count and stores nothing', async () => {
    const free = await workspace(t, { plan: 'free' });
    const site = (
      await call(t, free.owner, 'POST', `/company/${free.companyId}/sites`, {
        name: 'F',
        geometry: FIELD,
      })
    ).json<TSite>();
    await sql`insert into company_feature_usage (company_id, key, used, updated_at)
      values (${free.companyId}, 'max_missions', 10, now())
      on conflict (company_id, key) do update set used = 10`.execute(t.db);
    const before = await countMissions();
    const res = await call(t, free.owner, 'POST', `/company/${free.companyId}/missions`, {
      ...AREA,
      site_id: site.id,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        type: 'exceeded_max_mission_generation_count',
        message:
          'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.',
      },
    });
    expect(await countMissions()).toBe(before);
  });

  it('exports every format with a file name of site, kind and date', async () => {
    const mission = await save();
    const get = (q: string) => call(t, w.member, 'GET', url(`/${mission.id}/features?${q}`));
    const day = exportFileName({
      siteName: 'North Field',
      kind: 'area_mapping',
      ext: 'csv',
      date: t.clock.now(),
    });
    const litchi = await get('file_format=csv&destination=litchi');
    expect(litchi.statusCode, litchi.body).toBe(200);
    // RFC 6266: an ASCII filename and the UTF-8 filename* (the same here).
    expect(litchi.headers['content-disposition']).toBe(
      `attachment; filename="${day}"; filename*=UTF-8''${day}`,
    );
    expect(litchi.body.split('\n')[0]).toBe(LITCHI_HEADER);
    const wpl = await get('file_format=waypoints&destination=mission_planner');
    expect(wpl.body.startsWith('QGC WPL 110')).toBe(true);
    const kml = await get('file_format=kml&destination=google_earth');
    expect(kml.body).toContain('<kml');
    const plan = await get('file_format=plan&destination=qgroundcontrol');
    expect(plan.json()).toMatchObject({ fileType: 'Plan' });
    const wpml = await get('file_format=wpml&destination=dji');
    expect(wpml.statusCode, wpml.body).toBe(200);
    const files = unzipSync(new Uint8Array(wpml.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['wpmz/template.kml', 'wpmz/waylines.wpml']);
    expect(strFromU8(files['wpmz/waylines.wpml']!)).toContain('wpml:');
    const mismatch = await get('file_format=csv&destination=dji');
    expect(mismatch.statusCode).toBe(400);
    // A mission with its own name carries it in the file name.
    await call(
      t,
      w.owner,
      'PATCH',
      url(`/${mission.id}`),
      { name: 'Block A' },
      {
        'if-match': `"${mission.etag}"`,
      },
    );
    const named = await get('file_format=csv&destination=litchi');
    const namedFile = exportFileName({
      siteName: 'North Field',
      kind: 'Block A-area_mapping',
      ext: 'csv',
      date: t.clock.now(),
    });
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="${namedFile}"; filename*=UTF-8''${namedFile}`,
    );
    expect(named.headers['content-disposition']).toContain('North-Field_Block-A-area_mapping_');
  });

  it('lets view export but not save; edit saves; only full_access deletes', async () => {
    const mission = await save();
    await setDefaultMemberAccess(t, w.companyId, 'view');
    const exported = await call(
      t,
      w.member,
      'GET',
      url(`/${mission.id}/features?file_format=kml&destination=google_earth`),
    );
    expect(exported.statusCode).toBe(200);
    const refused = await call(t, w.member, 'POST', url(), { ...AREA, site_id: field.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { type: 'insufficient_site_access' } });
    await setDefaultMemberAccess(t, w.companyId, 'edit');
    const own = await save(w.member);
    const notDeleted = await call(t, w.member, 'DELETE', url(`/${own.id}`));
    expect(notDeleted.statusCode).toBe(403);
    const guest = await call(t, w.guest, 'GET', url(`/${own.id}`));
    expect(guest.statusCode).toBe(404);
    const outsider = await call(t, w.outsider, 'GET', url(`/${own.id}`));
    expect(outsider.json()).toMatchObject({ error: { type: 'user_not_part_of_company' } });
    expect((await call(t, w.admin, 'DELETE', url(`/${own.id}`))).statusCode).toBe(204);
    expect((await call(t, w.owner, 'GET', url(`/${own.id}`))).statusCode).toBe(404);
  });

  it('renames and re-plans with If-Match; a stale one gets 412 and changes nothing', async () => {
    const mission = await save();
    const patch = (body: object, headers: Record<string, string> = {}) =>
      call(t, w.owner, 'PATCH', url(`/${mission.id}`), body, headers);
    expect((await patch({ name: 'x' })).statusCode).toBe(428);
    expect((await patch({ name: 'x' }, { 'if-match': '"stale"' })).statusCode).toBe(412);
    const renamed = await patch({ name: 'Morning pass' }, { 'if-match': `"${mission.etag}"` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const r = ZMission.parse(renamed.json());
    expect(r).toMatchObject({ name: 'Morning pass', photo_count: mission.photo_count });
    expect(r.mission.name).toBe('Morning pass');
    expect((await patch({ name: 'y' }, { 'if-match': `"${mission.etag}"` })).statusCode).toBe(412);
    const replanned = await patch({ params: { altitude_m: 100 } }, { 'if-match': r.etag });
    expect(replanned.statusCode, replanned.body).toBe(200);
    expect(replanned.json<TMission>().photo_count).toBeLessThan(mission.photo_count);
    const bad = await patch(
      { params: { altitude_m: 'high' } },
      { 'if-match': replanned.json<TMission>().etag },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('bulk deletes all or nothing', async () => {
    const [a, b] = [await save(), await save()];
    await setDefaultMemberAccess(t, w.companyId, 'edit');
    const refused = await call(t, w.member, 'DELETE', url('/bulk'), { mission_ids: [a.id, b.id] });
    expect(refused.statusCode).toBe(403);
    const unknown = await call(t, w.owner, 'DELETE', url('/bulk'), {
      mission_ids: [a.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(t, w.owner, 'GET', url(`/${a.id}`))).statusCode).toBe(200);
    const done = await call(t, w.owner, 'DELETE', url('/bulk'), { mission_ids: [a.id, b.id] });
    expect(done.json()).toEqual({ deleted: [a.id, b.id] });
    expect((await call(t, w.owner, 'GET', url(`/${b.id}`))).statusCode).toBe(404);
  });

  it('splits at a waypoint and per battery; each part starts where the last ended', async () => {
    const mission = await save();
    const res = await call(t, w.owner, 'POST', url(`/${mission.id}/split`), {
      at_waypoint_index: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts = res.json<{ missions: TMission[] }>().missions;
    expect(parts.map((p) => p.part)).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ]);
    expect(parts[1]!.mission.waypoints[0]!.position).toEqual(
      parts[0]!.mission.waypoints.at(-1)!.position,
    );
    expect((await call(t, w.owner, 'GET', url(`/${mission.id}`))).statusCode).toBe(404);
    const replanPart = await call(
      t,
      w.owner,
      'PATCH',
      url(`/${parts[0]!.id}`),
      { params: { altitude_m: 90 } },
      { 'if-match': parts[0]!.etag },
    );
    expect(replanPart.json()).toMatchObject({ error: { type: 'mission_is_split_part' } });

    const big = await createSite('Big Field', square(1.2));
    const long = await save(w.owner, { ...AREA, site_id: big.id, params: { altitude_m: 40 } });
    const fits = await call(t, w.owner, 'POST', url(`/${parts[0]!.id}/split`), {
      by_battery: true,
    });
    expect(fits.json()).toMatchObject({ error: { type: 'mission_fits_one_battery' } });
    const byBattery = await call(t, w.owner, 'POST', url(`/${long.id}/split`), {
      by_battery: true,
    });
    expect(byBattery.statusCode, byBattery.body).toBe(201);
    const sorties = byBattery.json<{ missions: TMission[] }>().missions;
    expect(sorties.length).toBeGreaterThan(1);
    for (let i = 1; i < sorties.length; i++) {
      expect(sorties[i]!.mission.waypoints[0]!.position).toEqual(
        sorties[i - 1]!.mission.waypoints.at(-1)!.position,
      );
    }
  });

  it('previews GCPs, stores them with POST, and profiles elevations', async () => {
    const res = await call(
      t,
      w.owner,
      'GET',
      `/company/${w.companyId}/sites/${field.id}/generategcps?spacing=60`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { gcps, gcp_count } = res.json<{ gcps: unknown[]; gcp_count: number }>();
    expect(gcp_count).toBe(gcps.length);
    expect(gcp_count).toBeGreaterThan(0);
    const stored = await call(
      t,
      w.owner,
      'POST',
      `/company/${w.companyId}/sites/${field.id}/gcps`,
      {
        spacing_m: 60,
      },
    );
    expect(stored.statusCode, stored.body).toBe(201);
    const site = (
      await call(t, w.owner, 'GET', `/company/${w.companyId}/sites/${field.id}`)
    ).json<TSite>();
    expect(site.gcp_count).toBe(gcp_count);
    const tooWide = await call(
      t,
      w.owner,
      'GET',
      `/company/${w.companyId}/sites/${field.id}/generategcps?spacing=5000`,
    );
    expect(tooWide.statusCode).toBe(400);

    const mission = await save();
    const elev = await call(t, w.member, 'POST', url('/elevations'), { mission_id: mission.id });
    expect(elev.statusCode, elev.body).toBe(200);
    const profile = elev.json<{
      note: string;
      samples: { elevation_m: number; distance_m: number }[];
    }>();
    expect(profile.note).toContain('None');
    expect(profile.samples.length).toBeGreaterThan(mission.mission.waypoints.length);
    expect(profile.samples.every((s) => s.elevation_m === 0)).toBe(true);
  });

  it('exports GCPs, missions and elevations of a site as files', async () => {
    await save();
    const features = (q: string) =>
      call(t, w.member, 'GET', `/company/${w.companyId}/sites/${field.id}/features?${q}`);
    const csv = await features('map_feature=GCP&output_format=CSV');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('name,lng,lat,elevation_m');
    expect(csv.headers['content-disposition']).toContain('North-Field_gcps_');
    const gcpKml = await features('map_feature=GCP&output_format=KML');
    expect(gcpKml.body).toContain('<Placemark>');
    const odm = await features('map_feature=GCP&output_format=GCP%20format');
    expect(odm.body.startsWith('EPSG:4326')).toBe(true);
    const missionsKml = await features('map_feature=Missions&output_format=KML');
    expect(missionsKml.statusCode, missionsKml.body).toBe(200);
    expect(missionsKml.body).toContain('<Folder><name>North Field</name>');
    expect(missionsKml.body.match(/<Document>/g)).toHaveLength(1);
    const elevations = await features('map_feature=Elevations&output_format=CSV');
    expect(elevations.statusCode, elevations.body).toBe(200);
    expect(elevations.body.split('\n')[1]).toMatch(/,0$/);
    const unsupported = await features('map_feature=Missions&output_format=CSV');
    expect(unsupported.json()).toMatchObject({ error: { type: 'unsupported_export' } });
  });
});
