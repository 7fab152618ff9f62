// The server with S3 selected (S3_* variables), against a real S3-compatible server: a profile
// picture and a workspace logo go up through the API, come back through their public routes, and
// live in the bucket, not on disk. (`npm run test:s3` runs every file test this way.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer, registerUser } from '../test/helpers.ts';
import { headersFor, seedRoster } from '../test/roster.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { multipart } from '../test/sites-fixtures.ts';
import { createStorage } from './index.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the server with files in S3', () => {
  let s3: TestS3Server;
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-s3-app-'));
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ env: { DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'app' } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an uploaded picture and logo in the bucket and serves them back', async () => {
    expect(t.config.storage.kind).toBe('s3');
    const body = multipart('p.png', PNG_1PX);
    const user = await registerUser(t.app, { email: `s3-${Date.now()}@storage.test` });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${user.user.id}/picture`,
      payload: body.payload,
      headers: { ...bearer(user.id_token), ...body.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    const pictureUrl = up.json<{ profile_picture: string }>().profile_picture;
    const picture = await t.app.inject({ method: 'GET', url: pictureUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const roster = await seedRoster(t.app, t.db);
    const logo = await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${roster.companyId}/logo`,
      payload: body.payload,
      headers: { ...headersFor(roster, 'owner'), ...body.headers },
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const logoUrl = logo.json<{ logo: string }>().logo;
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const keys = (await createStorage(t.config).list()).map((o) => o.key).sort();
    expect(keys).toEqual(
      [`logos/${logoUrl.split('/').pop()}`, `pictures/${pictureUrl.split('/').pop()}`].sort(),
    );
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  });
});
