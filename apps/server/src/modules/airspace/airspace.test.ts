// The airspace module on the real app and database: the public advisory on real places (the
// packaged OurAirports data and the India brand's DGCA rules), staff zone imports that replace a
// file's zones in one transaction, and a site turned red by an imported prohibited zone.
import { ZAdvisory, ZForecast, ZSiteAirspaceResponse } from '@sortie/domain/contracts';
import { destination, type LngLat } from '@sortie/domain/airspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSuperAdmin } from '../../test/roster.ts';
import { call, person, workspace, type Person, type Workspace } from '../../test/sites-fixtures.ts';

const BLR: LngLat = [77.706299, 13.1979];
/** 30 km north of Kempegowda: farmland, no aerodrome within 12 km. */
const NORTH = destination(BLR, 0, 30_000);

const square = (c: LngLat, d: number) => [
  [
    [c[0] - d, c[1] - d],
    [c[0] + d, c[1] - d],
    [c[0] + d, c[1] + d],
    [c[0] - d, c[1] + d],
    [c[0] - d, c[1] - d],
  ],
];

describe('airspace advisory', () => {
  let t: TestApp;
  let staff: Person;
  let ws: Workspace;
  let siteId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await person(t, 'Staff');
    await makeSuperAdmin(t.db, staff.id);
    ws = await workspace(t);
    const res = await call(t, ws.owner, 'POST', `/company/${ws.companyId}/sites`, {
      name: 'North farm',
      geometry: { type: 'Polygon', coordinates: square(NORTH, 0.002) },
    });
    expect(res.statusCode).toBe(201);
    siteId = String(res.json<{ id: string }>().id);
    // Six accounts (password hashing) and a migrated database: slow on a loaded machine.
  }, 240_000);
  afterAll(async () => t.close());

  const advisory = async (p: LngLat, height?: number) => {
    const q = `lng=${p[0]}&lat=${p[1]}${height === undefined ? '' : `&height_m=${height}`}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/airspace/advisory?${q}` });
    expect(res.statusCode).toBe(200);
    return ZAdvisory.parse(res.json());
  };

  it('signed out: 5 km from Kempegowda International Airport is yellow, with the airport listed', async () => {
    const a = await advisory(destination(BLR, 200, 5_000));
    expect(a.class).toBe('yellow');
    expect(a.permission_needed).toBe(true);
    expect(a.aerodromes[0]).toMatchObject({ ident: 'VOBL', iata: 'BLR' });
    expect(a.aerodromes[0]!.distance_km).toBeCloseTo(5, 0);
    expect(a.authority).toMatch(/DGCA/);
    expect(a.aerodrome_data_date).toBe('2026-05-15');
    expect(a.disclaimer).toMatch(/Advisory only/);
  });

  it('every sentence arrives with its code and values, beside the English (decision 432)', async () => {
    const a = await advisory(destination(BLR, 200, 5_000), 60);
    const ring = a.findings.find((f) => f.kind === 'aerodrome')!;
    expect(ring.text).toMatch(
      /^\d+\.\d km from the perimeter of Kempegowda International Airport: controlled airspace from the ground; permission from the air traffic control authority/,
    );
    expect(ring.text_code).toMatchObject({
      code: 'aerodrome_controlled',
      params: { aerodrome: 'Kempegowda International Airport', permission: 'india_atc' },
    });
    expect(ring.text).toContain(`${Number(ring.text_code!.params.km).toFixed(1)} km`);
    expect(a.disclaimer_code).toEqual({ code: 'advisory_only', params: {} });
    expect([a.authority_code, a.rules_source_code]).toEqual([
      { code: 'india_dgca', params: {} },
      { code: 'india_dgca', params: {} },
    ]);
    const high = await advisory(NORTH, 150);
    expect(high.findings.map((f) => [f.text, f.text_code])).toEqual([
      [
        '150 m is above the 122 m flown here without permission; permission from the air traffic control authority (AAI, IAF, Navy or HAL) on Digital Sky',
        {
          code: 'height_above_free',
          params: { height: 150, free: 122, permission: 'india_atc' },
        },
      ],
    ]);
  });

  it('signed out: 30 km away is green up to 400 ft, and 150 m needs permission', async () => {
    const a = await advisory(NORTH);
    expect([a.class, a.max_height_m]).toEqual(['green', 121.92]);
    expect((await advisory(NORTH, 150)).class).toBe('yellow');
  });

  it('answers 400 for coordinates off the globe', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/airspace/advisory?lng=200&lat=0',
    });
    expect(res.statusCode).toBe(400);
  });

  it('without WEATHER_URL the forecast says weather is off and still judges daylight', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/airspace/forecast?lng=${NORTH[0]}&lat=${NORTH[1]}`,
    });
    const f = ZForecast.parse(res.json());
    expect(f.weather).toBe('off');
    expect(f.weather_note).toMatch(/Weather is off/);
    expect(f.weather_note_code).toEqual({ code: 'weather_off', params: {} });
    expect(f.verdicts).toHaveLength(48);
    // The manual clock starts at 09:00 UTC (14:30 in Bengaluru): daylight, then night.
    expect(f.verdicts[0]!.go).toBe(true);
    expect(f.verdicts.find((v) => !v.go)!.reasons[0]).toMatch(/daylight/);
  });

  const prohibited = (name: string) => ({
    name,
    format: 'geojson',
    source: 'Test NOTAM',
    content: JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {
            name: 'Temporary red zone',
            class: 'prohibited',
            floor_m: 0,
            ceiling_m: 500,
          },
          geometry: { type: 'Polygon', coordinates: square(NORTH, 0.01) },
        },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: NORTH } },
      ],
    }),
  });

  it('an imported prohibited zone turns the site red; re-import replaces the file', async () => {
    const before = await call(
      t,
      ws.member,
      'GET',
      `/company/${ws.companyId}/sites/${siteId}/airspace`,
    );
    expect(ZSiteAirspaceResponse.parse(before.json()).advisory.class).toBe('green');

    const name = `notam-${Math.random().toString(36).slice(2, 8)}`;
    const imported = await call(t, staff, 'POST', '/airspace/zone-files', prohibited(name));
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ zone_count: 1, skipped: 1 });

    const after = await call(
      t,
      ws.member,
      'GET',
      `/company/${ws.companyId}/sites/${siteId}/airspace`,
    );
    const body = ZSiteAirspaceResponse.parse(after.json());
    expect(body.advisory.class).toBe('red');
    expect(body.advisory.findings[0]!.text).toMatch(/Temporary red zone/);
    expect(body.advisory.findings[0]!.text_code).toEqual({
      code: 'zone_red',
      params: {
        zone: 'Temporary red zone',
        floor: 0,
        ceiling: 500,
        permission: 'india_central_government',
      },
    });
    expect(body.forecast.verdicts.every((v) => !v.go)).toBe(true);
    expect(body.forecast.verdicts[0]!.reasons[0]).toMatch(/Airspace is red/);

    // The same file again, now green: its old zone is gone.
    const green = prohibited(name);
    green.content = green.content.replace('"prohibited"', '"green"');
    expect((await call(t, staff, 'POST', '/airspace/zone-files', green)).statusCode).toBe(201);
    const list = await call(t, staff, 'GET', '/airspace/zone-files');
    expect(
      list.json<{ files: { name: string }[] }>().files.filter((f) => f.name === name),
    ).toHaveLength(1);
    const again = await call(
      t,
      ws.member,
      'GET',
      `/company/${ws.companyId}/sites/${siteId}/airspace`,
    );
    expect(ZSiteAirspaceResponse.parse(again.json()).advisory.class).toBe('green');

    const zones = await t.app.inject({
      method: 'GET',
      url: `/api/v4/airspace/zones?bbox=${NORTH[0] - 0.1},${NORTH[1] - 0.1},${NORTH[0] + 0.1},${NORTH[1] + 0.1}`,
    });
    expect(zones.json<{ zones: { class: string }[] }>().zones.map((z) => z.class)).toContain(
      'green',
    );
  });

  it('a bad file is refused whole with a sentence, and the old zones stay', async () => {
    const bad = prohibited(`bad-${Math.random().toString(36).slice(2, 8)}`);
    bad.content = bad.content.replace('"prohibited"', '"purple"');
    const res = await call(t, staff, 'POST', '/airspace/zone-files', bad);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/class "purple"/);
  });

  it('only platform staff import zones; members of other workspaces cannot read the site', async () => {
    expect(
      (await call(t, ws.owner, 'POST', '/airspace/zone-files', prohibited('x'))).statusCode,
    ).toBe(403);
    const res = await call(
      t,
      ws.outsider,
      'GET',
      `/company/${ws.companyId}/sites/${siteId}/airspace`,
    );
    expect(res.statusCode).toBe(403);
  });
});
