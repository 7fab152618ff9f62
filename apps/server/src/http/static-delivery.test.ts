// The built web app over real HTTP (issue 18 §1): the precompressed twin the client accepts, with
// Content-Encoding and Vary, a year of immutable caching for hashed assets, none for index.html.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { IMMUTABLE } from './static-delivery.ts';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(port: number, url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('static delivery of the web build', () => {
  let t: TestApp;
  let dist: string;
  let port: number;
  const script = `console.log(${JSON.stringify('sortie '.repeat(400))});`;
  const html = `<!doctype html><div id="root"></div>${'<!-- pad -->'.repeat(100)}`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    };
    write('index.html', html);
    write('assets/app-Ab12Cd34.js', script);
    fs.writeFileSync(path.join(dist, 'assets', 'plain-Zz99.js'), 'console.log(2)');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli twin to a brotli client and the gzip twin to a gzip one', async () => {
    const br = await get(port, '/assets/app-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(port, '/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const identity = await get(port, '/assets/app-Ab12Cd34.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    for (const enc of ['br', undefined]) {
      const asset = await get(port, '/assets/app-Ab12Cd34.js', enc);
      expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    }
    const plain = await get(port, '/assets/plain-Zz99.js', 'br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/index.html', '/company/abc/sites']) {
      const page = await get(port, url, 'br');
      expect(page.status, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(page.body).toString(), url).toBe(html);
    }
  });
});
