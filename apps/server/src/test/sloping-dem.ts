// A site's own elevation model for the tests that plan over terrain (airspace heights, terrain
// following): one sloping GeoTIFF, uploaded through the API, on an app that never fetches SRTM
// tiles, so the heights come from that file alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TSite } from '@sortie/domain/contracts';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { bearer } from './helpers.ts';
import { FIELD, call, multipart, workspace, type Workspace } from './sites-fixtures.ts';
import { demTiff } from './test-rasters.ts';

/** Well past FIELD on every side; ground 100 m + 1 m per column of 0.0001° from 77.5895 east. */
export const SLOPING_DEM = { west: 77.5895, north: 12.9722, width: 60, height: 60 };

export type ElevationApp = { t: TestApp; w: Workspace; close: () => Promise<void> };

/** An app with its own data folder and an empty SRTM folder it may not fill from the network. */
export async function startElevationApp(prefix: string): Promise<ElevationApp> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const srtmDir = path.join(tmp, 'srtm');
  fs.mkdirSync(srtmDir, { recursive: true });
  const t = await buildTestApp({
    env: { DATA_DIR: path.join(tmp, 'data'), SRTM_DIR: srtmDir, SRTM_TILE_URL: undefined },
  });
  const w = await workspace(t);
  return {
    t,
    w,
    close: async () => {
      await t.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** A site over FIELD with the given elevation source, created by the owner. */
export async function createFieldSite(
  { t, w }: Pick<ElevationApp, 't' | 'w'>,
  name: string,
  elevation_source: string,
): Promise<TSite> {
  const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
    name,
    geometry: FIELD,
    elevation_source,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TSite>();
}

/** Uploads SLOPING_DEM as the site's elevation model. */
export async function uploadSlopingDem(
  { t, w }: Pick<ElevationApp, 't' | 'w'>,
  site: TSite,
): Promise<void> {
  const body = multipart('field.tif', demTiff(SLOPING_DEM));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v4/company/${w.companyId}/sites/${site.id}/elevation_model`,
    headers: { ...bearer(w.owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}
