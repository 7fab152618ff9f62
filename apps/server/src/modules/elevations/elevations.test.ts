// Elevation sources end to end: SRTM tiles placed in SRTM_DIR or fetched once from SRTM_TILE_URL
// (a local HTTP server here), custom GeoTIFF uploads with their refusals, the heat map, the
// coverage check, and the missions calls that now read real heights.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import {
  ELEVATION_MODEL_MAX_BYTES,
  ZElevationModel,
  ZHeatmapElevationsResponse,
  ZVerifyElevationGridResponse,
  type TSite,
} from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, scopeStorage } from '../../storage/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer } from '../../test/helpers.ts';
import { FIELD, call, multipart, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { demTiff, hgtHeight, hgtTile } from '../../test/test-rasters.ts';

/** A 200 m square north of 13°N (tile N13E077, served by the tile server). */
const NORTH_FIELD = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 13.2],
      [77.59184, 13.2],
      [77.59184, 13.2018],
      [77.59, 13.2018],
      [77.59, 13.2],
    ],
  ],
};
/** A square over tile N14E077, which no one has. */
const NOWHERE_FIELD = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 14.2],
      [77.59184, 14.2],
      [77.59184, 14.2018],
      [77.59, 14.2018],
      [77.59, 14.2],
    ],
  ],
};

/** A DEM over all of FIELD (77.59–77.59184 E, 12.97–12.9718 N). */
const FULL_DEM = { west: 77.5899, north: 12.9719, width: 25, height: 25 };
/** A DEM over the western half of FIELD only. */
const HALF_DEM = { west: 77.5899, north: 12.9719, width: 10, height: 25 };

type ErrorBody = { error: { type: string; message: string } };

