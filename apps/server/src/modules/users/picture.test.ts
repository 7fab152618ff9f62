import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZUser } from '@sortie/domain/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, scopeStorage } from '../../storage/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** An EXIF APP1 segment whose GPS IFD puts the photo at 12°58'N (a pilot's home, say). */
function exifGpsSegment(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4); // IFD0 at 8
  tiff.writeUInt16LE(1, 8); // one entry: GPSInfo -> GPS IFD at 26
  tiff.writeUInt16LE(0x8825, 10);
  tiff.writeUInt16LE(4, 12); // LONG
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  tiff.writeUInt16LE(2, 26); // GPS IFD: two entries
  tiff.writeUInt16LE(0x0001, 28); // GPSLatitudeRef 'N'
  tiff.writeUInt16LE(2, 30);
  tiff.writeUInt32LE(2, 32);
  tiff.write('N\0', 36, 'latin1');
  tiff.writeUInt16LE(0x0002, 40); // GPSLatitude, three RATIONALs at 56
  tiff.writeUInt16LE(5, 42);
  tiff.writeUInt32LE(3, 44);
  tiff.writeUInt32LE(56, 48);
  tiff.writeUInt32LE(0, 52);
  [12, 1, 58, 1, 4_321, 100].forEach((v, i) => tiff.writeUInt32LE(v, 56 + i * 4));
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** A real JPEG with the GPS segment right after SOI, as a phone camera writes it. */
async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.concat([plain.subarray(0, 2), exifGpsSegment(), plain.subarray(2)]);
}

function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = '----sortie-picture-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('profile picture', () => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-pic-'));
  // What the app stored, in its own store (local disk or S3, as the test run chose).
  const stored = async () =>
    (await scopeStorage(createStorage(t.config), 'pictures').list()).map((o) => o.key);
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (userId: string, token: string, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${userId}/picture`,
      headers: { ...bearer(token), ...file.headers },
      payload: file.payload,
    });

  it('stores a PNG, serves it publicly and completes that part of the profile', async () => {
    const me = await registerUser(t.app, { name: 'Picture Pilot' });
    expect(me.user.profile_picture).toBeNull();
    const res = await upload(me.user.id, me.id_token, multipart('me.png', 'image/png', PNG_1PX));
    expect(res.statusCode).toBe(200);
    const user = ZUser.parse(res.json());
    expect(user.profile_picture).toMatch(/^\/api\/v4\/files\/pictures\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: user.profile_picture! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1, height: 1 });
    // The stored user carries it too (the incomplete-profile alert reads this field).
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
    });
    expect(get.json().profile_picture).toBe(user.profile_picture);
  });

  it('replaces the picture: the new file is served and the old one removed', async () => {
    const me = await registerUser(t.app);
    const first = ZUser.parse(
      (await upload(me.user.id, me.id_token, multipart('a.png', 'image/png', PNG_1PX))).json(),
    );
    // Declared as PNG but the bytes are JPEG: the bytes decide.
    const second = await upload(
      me.user.id,
      me.id_token,
      multipart('b.png', 'image/png', await jpegWithGps()),
    );
    expect(second.statusCode).toBe(200);
    const url = second.json<{ profile_picture: string }>().profile_picture;
    expect(url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ method: 'GET', url: first.profile_picture! })).statusCode).toBe(
      404,
    );
    // No temporary files are left behind.
    expect((await stored()).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('re-encodes uploads without metadata: EXIF GPS is not served', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const me = await registerUser(t.app);
    const res = await upload(me.user.id, me.id_token, multipart('gps.jpg', 'image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const url = res.json<{ profile_picture: string }>().profile_picture;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(served.rawPayload.includes(exifGpsSegment().subarray(4))).toBe(false);
  });

  it('refuses a picture that does not decode (a JPEG header alone) with 415', async () => {
    const me = await registerUser(t.app);
    const res = await upload(me.user.id, me.id_token, multipart('x.jpg', 'image/jpeg', JPEG_HEAD));
    expect(res.statusCode).toBe(415);
    expect((await stored()).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('refuses SVG, other types, files over 2 MB and non-multipart bodies, keeping the old picture', async () => {
    const me = await registerUser(t.app);
    const kept = (
      await upload(me.user.id, me.id_token, multipart('a.png', 'image/png', PNG_1PX))
    ).json<{ profile_picture: string }>().profile_picture;
    const before = (await stored()).length;

    const svg = await upload(
      me.user.id,
      me.id_token,
      multipart('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.type).toBe('unsupported_media_type');
    expect(svg.json().error.message).toBe('Upload the picture as a PNG, JPEG or WebP image.');

    const big = await upload(
      me.user.id,
      me.id_token,
      multipart('big.png', 'image/png', Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)])),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error.type).toBe('payload_too_large');

    const json = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${me.user.id}/picture`,
      headers: bearer(me.id_token),
      payload: { profile_picture: 'x' },
    });
    expect(json.statusCode).toBe(415);

    expect((await stored()).length).toBe(before);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
    });
    expect(get.json().profile_picture).toBe(kept);
  });

  it('only for yourself: someone else’s profile and anonymous calls are refused', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const png = multipart('a.png', 'image/png', PNG_1PX);
    const theirs = await upload(other.user.id, me.id_token, png);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe('You can only change your own picture.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${me.user.id}/picture`,
      headers: png.headers,
      payload: png.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('does not let a PATCH point at a stored picture (the next upload would delete it)', async () => {
    const victim = await registerUser(t.app);
    const url = (
      await upload(victim.user.id, victim.id_token, multipart('v.png', 'image/png', PNG_1PX))
    ).json<{ profile_picture: string }>().profile_picture;
    const me = await registerUser(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
      payload: { profile_picture: url },
    });
    expect(patch.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses outside URLs in a PATCH (javascript:, data:, other sites)', async () => {
    const me = await registerUser(t.app);
    for (const url of [
      'javascript:alert(document.cookie)',
      'data:image/png;base64,iVBORw0KGgo=',
      'https://tracker.example/pixel.png',
      '//evil.example/api/v4/files/pictures/x.png',
      '/api/v4/files/pictures/../../users/me',
    ]) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/v4/users/${me.user.id}`,
        headers: bearer(me.id_token),
        payload: { profile_picture: url },
      });
      expect(patch.statusCode, url).toBe(400);
    }
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
    });
    expect(get.json().profile_picture).toBeNull();
  });

  it('removing the picture with a PATCH deletes the stored file', async () => {
    const me = await registerUser(t.app);
    const url = (
      await upload(me.user.id, me.id_token, multipart('a.png', 'image/png', PNG_1PX))
    ).json<{ profile_picture: string }>().profile_picture;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
      payload: { profile_picture: null },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().profile_picture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves only names it stored', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'x.svg',
      '00000000-0000-0000-0000-000000000000.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v4/files/pictures/${name}` });
      expect(res.statusCode).toBe(404);
    }
  });
});
