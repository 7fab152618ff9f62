// The self-hosted basemap: the brand tells the web where the archive is, and the archive is
// served with byte ranges (how the pmtiles client reads it), on a real file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZBrand } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('self-hosted PMTiles basemap', () => {
  let t: TestApp;
  let plain: TestApp;
  let dir: string;
  // A PMTiles v3 archive starts with "PMTiles" and the version byte; the rest is opaque here.
  const bytes = Buffer.alloc(300_000);
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-basemap-'));
    bytes.write('PMTiles\x03', 0, 'latin1');
    for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    fs.writeFileSync(path.join(dir, 'region.pmtiles'), bytes);
    t = await buildTestApp({ env: { BASEMAP_PMTILES: path.join(dir, 'region.pmtiles') } });
  });
  // A second app without the setting, in its own hook (each boot migrates a fresh database).
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the archive in the brand only when configured', async () => {
    const withMap = ZBrand.parse((await t.app.inject({ url: '/api/v4/brand' })).json());
    expect(withMap.selfHostedBasemap).toEqual({ pmtilesUrl: '/api/v4/basemap/region.pmtiles' });
    const without = ZBrand.parse((await plain.app.inject({ url: '/api/v4/brand' })).json());
    expect(without.selfHostedBasemap).toBeNull();
  });

  it('answers byte ranges: the 127-byte header, a directory slice, the last bytes', async () => {
    const header = await t.app.inject({
      url: '/api/v4/basemap/region.pmtiles',
      headers: { range: 'bytes=0-126' },
    });
    expect(header.statusCode).toBe(206);
    expect(header.headers['content-range']).toBe(`bytes 0-126/${bytes.length}`);
    expect(header.rawPayload.subarray(0, 7).toString('latin1')).toBe('PMTiles');
    expect(header.rawPayload.equals(bytes.subarray(0, 127))).toBe(true);

    const middle = await t.app.inject({
      url: '/api/v4/basemap/region.pmtiles',
      headers: { range: 'bytes=150000-165999' },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(bytes.subarray(150_000, 166_000))).toBe(true);

    const tail = await t.app.inject({
      url: '/api/v4/basemap/region.pmtiles',
      headers: { range: 'bytes=-10' },
    });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    expect(header.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses other files and unsatisfiable ranges', async () => {
    for (const url of [
      '/api/v4/basemap/other.pmtiles',
      '/api/v4/basemap/..%2F..%2Fetc%2Fpasswd',
      '/api/v4/basemap/%2E%2E',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.type).toBe('not_found');
    }
    const beyond = await t.app.inject({
      url: '/api/v4/basemap/region.pmtiles',
      headers: { range: `bytes=${bytes.length + 5}-${bytes.length + 10}` },
    });
    expect(beyond.statusCode).toBe(416);
    expect((await plain.app.inject({ url: '/api/v4/basemap/region.pmtiles' })).statusCode).toBe(
      404,
    );
  });

  it('fails at boot with a sentence when the configured file is missing', async () => {
    await expect(
      buildTestApp({ env: { BASEMAP_PMTILES: path.join(dir, 'missing.pmtiles') } }),
    ).rejects.toThrow(/BASEMAP_PMTILES: no file at/);
    await expect(
      buildTestApp({ env: { BASEMAP_PMTILES: path.join(dir, 'x.mbtiles') } }),
    ).rejects.toThrow(/must be a \.pmtiles file/);
  });
});
