// Real-world site files and hostile shapes at the API (issue 10 §2, §9): files written by GIS
// tools become sites, and shapes whose checks would hold the server are refused with 422
// too_complex on every path that takes geometry (upload, JSON create, PATCH, mission preview),
// while a valid 100,000-vertex "lollipop" (61 s before) is accepted. Outcomes only, no timings.
import { readFileSync } from 'node:fs';
import type { TSite } from '@sortie/domain/contracts';
import {
  holeyPolygon,
  lollipopRing,
  polygonGeoJson,
  polygonKml,
  SITE_FILE_FIXTURES,
  starRing,
} from '@sortie/flightplan/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectTooComplex } from '../../test/hostile-requests.ts';
import { call, multipart, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const star = polygonGeoJson([starRing()]);
const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 12.97],
      [77.592, 12.97],
      [77.592, 12.972],
      [77.59, 12.972],
      [77.59, 12.97],
    ],
  ],
};

describe('site files from GIS tools and geometry budgets', () => {
  let t: TestApp;
  let w: Workspace;
  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const countSites = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from sites`.execute(t.db)).rows[0]!.n);
  const upload = (fileName: string, bytes: Uint8Array) => {
    const body = multipart(fileName, Buffer.from(bytes));
    return call(t, w.owner, 'POST', sitesUrl(), body.payload, body.headers);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('creates sites from a QGIS/GDAL KMZ, a GeoJSON file and a zipped UTM shapefile', async () => {
    const cases: [string, URL][] = [
      ['farm.kmz', SITE_FILE_FIXTURES.qgisKmz],
      ['orchard.geojson', SITE_FILE_FIXTURES.geojson],
      ['orchard.zip', SITE_FILE_FIXTURES.utmShapefileZip],
    ];
    for (const [name, url] of cases) {
      const res = await upload(name, new Uint8Array(readFileSync(url)));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const site = res.json<TSite>();
      expect(site.site_type, name).toBe('area');
      // Reprojected from UTM 43N: back near Bengaluru in degrees, with its hole.
      expect(site.geometry.type === 'Polygon' && site.geometry.coordinates, name).toHaveLength(2);
      expect(Math.abs(site.location[0] - 77.6025), name).toBeLessThan(0.002);
    }
  });

  it('accepts the valid 100,000-vertex lollipop KML that blocked the server for 61 s', async () => {
    const res = await upload(
      'lollipop.kml',
      new TextEncoder().encode(polygonKml([lollipopRing()])),
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
  });

  it('refuses a shape past the work budget on upload, JSON create, PATCH and preview', async () => {
    const before = await countSites();
    expectTooComplex(await upload('star.kml', new TextEncoder().encode(polygonKml([starRing()]))));
    expectTooComplex(await call(t, w.owner, 'POST', sitesUrl(), { name: 'Star', geometry: star }));
    expect(await countSites()).toBe(before);

    const created = await call(t, w.owner, 'POST', sitesUrl(), { name: 'Sq', geometry: SQUARE });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<TSite>();
    const patch = await call(
      t,
      w.owner,
      'PATCH',
      `${sitesUrl()}/${site.id}`,
      { geometry: star },
      { 'if-match': `"${site.etag}"` },
    );
    expectTooComplex(patch);
    const after = await call(t, w.owner, 'GET', `${sitesUrl()}/${site.id}`);
    expect(after.json<TSite>().geometry).toEqual(SQUARE);

    const preview = await call(
      t,
      w.owner,
      'POST',
      `/company/${w.companyId}/missions/generatepreview`,
      {
        kind: 'area_mapping',
        drone_id: 'dji-mavic-3-enterprise',
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 60 },
        geometry: star,
      },
    );
    expectTooComplex(preview);
    if (preview.statusCode === 422)
      expect(preview.json<{ error: { message: string } }>().error.message).toMatch(
        /^The submitted geometry is too complex/,
      );
  });

  it('refuses a polygon with 20,000 holes, saying to use fewer holes', async () => {
    const res = await upload('holes.kml', new TextEncoder().encode(polygonKml(holeyPolygon())));
    expectTooComplex(res);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /more than 1,000 holes\. Please use fewer holes/,
    );
  });
});
