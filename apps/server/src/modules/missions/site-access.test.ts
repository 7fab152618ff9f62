// Site access levels on the mission, GCP, elevation and flight routes (feature-areas §6: none
// hides the site, view may view and export, edit may also save, change, split and report
// flights, full_access may also delete). The member's level comes from a per-site share over a
// workspace default of none, so each case is the override alone. The member role holds every
// 'Missions' right (rbac/rules.ts), so what is refused here is refused by the site level.
import type { TMission, TSite } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  FIELD,
  call,
  setDefaultMemberAccess,
  workspace,
  type Workspace,
} from '../../test/sites-fixtures.ts';

const AREA = {
  kind: 'area_mapping',
  drone_id: 'dji-mavic-3-enterprise',
  camera_id: 'dji-m3e-wide',
  params: { altitude_m: 60 },
} as const;
type Level = 'none' | 'view' | 'edit' | 'full_access';

describe('site access on mission, elevation and flight routes', () => {
  let t: TestApp;
  let w: Workspace;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    await setDefaultMemberAccess(t, w.companyId, 'none');
  });
  afterAll(async () => t.close());

  /** A site of the owner with one saved mission, shared with the member at `level`. */
  async function siteAt(level: Level) {
    const created = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: `Field ${level}`,
      geometry: FIELD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<TSite>();
    if (level !== 'none') {
      const share = await call(
        t,
        w.owner,
        'POST',
        `/company/${w.companyId}/sites/${site.id}/shares`,
        {
          user_id: w.member.id,
          access_level: level,
        },
      );
      expect(share.statusCode, share.body).toBe(201);
    }
    const saved = await call(t, w.owner, 'POST', `/company/${w.companyId}/missions`, {
      ...AREA,
      site_id: site.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const mission = saved.json<TMission>();
    const siteUrl = `/company/${w.companyId}/sites/${site.id}`;
    const missionUrl = `/company/${w.companyId}/missions/${mission.id}`;
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, h = {}) =>
      call(t, w.member, method, url, body, h);
    return { site, mission, siteUrl, missionUrl, as };
  }

  const status = async (p: Promise<{ statusCode: number; body: string }>) => (await p).statusCode;
  const flight = (id: string) => ({
    flight_id: `flight-${id}-0001`,
    state: 'completed',
    started_at: '2026-11-22T08:00:00Z',
    duration_s: 120,
  });

  it('none: the site and everything on it is not found', async () => {
    const { site, siteUrl, missionUrl, as } = await siteAt('none');
    const reads = [
      as('GET', `${siteUrl}/missions?use_new_model=true`),
      as('GET', missionUrl),
      as('GET', `${missionUrl}/features?file_format=csv&destination=litchi`),
      as('GET', `${siteUrl}/generategcps`),
      as('GET', `${siteUrl}/gcps`),
      as('GET', `${siteUrl}/features?map_feature=Missions&output_format=KML`),
      as('GET', `${siteUrl}/heatmapelevations`),
      as('GET', `${siteUrl}/elevation_model`),
    ];
    for (const r of reads) expect(await status(r)).toBe(404);
    expect(await status(as('POST', `${siteUrl}/gcps`, { spacing_m: 100 }))).toBe(404);
    expect(await status(as('POST', `${missionUrl}/flights`, flight('none')))).toBe(404);
    expect(
      await status(as('POST', `/company/${w.companyId}/missions`, { ...AREA, site_id: site.id })),
    ).toBe(404);
  });

  it('view: reads and exports, every change is refused', async () => {
    const { site, mission, siteUrl, missionUrl, as } = await siteAt('view');
    expect(await status(as('GET', `${siteUrl}/missions?use_new_model=true`))).toBe(200);
    expect(await status(as('GET', missionUrl))).toBe(200);
    expect(
      await status(as('GET', `${missionUrl}/features?file_format=csv&destination=litchi`)),
    ).toBe(200);
    expect(await status(as('GET', `${siteUrl}/generategcps?spacing=80`))).toBe(200);
    expect(await status(as('GET', `${siteUrl}/gcps`))).toBe(200);
    expect(await status(as('GET', `${siteUrl}/heatmapelevations`))).toBe(200);
    expect(
      await status(
        as('POST', `/company/${w.companyId}/missions/elevations`, { mission_id: mission.id }),
      ),
    ).toBe(200);
    expect(
      await status(
        as('POST', `/company/${w.companyId}/missions/generatepreview`, {
          ...AREA,
          site_id: site.id,
        }),
      ),
    ).toBe(200);

    const refused = [
      as('POST', `/company/${w.companyId}/missions`, { ...AREA, site_id: site.id }),
      as('PATCH', missionUrl, { name: 'Mine' }, { 'if-match': `"${mission.etag}"` }),
      as('POST', `${missionUrl}/split`, { at_waypoint_index: 2 }),
      as('POST', `${siteUrl}/gcps`, { spacing_m: 100 }),
      as('DELETE', `${siteUrl}/gcps`),
      as('DELETE', `${siteUrl}/elevation_model`),
      as('POST', `${missionUrl}/flights`, flight('view')),
    ];
    for (const r of refused) {
      const res = await r;
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await status(as('GET', missionUrl))).toBe(200);
  });

  it('edit: saves, changes, splits, generates GCPs and reports flights, but does not delete', async () => {
    const { site, mission, siteUrl, missionUrl, as } = await siteAt('edit');
    const own = await as('POST', `/company/${w.companyId}/missions`, { ...AREA, site_id: site.id });
    expect(own.statusCode, own.body).toBe(201);
    const renamed = await as(
      'PATCH',
      missionUrl,
      { name: 'Morning' },
      { 'if-match': `"${mission.etag}"` },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await status(as('POST', `${siteUrl}/gcps`, { spacing_m: 100 }))).toBe(201);
    expect(await status(as('DELETE', `${siteUrl}/gcps`))).toBe(204);
    expect(await status(as('POST', `${missionUrl}/flights`, flight('edit')))).toBe(201);
    const split = await as('POST', `${missionUrl}/split`, { at_waypoint_index: 2 });
    expect(split.statusCode, split.body).toBe(201);
    const part = split.json<{ missions: TMission[] }>().missions[0]!;
    const del = await as('DELETE', `/company/${w.companyId}/missions/${part.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ error: { type: 'insufficient_site_access' } });
    const bulk = await as('DELETE', `/company/${w.companyId}/missions/bulk`, {
      mission_ids: [part.id],
    });
    expect(bulk.statusCode).toBe(403);
    expect(await status(as('GET', `/company/${w.companyId}/missions/${part.id}`))).toBe(200);
  });

  it('full_access: everything edit may, and deletes missions', async () => {
    const { site, mission, siteUrl, missionUrl, as } = await siteAt('full_access');
    expect(await status(as('POST', `${siteUrl}/gcps`, {}))).toBe(201);
    expect(await status(as('POST', `${missionUrl}/flights`, flight('full')))).toBe(201);
    expect(await status(as('DELETE', missionUrl))).toBe(204);
    expect(await status(as('GET', missionUrl))).toBe(404);
    const other = await as('POST', `/company/${w.companyId}/missions`, {
      ...AREA,
      site_id: site.id,
    });
    const bulk = await as('DELETE', `/company/${w.companyId}/missions/bulk`, {
      mission_ids: [other.json<TMission>().id],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(mission.id).not.toBe(other.json<TMission>().id);
  });
});
