// Storage against the plan's storage_mb (platform-core §4, issue 3): every stored upload of a
// workspace (its logo, the custom DEMs of its sites) adds its bytes when stored and gives them
// back when replaced or deleted (site deletion included); an upload that does not fit is refused
// with exceeded_storage and leaves no file and no row; the staff usage overview shows the bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BYTES_PER_MB, getFeature } from '@sortie/domain';
import { ZCompany, ZCompanyUsageResponse, type TSite } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, scopeStorage } from '../../storage/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';
import { makeSuperAdmin } from '../../test/roster.ts';
import { FIELD, call, multipart, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { demTiff } from '../../test/test-rasters.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid PNG of `size` bytes: the 1-pixel image followed by padding after IEND. */
const pngOf = (size: number) =>
  Buffer.concat([PNG_1PX, Buffer.alloc(Math.max(0, size - PNG_1PX.length))]);
const DEM = demTiff({ west: 77.5899, north: 12.9719, width: 25, height: 25 });

describe('storage_mb: stored files count against the plan', () => {
  let t: TestApp;
  let w: Workspace;
  let tmp: string;
  let staffToken: string;
  // What the app stored, in its own store (local disk or S3, as the test run chose).
  const files = async (folder: string) =>
    (await scopeStorage(createStorage(t.config), folder).list()).map((o) => o.key).sort();

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-storage-'));
    t = await buildTestApp({ env: { DATA_DIR: path.join(tmp, 'data') } });
    w = await workspace(t, { plan: 'pro' });
    const staff = await registerUser(t.app, { email: `staff-${Date.now()}@storage.test` });
    await makeSuperAdmin(t.db, staff.user.id);
    staffToken = String(staff.id_token);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  const company = async () => {
    const res = await call(t, w.owner, 'GET', `/company/${w.companyId}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZCompany.parse(res.json());
  };
  /** Bytes the workspace's fcl says are used. */
  const usedBytes = async () => {
    const used = getFeature((await company()).fcl, 'storage_mb').used ?? 0;
    return Math.round(used * BYTES_PER_MB);
  };
  const uploadLogo = (bytes: Buffer) => {
    const body = multipart('logo.png', bytes);
    return call(t, w.owner, 'POST', `/company/${w.companyId}/logo`, body.payload, body.headers);
  };
  const uploadDem = (siteId: string) => {
    const body = multipart('dem.tif', DEM);
    return call(
      t,
      w.owner,
      'POST',
      `/company/${w.companyId}/sites/${siteId}/elevation_model`,
      body.payload,
      body.headers,
    );
  };
  const createSite = async (name: string) => {
    const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name,
      geometry: FIELD,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };
  /** Leaves `freeBytes` of the Pro plan's storage unused (as if other files filled the rest). */
  const fillStorage = async (freeBytes: number) => {
    const max = getFeature((await company()).fcl, 'storage_mb').range.max!;
    await sql`update company_feature_usage set used = ${max - freeBytes / BYTES_PER_MB}
      where company_id = ${w.companyId} and key = 'storage_mb'`.execute(t.db);
  };

  it('counts a logo when stored and only the new one when replaced', async () => {
    expect(await usedBytes()).toBe(0);
    const first = await uploadLogo(pngOf(5000));
    expect(first.statusCode, first.body).toBe(200);
    expect(await usedBytes()).toBe(5000);
    const second = await uploadLogo(pngOf(3000));
    expect(second.statusCode, second.body).toBe(200);
    expect(await usedBytes()).toBe(3000);
    expect(await files('logos')).toHaveLength(1);
  });

  it('counts a DEM when stored, gives it back when removed or when its site is deleted', async () => {
    const site = await createSite('DEM field');
    const up = await uploadDem(site.id);
    expect(up.statusCode, up.body).toBe(201);
    expect(await usedBytes()).toBe(3000 + DEM.length);
    // Replacing the model counts the new file only.
    expect((await uploadDem(site.id)).statusCode).toBe(201);
    expect(await usedBytes()).toBe(3000 + DEM.length);
    const removed = await call(
      t,
      w.owner,
      'DELETE',
      `/company/${w.companyId}/sites/${site.id}/elevation_model`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await usedBytes()).toBe(3000);

    const other = await createSite('Deleted with its DEM');
    expect((await uploadDem(other.id)).statusCode).toBe(201);
    expect(await usedBytes()).toBe(3000 + DEM.length);
    const gone = await call(t, w.owner, 'DELETE', `/company/${w.companyId}/sites/${other.id}`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await usedBytes()).toBe(3000);
  });

  it('shows the stored bytes on the staff usage overview', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/usage/companies?limit=100',
      headers: bearer(staffToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = ZCompanyUsageResponse.parse(res.json()).companies.find((c) => c.id === w.companyId);
    expect(row?.storage_bytes).toBe(3000);
  });

  it('refuses uploads beyond the limit with exceeded_storage and writes nothing', async () => {
    await fillStorage(1000);
    const before = await company();
    const logosBefore = await files('logos');
    // The file of the site deleted above waits for the start-up sweep; nothing may be added.
    const demsBefore = await files('dems');

    const logo = await uploadLogo(pngOf(5000)); // 5000 - 3000 (given back) > 1000 free
    expect(logo.statusCode).toBe(422);
    expect(logo.json().error).toMatchObject({
      type: 'exceeded_storage',
      details: { feature: 'storage_mb' },
    });
    const after = await company();
    expect(after.logo).toBe(before.logo);
    expect(after.etag).toBe(before.etag);
    expect(await files('logos')).toEqual(logosBefore);

    const site = await createSite('No room');
    const dem = await uploadDem(site.id); // 2.5 KB > 1000 bytes free
    expect(dem.statusCode).toBe(422);
    expect(dem.json().error.type).toBe('exceeded_storage');
    expect(await files('dems')).toEqual(demsBefore);
    const rows = await sql<{ n: string }>`select count(*) as n from site_elevation_models
      where site_id = ${site.id}`.execute(t.db);
    expect(Number(rows.rows[0]!.n)).toBe(0);
    expect(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}/sites/${site.id}`)).json(),
    ).toMatchObject({ elevation_source: 'None' });
    expect(getFeature(after.fcl, 'storage_mb').used).toBe(
      getFeature(before.fcl, 'storage_mb').used,
    );

    // A smaller logo that fits within what the old one gives back is still accepted.
    expect((await uploadLogo(pngOf(3500))).statusCode).toBe(200);
  });

  it('refuses a DEM when storage is already full, before reading the upload', async () => {
    await fillStorage(0);
    const demsBefore = await files('dems');
    const site = await createSite('Full');
    const res = await uploadDem(site.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.type).toBe('exceeded_storage');
    expect(await files('dems')).toEqual(demsBefore);
  });
});
