// Area mapping on a point-asset site (decision 122): the server plans over the square generated
// around the point (area_acres, 10 by default) and stores that plan; area_acres is refused on
// sites with a boundary of their own, and out of its 1 to 5000 acre range.
import { ZMission, type TSite } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, TOWER, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const ACRE_M2 = 4046.86;
const AREA = {
  kind: 'area_mapping',
  drone_id: 'dji-mavic-3-enterprise',
  camera_id: 'dji-m3e-wide',
} as const;

describe('area mapping around a point site', () => {
  let t: TestApp;
  let w: Workspace;
  let tower: TSite;
  let field: TSite;
  const url = (c = w.companyId) => `/company/${c}/missions`;
  const countMissions = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from missions`.execute(t.db)).rows[0]!.n);
  const createSite = async (ws: Workspace, name: string, geometry: object) => {
    const res = await call(t, ws.owner, 'POST', `/company/${ws.companyId}/sites`, {
      name,
      geometry,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    tower = await createSite(w, 'Mast 7', TOWER);
    field = await createSite(w, 'North Field', FIELD);
  });
  afterAll(async () => t.close());

  it('saves the plan over a square of the asked size centred on the point', async () => {
    const res = await call(t, w.owner, 'POST', url(), {
      ...AREA,
      site_id: tower.id,
      params: { altitude_m: 60, area_acres: 25 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = ZMission.parse(res.json());
    expect(saved.params).toMatchObject({ area_acres: 25 });
    expect(saved.area_m2 / ACRE_M2).toBeCloseTo(25, 0);
    expect(saved.photo_count).toBeGreaterThan(0);
    // The flight lines straddle the point: it lies inside the box of the waypoints.
    const lngs = saved.mission.waypoints.map((p) => p.position[0]);
    const lats = saved.mission.waypoints.map((p) => p.position[1]);
    const [lng, lat] = TOWER.coordinates;
    expect(Math.min(...lngs)).toBeLessThan(lng);
    expect(Math.max(...lngs)).toBeGreaterThan(lng);
    expect(Math.min(...lats)).toBeLessThan(lat);
    expect(Math.max(...lats)).toBeGreaterThan(lat);
  });

  it('re-plans a changed area_acres on PATCH, and a rename keeps the square', async () => {
    const created = await call(t, w.owner, 'POST', url(), {
      ...AREA,
      site_id: tower.id,
      params: { altitude_m: 60, area_acres: 20 },
    });
    const mission = ZMission.parse(created.json());
    const patch = (body: object, etag: string) =>
      call(t, w.owner, 'PATCH', `${url()}/${mission.id}`, body, { 'if-match': `"${etag}"` });
    const renamed = await patch({ name: 'Mast 7 survey' }, mission.etag);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const r = ZMission.parse(renamed.json());
    expect(r.area_m2).toBe(mission.area_m2);
    const grown = await patch({ params: { altitude_m: 60, area_acres: 80 } }, r.etag);
    expect(grown.statusCode, grown.body).toBe(200);
    const g = ZMission.parse(grown.json());
    expect(g.params).toMatchObject({ area_acres: 80 });
    expect(g.area_m2 / ACRE_M2).toBeCloseTo(80, 0);
    expect(g.photo_count).toBeGreaterThan(mission.photo_count);
  });

  it('plans 10 acres when no size is given, and the preview equals the save', async () => {
    const body = { ...AREA, site_id: tower.id, params: { altitude_m: 60 } };
    const preview = await call(t, w.member, 'POST', `${url()}/generatepreview`, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const saved = await call(t, w.owner, 'POST', url(), body);
    expect(saved.statusCode, saved.body).toBe(201);
    const mission = ZMission.parse(saved.json());
    expect(mission.area_m2 / ACRE_M2).toBeCloseTo(10, 0);
    expect(preview.json<{ mission: unknown }>().mission).toEqual(mission.mission);
  });

  it('refuses area_acres on a polygon site (422) and out of range (400), storing nothing', async () => {
    const before = await countMissions();
    const onField = await call(t, w.owner, 'POST', url(), {
      ...AREA,
      site_id: field.id,
      params: { altitude_m: 60, area_acres: 25 },
    });
    expect(onField.statusCode, onField.body).toBe(422);
    expect(onField.json()).toMatchObject({
      error: { type: 'area_needs_point_site', details: { field: 'area_acres' } },
    });
    for (const area_acres of [0.5, 5001]) {
      const res = await call(t, w.owner, 'POST', url(), {
        ...AREA,
        site_id: tower.id,
        params: { altitude_m: 60, area_acres },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await countMissions()).toBe(before);
  });

  it("holds the generated area to the plan's area limit", async () => {
    const free = await workspace(t, { plan: 'free' });
    const mast = await createSite(free, 'Mast 9', TOWER);
    const res = await call(t, free.owner, 'POST', url(free.companyId), {
      ...AREA,
      site_id: mast.id,
      params: { altitude_m: 60, area_acres: 100 },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { type: 'exceeded_max_polygon_mission_size' } });
  });
});
