import { ZUser } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('finds users by e-mail or phone without signing in', async () => {
    await registerUser(t.app, {
      email: 'findme@example.com',
      phone_number: '6009988',
      country_code: '592',
    });
    const find = (type: string, value: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v4/users/find/${type}/${encodeURIComponent(value)}`,
      });
    expect((await find('email', 'FindMe@example.com')).json()).toEqual({ user_found: true });
    expect((await find('email', 'nobody@example.com')).json()).toEqual({ user_found: false });
    expect((await find('phone', '6009988')).json()).toEqual({ user_found: true });
    expect((await find('phone', '1112223')).json()).toEqual({ user_found: false });
    expect((await find('fax', '1')).statusCode).toBe(400);
  });

  it('reads and updates your own profile, and no one else’s', async () => {
    const me = await registerUser(t.app, { name: 'Meera' });
    const other = await registerUser(t.app, { name: 'Other' });
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
    });
    expect(get.statusCode).toBe(200);
    ZUser.parse(get.json());

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
      payload: {
        name: 'Meera K',
        last_release_read: '2025.9',
        seen_welcome_wizard: true,
        accepted_privacy_policy: true,
        geo_location: { lng: 77.59, lat: 12.97, label: 'Bengaluru' },
        web_preferences: { [me.user.personal_space_id]: { view: 'grid' } },
        unit_preferences: { distance: 'imperial' },
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      name: 'Meera K',
      last_release_read: '2025.9',
      seen_welcome_wizard: true,
      geo_location: { lng: 77.59, lat: 12.97 },
      unit_preferences: { distance: 'imperial', speed: 'm/s' },
    });
    // web_preferences merge per workspace.
    const second = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
      payload: { web_preferences: { other: { view: 'list' } } },
    });
    expect(Object.keys(second.json<{ web_preferences: object }>().web_preferences).sort()).toEqual(
      [me.user.personal_space_id, 'other'].sort(),
    );

    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${other.user.id}`,
      headers: bearer(me.id_token),
    });
    expect(peek.statusCode).toBe(403);
    const write = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${other.user.id}`,
      headers: bearer(me.id_token),
      payload: { name: 'Hacked' },
    });
    expect(write.statusCode).toBe(403);
    const unknownField = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${me.user.id}`,
      headers: bearer(me.id_token),
      payload: { designation: ['Super Admin'] },
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('lets a Super Admin read any user', async () => {
    const admin = await registerUser(t.app, { name: 'Root' });
    const someone = await registerUser(t.app, { name: 'Someone' });
    await sql`update users set designation = '["Super Admin"]'::jsonb where id = ${admin.user.id}`.execute(
      t.db,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${someone.user.id}`,
      headers: bearer(admin.id_token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Someone');
    const self = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${admin.user.id}`,
      headers: bearer(admin.id_token),
    });
    expect(self.json()).toMatchObject({
      designation: ['Super Admin'],
      meta_roles: ['super_admin'],
    });
  });
});
