// Ground control points as generated are what is stored, drawn and exported (issue 6 gap), and
// the drone's ceiling is checked on flat missions too (issue 6 item 6).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZGcpLayout, ZSiteGcpsResponse, type TSite } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, ROAD, TOWER, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

/** An 11 × 11 SRTM tile flat at `metres`. */
function flatTile(metres: number): Buffer {
  const bytes = Buffer.alloc(11 * 11 * 2);
  for (let i = 0; i < 11 * 11; i++) bytes.writeInt16BE(metres, i * 2);
  return bytes;
}

describe('GCP layouts and the drone ceiling', () => {
  let t: TestApp;
  let w: Workspace;
  let tmp: string;
  const sites = (p = '') => `/company/${w.companyId}/sites${p}`;
  const createSite = async (name: string, geometry: object, extra: object = {}) => {
    const res = await call(t, w.owner, 'POST', sites(), { name, geometry, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };
  const getSite = async (id: string) =>
    (await call(t, w.owner, 'GET', sites(`/${id}`))).json<TSite>();
  const csvRows = async (site: TSite) => {
    const res = await call(
      t,
      w.member,
      'GET',
      sites(`/${site.id}/features?map_feature=GCP&output_format=CSV`),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.body.trim().split('\n').slice(1);
  };

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-gcps-'));
    const srtmDir = path.join(tmp, 'srtm');
    fs.mkdirSync(srtmDir, { recursive: true });
    // The field near Bengaluru, lifted to 2950 m so a 3000 m ceiling is within reach.
    fs.writeFileSync(path.join(srtmDir, 'N12E077.hgt'), flatTile(2950));
    t = await buildTestApp({
      env: { DATA_DIR: path.join(tmp, 'data'), SRTM_DIR: srtmDir, SRTM_TILE_URL: undefined },
    });
    w = await workspace(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('previews a layout with GET generategcps without changing the site', async () => {
    const site = await createSite('Preview Field', FIELD);
    const res = await call(t, w.owner, 'GET', sites(`/${site.id}/generategcps?spacing=60`));
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<{ gcp_count: number; spacing_m: number }>();
    expect(preview).toMatchObject({ spacing_m: 60 });
    expect(preview.gcp_count).toBeGreaterThan(4);
    const after = await getSite(site.id);
    expect(after).toMatchObject({ gcp_count: 0, etag: site.etag });
    const stored = await call(t, w.owner, 'GET', sites(`/${site.id}/gcps`));
    expect(ZSiteGcpsResponse.parse(stored.json())).toEqual({ layout: null });
    const none = await call(
      t,
      w.owner,
      'GET',
      sites(`/${site.id}/features?map_feature=GCP&output_format=CSV`),
    );
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: { type: 'no_gcps' } });
  });

  it('stores the layout as generated; exports write exactly those points', async () => {
    const site = await createSite('Survey Field', FIELD);
    const saved = await call(t, w.owner, 'POST', sites(`/${site.id}/gcps`), { spacing_m: 60 });
    expect(saved.statusCode, saved.body).toBe(201);
    const layout = ZGcpLayout.parse(saved.json());
    expect(layout).toMatchObject({ spacing_m: 60, corridor_width_m: null });
    expect(layout.gcp_count).toBe(layout.gcps.length);
    // Defaults (≈ 247 m) would give the corners and centre only; 60 m fills the grid.
    const defaults = await call(t, w.owner, 'GET', sites(`/${site.id}/generategcps`));
    expect(defaults.json<{ gcp_count: number }>().gcp_count).toBeLessThan(layout.gcp_count);
    expect((await getSite(site.id)).gcp_count).toBe(layout.gcp_count);

    const rows = await csvRows(site);
    expect(rows).toHaveLength(layout.gcp_count);
    expect(rows[0]!.startsWith(`${layout.gcps[0]!.name},`)).toBe(true);
    const kml = await call(
      t,
      w.member,
      'GET',
      sites(`/${site.id}/features?map_feature=GCP&output_format=KML`),
    );
    expect(kml.body.match(/<Placemark>/g)).toHaveLength(layout.gcp_count);
    const got = await call(t, w.member, 'GET', sites(`/${site.id}/gcps`));
    expect(ZSiteGcpsResponse.parse(got.json()).layout).toEqual(layout);

    // Regenerating replaces the layout; removing clears it and the count.
    const wider = await call(t, w.owner, 'POST', sites(`/${site.id}/gcps`), { spacing_m: 120 });
    const second = ZGcpLayout.parse(wider.json());
    expect(second.gcp_count).toBeLessThan(layout.gcp_count);
    expect(await csvRows(site)).toHaveLength(second.gcp_count);
    expect((await call(t, w.owner, 'DELETE', sites(`/${site.id}/gcps`))).statusCode).toBe(204);
    expect((await getSite(site.id)).gcp_count).toBe(0);
    expect(
      ZSiteGcpsResponse.parse((await call(t, w.owner, 'GET', sites(`/${site.id}/gcps`))).json()),
    ).toEqual({ layout: null });
  });

  it('keeps the corridor width used, and refuses bad spacing and point sites', async () => {
    const road = await createSite('Ring Road', ROAD, { corridor_width_m: 40 });
    const saved = await call(t, w.owner, 'POST', sites(`/${road.id}/gcps`), {
      spacing_m: 150,
      corridor_width_m: 60,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ spacing_m: 150, corridor_width_m: 60 });
    expect(await csvRows(road)).toHaveLength(saved.json<{ gcp_count: number }>().gcp_count);

    const tooWide = await call(t, w.owner, 'POST', sites(`/${road.id}/gcps`), { spacing_m: 5000 });
    expect(tooWide.statusCode).toBe(400);
    const tower = await createSite('Tower', TOWER);
    const point = await call(t, w.owner, 'POST', sites(`/${tower.id}/gcps`), {});
    expect(point.json()).toMatchObject({ error: { type: 'unsupported_site_type' } });
    // Nothing changed on refusal.
    expect(saved.json()).toEqual(
      ZSiteGcpsResponse.parse((await call(t, w.owner, 'GET', sites(`/${road.id}/gcps`))).json())
        .layout,
    );
  });

  it("refuses a flat mission that would climb above the drone's ceiling", async () => {
    const high = await createSite('High Field', FIELD, { elevation_source: 'SRTM' });
    // DJI Mavic Mini: 3000 m ceiling; the ground is at 2950 m.
    const mission = (altitude_m: number) => ({
      kind: 'area_mapping',
      drone_id: 'dji-mavic-mini',
      camera_id: 'dji-m3e-wide',
      site_id: high.id,
      params: { altitude_m },
    });
    const url = `/company/${w.companyId}/missions`;
    const refused = await call(t, w.owner, 'POST', url, mission(80));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        type: 'above_drone_ceiling',
        details: { field: 'altitude_m', ceiling_m: 3000, takeoff_ground_m: 2950 },
      },
    });
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      "This mission reaches 3030 m above sea level (take-off at 2950 m plus 80 m), above this drone's 3000 m ceiling. Fly lower or choose another drone.",
    );
    expect((await call(t, w.owner, 'POST', `${url}/generatepreview`, mission(80))).statusCode).toBe(
      422,
    );
    expect((await call(t, w.owner, 'POST', url, mission(40))).statusCode).toBe(201);
    // Without an elevation source only the height above take-off is known, and 80 m is fine.
    const low = await createSite('Low Field', FIELD);
    const flat = await call(t, w.owner, 'POST', url, { ...mission(80), site_id: low.id });
    expect(flat.statusCode, flat.body).toBe(201);
  });
});
