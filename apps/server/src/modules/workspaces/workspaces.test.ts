import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZCompany } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';
import { headersFor, seedRoster, type Roster } from '../../test/roster.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = '----sortie-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('workspaces', () => {
  let t: TestApp;
  let roster: Roster;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-ws-'));
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const url = () => `/api/v4/company/${roster.companyId}`;

  it('creates a company workspace only while the user has at most one workspace', async () => {
    const solo = await registerUser(t.app);
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/company',
        headers: bearer(solo.id_token),
        payload: { name },
      });
    const first = await create('Kestrel Mapping');
    expect(first.statusCode).toBe(201);
    const company = ZCompany.parse(first.json());
    expect(company).toMatchObject({
      name: 'Kestrel Mapping',
      role: 'owner',
      personal_space: false,
      plan: { key: '', name: 'Free' },
      default_member_access_level: 'view',
      recent_cameras: [],
    });
    expect(company.fcl.find((f) => f.key === 'max_members')).toMatchObject({ used: 1 });
    expect(first.headers.etag).toBe(`"${company.etag}"`);

    const second = await create('Second');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.type).toBe('already_in_workspace');
    expect((await create('')).statusCode).toBe(400);

    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${solo.user.id}`,
      headers: bearer(solo.id_token),
    });
    expect(me.json<{ companies: { name: string }[] }>().companies.map((c) => c.name)).toContain(
      'Kestrel Mapping',
    );
  });

  it('reads a workspace with plan, fcl and ETag; outsiders get user_not_part_of_company', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: headersFor(roster, 'guest'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'guest', plan: { key: 'pro', name: 'Pro' } });
    expect(res.headers.etag).toBe(`"${res.json().etag}"`);

    const outsider = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: headersFor(roster, 'outsider'),
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error).toMatchObject({
      type: 'user_not_part_of_company',
      message: 'You are no more part of this company',
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v4/company/undefined/invites',
      headers: headersFor(roster, 'owner'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      type: 'invalid_company_id',
      message: 'Invalid company id',
    });
  });

  it('updates with If-Match: 428 without, 412 when stale, rights per field', async () => {
    const owner = headersFor(roster, 'owner');
    const current = await t.app.inject({ method: 'GET', url: url(), headers: owner });
    const etag = current.headers.etag as string;

    const missing = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: owner,
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(428);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...owner, 'if-match': etag },
      payload: { name: 'Renamed Surveys', default_member_access_level: 'edit' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Renamed Surveys',
      default_member_access_level: 'edit',
    });
    expect(ok.headers.etag).not.toBe(etag);

    const stale = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...owner, 'if-match': etag },
      payload: { name: 'Lost update' },
    });
    expect(stale.statusCode).toBe(412);
    const after = await t.app.inject({ method: 'GET', url: url(), headers: owner });
    expect(after.json().name).toBe('Renamed Surveys');

    // An admin may change settings but not the name (branding is the owner's).
    const admin = headersFor(roster, 'admin');
    const adminRename = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...admin, 'if-match': after.headers.etag as string },
      payload: { name: 'Admin name' },
    });
    expect(adminRename.statusCode).toBe(403);
    const adminSetting = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...admin, 'if-match': after.headers.etag as string },
      payload: { default_member_access_level: 'view' },
    });
    expect(adminSetting.statusCode).toBe(200);
    const member = await t.app.inject({
      method: 'PATCH',
      url: url(),
      headers: { ...headersFor(roster, 'member'), 'if-match': 'x' },
      payload: { default_member_access_level: 'view' },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.type).toBe('forbidden');
  });

  it('uploads a logo: PNG accepted and served, SVG refused, over 2 MB refused', async () => {
    const owner = headersFor(roster, 'owner');
    const png = multipart('logo.png', 'image/png', PNG_1PX);
    const up = await t.app.inject({
      method: 'POST',
      url: `${url()}/logo`,
      headers: { ...owner, ...png.headers },
      payload: png.payload,
    });
    expect(up.statusCode).toBe(200);
    const logo = up.json<{ logo: string }>().logo;
    expect(logo).toMatch(/^\/api\/v4\/files\/logos\/[0-9a-f-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1PX)).toBe(true);

    const svg = multipart('x.svg', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `${url()}/logo`,
      headers: { ...owner, ...svg.headers },
      payload: svg.payload,
    });
    expect(refused.statusCode).toBe(415);

    const big = multipart(
      'big.png',
      'image/png',
      Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]),
    );
    const tooBig = await t.app.inject({
      method: 'POST',
      url: `${url()}/logo`,
      headers: { ...owner, ...big.headers },
      payload: big.payload,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.type).toBe('payload_too_large');

    const byMember = await t.app.inject({
      method: 'POST',
      url: `${url()}/logo`,
      headers: { ...headersFor(roster, 'member'), ...png.headers },
      payload: png.payload,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('keeps the five most recent cameras, newest first', async () => {
    let last: string[] = [];
    for (const id of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c3']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url()}/recent_cameras`,
        headers: headersFor(roster, 'member'),
        payload: { camera_id: id },
      });
      expect(res.statusCode).toBe(200);
      last = res.json<{ recent_cameras: string[] }>().recent_cameras;
    }
    expect(last).toEqual(['c3', 'c6', 'c5', 'c4', 'c2']);
    const company = await t.app.inject({
      method: 'GET',
      url: url(),
      headers: headersFor(roster, 'owner'),
    });
    expect(company.json().recent_cameras).toEqual(last);
  });

  it('deletes a workspace (owner only) and moves every member out', async () => {
    const other = await seedRoster(t.app, t.db);
    const companyUrl = `/api/v4/company/${other.companyId}`;
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: companyUrl,
      headers: headersFor(other, 'admin'),
    });
    expect(byAdmin.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: companyUrl,
      headers: headersFor(other, 'owner'),
    });
    expect(del.statusCode).toBe(204);
    for (const actor of ['owner', 'member'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: companyUrl,
        headers: headersFor(other, actor),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.type).toBe('user_not_part_of_company');
    }
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${other.people.member.id}`,
      headers: headersFor(other, 'member'),
    });
    expect(me.json().companies).toHaveLength(1);
    const personal = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/company/${other.people.owner.personalSpaceId}`,
      headers: headersFor(other, 'owner'),
    });
    expect(personal.statusCode).toBe(422);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json<{ paths: object }>().paths);
    for (const p of [
      '/api/v4/company',
      '/api/v4/company/{companyId}',
      '/api/v4/company/{companyId}/members/{userId}',
      '/api/v4/company/{companyId}/invites',
      '/api/v4/users/invites/{inviteId}/accept',
      '/api/v4/plans/free_fcl',
      '/api/v4/usage/governance',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