describe('elevations', () => {
  let t: TestApp;
  let w: Workspace;
  let tmp: string;
  let srtmDir: string;
  let tileServer: http.Server;
  const tileRequests: string[] = [];

  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const createSite = async (name: string, geometry: object, elevation_source = 'None') => {
    const res = await call(t, w.owner, 'POST', sitesUrl(), { name, geometry, elevation_source });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };
  const getSite = async (id: string) =>
    (await call(t, w.owner, 'GET', `${sitesUrl()}/${id}`)).json<TSite>();
  const heatmap = (id: string, who = w.owner) =>
    call(t, who, 'GET', `${sitesUrl()}/${id}/heatmapelevations?cells=400`);
  const upload = (id: string, bytes: Buffer, who = w.owner, name = 'dem.tif') => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/v4${sitesUrl()}/${id}/elevation_model`,
      headers: { ...bearer(who.token), ...body.headers },
      payload: body.payload,
    });
  };
  // What the app stored, in its own store (local disk or S3, as the test run chose).
  const storedDems = async () =>
    (await scopeStorage(createStorage(t.config), 'dems').list()).map((o) => o.key);
  const modelRows = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from site_elevation_models`.execute(t.db))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-elev-'));
    srtmDir = path.join(tmp, 'srtm');
    fs.mkdirSync(srtmDir, { recursive: true });
    // Pre-placed tile N12E077; the tile server has N13E077 gzipped, and nothing else.
    fs.writeFileSync(path.join(srtmDir, 'N12E077.hgt'), hgtTile());
    const served = gzipSync(hgtTile());
    tileServer = http.createServer((req, res) => {
      tileRequests.push(req.url ?? '');
      if (req.url === '/tiles/N13E077.hgt.gz') res.writeHead(200).end(served);
      else res.writeHead(404).end('no such tile');
    });
    await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
    const port = (tileServer.address() as { port: number }).port;
    t = await buildTestApp({
      env: {
        DATA_DIR: path.join(tmp, 'data'),
        SRTM_DIR: srtmDir,
        SRTM_TILE_URL: `http://127.0.0.1:${port}/tiles/{name}.hgt.gz`,
      },
    });
    w = await workspace(t);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => tileServer.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('reads heights from a pre-placed SRTM tile for the heat map, profiles and exports', async () => {
    const site = await createSite('SRTM field', FIELD, 'SRTM');
    const res = await heatmap(site.id);
    expect(res.statusCode, res.body).toBe(200);
    const grid = ZHeatmapElevationsResponse.parse(res.json());
    expect(grid.elevation_source).toBe('SRTM');
    expect(grid.cells.length).toBeGreaterThan(200);
    expect(grid.cells.length).toBeLessThanOrEqual(500);
    expect(grid.gap_count).toBe(0);
    for (const c of grid.cells.slice(0, 20)) {
      expect(c.elevation_m).toBeCloseTo(hgtHeight(77, 12, c.position[0], c.position[1]), 0);
    }
    expect(grid.min_m).toBeGreaterThan(557.4);
    expect(grid.max_m).toBeLessThan(557.9);

    const profile = await call(t, w.member, 'POST', `/company/${w.companyId}/missions/elevations`, {
      site_id: site.id,
      path: [
        [77.59, 12.97],
        [77.591, 12.971],
      ],
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const first = profile.json<{ samples: { elevation_m: number }[]; note: null }>();
    expect(first.note).toBeNull();
    expect(first.samples[0]!.elevation_m).toBeCloseTo(hgtHeight(77, 12, 77.59, 12.97), 1);

    const csv = await call(
      t,
      w.member,
      'GET',
      `${sitesUrl()}/${site.id}/features?map_feature=Elevations&output_format=CSV`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\n')[1]).toMatch(/,557\.\d+$/);
    expect(tileRequests).toEqual([]);
  });

  it('fetches a missing tile once from SRTM_TILE_URL and caches it in SRTM_DIR', async () => {
    const site = await createSite('Fetched field', NORTH_FIELD, 'SRTM');
    const [a, b] = await Promise.all([heatmap(site.id), heatmap(site.id)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const cell = ZHeatmapElevationsResponse.parse(a.json()).cells[0]!;
    expect(cell.elevation_m).toBeCloseTo(hgtHeight(77, 13, cell.position[0], cell.position[1]), 0);
    expect(fs.existsSync(path.join(srtmDir, 'N13E077.hgt'))).toBe(true);
    expect(await heatmap(site.id).then((r) => r.statusCode)).toBe(200);
    expect(tileRequests.filter((u) => u.includes('N13E077'))).toHaveLength(1);
  });

  it('names a tile that cannot be found and answers no invented heights', async () => {
    const site = await createSite('Nowhere field', NOWHERE_FIELD, 'SRTM');
    const res = await heatmap(site.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      type: 'srtm_tile_missing',
      details: { tile: 'N14E077' },
    });
    expect(res.json<ErrorBody>().error.message).toMatch(/N14E077/);
    const csv = await call(
      t,
      w.owner,
      'GET',
      `${sitesUrl()}/${site.id}/features?map_feature=Elevations&output_format=CSV`,
    );
    expect(csv.statusCode).toBe(422);
    expect(fs.existsSync(path.join(srtmDir, 'N14E077.hgt'))).toBe(false);
  });

  it('stores a custom GeoTIFF, switches the site to Custom and samples it', async () => {
    const site = await createSite('DEM field', FIELD);
    const missing = await call(t, w.owner, 'GET', `${sitesUrl()}/${site.id}/elevation_model`);
    expect(missing.json()).toEqual({ model: null });
    const res = await upload(site.id, demTiff(FULL_DEM), w.owner, 'field-dem.tif');
    expect(res.statusCode, res.body).toBe(201);
    const model = ZElevationModel.parse(res.json());
    expect(model).toMatchObject({ file_name: 'field-dem.tif', width: 25, height: 25 });
    expect(model.coverage_pct).toBe(100);
    expect((await getSite(site.id)).elevation_source).toBe('Custom');
    expect(await storedDems()).toHaveLength(1);

    const grid = ZHeatmapElevationsResponse.parse((await heatmap(site.id, w.member)).json());
    expect(grid.gap_count).toBe(0);
    // Heights are 100 + column: FIELD spans columns ~1 to ~19 of the DEM.
    expect(grid.min_m).toBeGreaterThanOrEqual(100);
    expect(grid.max_m).toBeLessThanOrEqual(124);
    expect(grid.max_m! - grid.min_m!).toBeGreaterThan(10);

    const verify = await call(t, w.member, 'POST', `${sitesUrl()}/verifyelevationgrid`, {
      site_id: site.id,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(ZVerifyElevationGridResponse.parse(verify.json())).toMatchObject({
      verdict: 'ok',
      gap_count: 0,
      coverage_pct: 100,
      message: 'The elevation data covers the whole area.',
    });

    // Replacing keeps one file and reports the gaps of the narrower DEM.
    const replaced = await upload(site.id, demTiff(HALF_DEM));
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(await storedDems()).toHaveLength(1);
    const partial = ZVerifyElevationGridResponse.parse(
      (
        await call(t, w.owner, 'POST', `${sitesUrl()}/verifyelevationgrid`, { site_id: site.id })
      ).json(),
    );
    expect(partial.verdict).toBe('partial');
    expect(partial.coverage_pct).toBeGreaterThan(20);
    expect(partial.coverage_pct).toBeLessThan(80);
    expect(partial.gaps.length).toBeGreaterThan(0);
    expect(partial.message).toMatch(/covers \d+(\.\d+)?% of the area/);

    // A geometry inside the covered half has no gaps.
    const west = await call(t, w.owner, 'POST', `${sitesUrl()}/verifyelevationgrid`, {
      site_id: site.id,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [77.5901, 12.9701],
            [77.5906, 12.9701],
            [77.5906, 12.9716],
            [77.5901, 12.9716],
            [77.5901, 12.9701],
          ],
        ],
      },
    });
    expect(west.json()).toMatchObject({ verdict: 'ok' });

    const removed = await call(t, w.owner, 'DELETE', `${sitesUrl()}/${site.id}/elevation_model`);
    expect(removed.statusCode).toBe(204);
    expect((await getSite(site.id)).elevation_source).toBe('None');
    expect(await storedDems()).toHaveLength(0);
    expect(await modelRows()).toBe(0);
  });

  it('refuses hostile uploads with a clear error and stores nothing', async () => {
    const site = await createSite('Guarded field', FIELD);
    const refusals: [string, Awaited<ReturnType<typeof upload>>][] = [
      ['not a TIFF', await upload(site.id, Buffer.from('<svg>not a tiff</svg>'))],
      ['truncated', await upload(site.id, demTiff(FULL_DEM).subarray(0, 60))],
      [
        'outside the site',
        await upload(site.id, demTiff({ west: 10, north: 10, width: 5, height: 5 })),
      ],
      ['empty', await upload(site.id, Buffer.alloc(0))],
    ];
    for (const [what, res] of refusals) {
      expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json<ErrorBody>().error.message.length, what).toBeGreaterThan(10);
    }
    expect(refusals[0]![1].json().error).toMatchObject({ type: 'unsupported_dem' });
    expect(refusals[0]![1].json<ErrorBody>().error.message).toMatch(/not a GeoTIFF/);
    expect(refusals[2]![1].json().error).toMatchObject({ type: 'elevation_model_outside_site' });

    // View access (members by default) may not change the model; guests do not see the site.
    const viewOnly = await upload(site.id, demTiff(FULL_DEM), w.member);
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().error).toMatchObject({ type: 'insufficient_site_access' });
    expect((await upload(site.id, demTiff(FULL_DEM), w.guest)).statusCode).toBe(404);
    expect((await upload(site.id, demTiff(FULL_DEM), w.outsider)).statusCode).toBe(403);
    const deleteByMember = await call(
      t,
      w.member,
      'DELETE',
      `${sitesUrl()}/${site.id}/elevation_model`,
    );
    expect(deleteByMember.statusCode).toBe(403);

    const json = await call(t, w.owner, 'POST', `${sitesUrl()}/${site.id}/elevation_model`, {
      file: 'x',
    });
    expect(json.statusCode).toBe(415);

    expect(await storedDems()).toEqual([]);
    expect(await modelRows()).toBe(0);
    expect((await getSite(site.id)).elevation_source).toBe('None');
  });

  it('cuts off an upload over 200 MB while it streams (413) and keeps nothing', async () => {
    const site = await createSite('Huge DEM field', FIELD);
    const boundary = '----sortiebig';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.tif"\r\n` +
        'Content-Type: image/tiff\r\n\r\nII*\0',
    );
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    let sent = 0;
    const body = Readable.from(
      (function* () {
        yield head;
        while (sent <= ELEVATION_MODEL_MAX_BYTES) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v4${sitesUrl()}/${site.id}/elevation_model`,
      headers: {
        ...bearer(w.owner.token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json<ErrorBody>().error.message).toMatch(/larger than 200 MB/);
    expect(await storedDems()).toEqual([]);
    expect(await modelRows()).toBe(0);
  }, 60_000);

  // Local disk only: a file's age can be set back there, an S3 object's date is the server's (the
  // logo sweep test covers sweeping on S3 by judging ages against a later `now`).
  it.skipIf(Boolean(process.env.S3_BUCKET))(
    'removes the model file of a deleted site at the next start',
    async () => {
      const site = await createSite('Short-lived field', FIELD);
      expect((await upload(site.id, demTiff(FULL_DEM))).statusCode).toBe(201);
      const [file] = await storedDems();
      expect((await call(t, w.owner, 'DELETE', `${sitesUrl()}/${site.id}`)).statusCode).toBe(204);
      expect(await modelRows()).toBe(0);
      // Still there (an upload may be in flight); once older than an hour, a start removes it.
      const old = new Date(Date.now() - 2 * 3600_000);
      fs.utimesSync(path.join(tmp, 'data', 'files', 'dems', file!), old, old);
      const next = await buildTestApp({ env: { DATA_DIR: path.join(tmp, 'data') } });
      await next.close();
      expect(await storedDems()).toEqual([]);
    },
  );

  it('says when a Custom site has no model, and when None means flat ground', async () => {
    const custom = await createSite('Custom without DEM', FIELD, 'Custom');
    const res = await heatmap(custom.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ type: 'elevation_model_missing' });
    const flat = await createSite('Flat field', FIELD);
    const grid = ZHeatmapElevationsResponse.parse((await heatmap(flat.id)).json());
    expect(grid.min_m).toBe(0);
    expect(grid.max_m).toBe(0);
    expect(grid.note).toMatch(/flat at 0 m/);
  });
});
