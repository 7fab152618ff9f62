import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, falls back to index.html for app routes, and keeps API 404s', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    for (const url of ['/', '/company/abc/sites/new?workflow=draw', '/whatsnew/2025.9']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('id="root"');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/v4/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.type).toBe('not_found');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers 404 with the envelope for API-looking, hidden and file-like paths', async () => {
    const paths = [
      '/metrics',
      '/health',
      '/api',
      '/apis/v1',
      '/.env',
      '/.git/config',
      '/wp-admin/install.php',
      '/wp-login.php',
      '/assets/missing.js',
      '/company/abc/logo.png',
      '/sites/123/export.kml?x=1',
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { type: 'not_found' } });
    }
    for (const url of ['/company/x/home', '/sites/123', '/whatsnew/2025.10', '/users/me']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('id="root"');
    }
  });
});
