// A mission's go/no-go on the real app and database (issue 17 §2 and §5): judged along its
// waypoints at its highest altitude with its own drone; the planner's path check warns when the
// path enters a zone or climbs above a zone's ceiling.
import { ZMissionAirspaceResponse, ZPathCheckResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSuperAdmin } from '../../test/roster.ts';
import { call, person, workspace, type Person, type Workspace } from '../../test/sites-fixtures.ts';

/** Farmland near Chitradurga, Karnataka: no aerodrome within 12 km, green up to 400 ft. */
const P: [number, number] = [76.42, 14.18];
const square = (d: number) => [
  [
    [P[0] - d, P[1] - d],
    [P[0] + d, P[1] - d],
    [P[0] + d, P[1] + d],
    [P[0] - d, P[1] + d],
    [P[0] - d, P[1] - d],
  ],
];
const unique = () => Math.random().toString(36).slice(2, 8);

describe('mission go/no-go and the planner path check', () => {
  let t: TestApp;
  let staff: Person;
  let ws: Workspace;
  let siteId: string;
  let missionId: string;
  const files: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await person(t, 'Staff');
    await makeSuperAdmin(t.db, staff.id);
    ws = await workspace(t);
    const site = await call(t, ws.owner, 'POST', `/company/${ws.companyId}/sites`, {
      name: 'Chitradurga field',
      geometry: { type: 'Polygon', coordinates: square(0.002) },
    });
    siteId = String(site.json<{ id: string }>().id);
    const mission = await call(t, ws.owner, 'POST', `/company/${ws.companyId}/missions`, {
      kind: 'area_mapping',
      site_id: siteId,
      drone_id: 'dji-matrice-4e',
      camera_id: 'dji-m4e-wide',
      params: { altitude_m: 80 },
    });
    expect(mission.statusCode).toBe(201);
    missionId = String(mission.json<{ id: string }>().id);
  }, 240_000);
  afterAll(async () => {
    for (const id of files) await call(t, staff, 'DELETE', `/airspace/zone-files/${id}`);
    await t.close();
  });

  const missionAirspace = async () => {
    const res = await call(
      t,
      ws.member,
      'GET',
      `/company/${ws.companyId}/missions/${missionId}/airspace`,
    );
    expect(res.statusCode).toBe(200);
    return ZMissionAirspaceResponse.parse(res.json());
  };
  const importZone = async (cls: string, ceiling_m: number) => {
    const res = await call(t, staff, 'POST', '/airspace/zone-files', {
      name: `mission-${cls}-${unique()}`,
      format: 'geojson',
      source: 'test',
      content: JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: `Test ${cls} zone`, class: cls, floor_m: 0, ceiling_m },
            geometry: { type: 'Polygon', coordinates: square(0.01) },
          },
        ],
      }),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    files.push(id);
    return id;
  };

  it('judges the mission at its own height with its drone’s limits, green without warnings', async () => {
    const a = await missionAirspace();
    expect(a.height_m).toBe(80);
    expect(a.drone_id).toBe('dji-matrice-4e');
    expect(a.forecast.drone).toMatchObject({ drone_id: 'dji-matrice-4e', is_default: false });
    expect(a.forecast.height_m).toBe(80);
    expect(a.forecast.verdicts).toHaveLength(48);
    expect(a.advisory.class).toBe('green');
    expect(a.warnings).toEqual([]);
  });

  it('the planner path check warns above the 400 ft ceiling, and not below it', async () => {
    const path = [P, [P[0] + 0.001, P[1]]];
    const check = async (height_m: number) => {
      const res = await call(
        t,
        ws.member,
        'POST',
        `/company/${ws.companyId}/sites/${siteId}/airspace/path`,
        { path, height_m },
      );
      expect(res.statusCode).toBe(200);
      return ZPathCheckResponse.parse(res.json()).warnings;
    };
    expect(await check(100)).toEqual([]);
    const w = await check(150);
    expect(w.map((x) => x.kind)).toEqual(['above_ceiling']);
    expect(w[0]!.text).toMatch(/150 m, above the 122 m/);
    expect(w[0]!.text_code).toEqual({ code: 'above_free', params: { height: 150, free: 122 } });
  });

  it('a green zone with a 50 m ceiling: the 80 m mission climbs above it', async () => {
    const id = await importZone('green', 50);
    const a = await missionAirspace();
    expect(a.warnings.map((w) => w.text)).toEqual([
      'The mission climbs to 80 m, above the 50 m ceiling of Test green zone.',
    ]);
    expect(a.warnings[0]!.text_code).toEqual({
      code: 'above_zone_ceiling',
      params: { height: 80, ceiling: 50, zone: 'Test green zone' },
    });
    expect(a.forecast.verdicts.every((v) => !v.go)).toBe(true);
    await call(t, staff, 'DELETE', `/airspace/zone-files/${id}`);
  });

  it('a prohibited zone: the mission enters it and every hour is a no-go with the reason', async () => {
    await importZone('prohibited', 500);
    const a = await missionAirspace();
    expect(a.advisory.class).toBe('red');
    expect(a.warnings[0]).toMatchObject({ kind: 'enters_zone', class: 'red' });
    expect(a.warnings[0]!.text).toMatch(/enters Test prohibited zone/);
    expect(a.warnings[0]!.text_code).toEqual({
      code: 'enters_zone_red',
      params: {
        zone: 'Test prohibited zone',
        floor: 0,
        ceiling: 500,
        permission: 'india_central_government',
      },
    });
    expect(a.forecast.verdicts[0]!.reasons[0]).toMatch(/Airspace is red/);
  });

  it('refuses paths that are not paths, and outsiders', async () => {
    const url = `/company/${ws.companyId}/sites/${siteId}/airspace/path`;
    expect((await call(t, ws.member, 'POST', url, { path: [], height_m: 60 })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, ws.member, 'POST', url, { path: [[200, 0]], height_m: 60 })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, ws.outsider, 'GET', `/company/${ws.companyId}/missions/${missionId}/airspace`))
        .statusCode,
    ).toBe(403);
  });
});
