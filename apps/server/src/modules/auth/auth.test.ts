import { ZSessionResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, GOOD_PASSWORD, registerUser } from '../../test/helpers.ts';

describe('register, login, refresh, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_LOGIN_MAX: '3', TOKEN_TTL_SECONDS: '600' } });
  });
  afterAll(async () => t.close());

  it('registers with e-mail and password, creating a personal workspace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: '  Asha Rao ', email: 'Asha@Example.com', password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = ZSessionResponse.parse(res.json());
    expect(body.user).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      web_schema_version: 8,
    });
    expect(body.user.companies).toEqual([
      expect.objectContaining({
        id: body.user.personal_space_id,
        personal_space: true,
        role: 'owner',
      }),
    ]);
    expect(body.user.unit_preferences.distance).toBe('metric');
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(600_000);
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(body.user).not.toHaveProperty('password_hash');
    // Stored as argon2id (the variant OWASP recommends), never the password itself.
    const stored = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(stored.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('rejects duplicates, weak passwords and missing identifiers', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: 'Other', email: 'asha@example.com', password: GOOD_PASSWORD },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.type).toBe('identifier_taken');

    for (const password of ['short1', 'onlyletterslong', '12345678901', 'password123']) {
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/v4/register',
        payload: { name: 'Weak', email: `weak-${password}@example.com`, password },
      });
      expect(weak.statusCode, password).toBe(400);
      expect(weak.json().error.type).toBe('weak_password');
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: 'No Id', password: GOOD_PASSWORD },
    });
    expect(none.statusCode).toBe(400);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: '   ', email: 'blank@example.com', password: GOOD_PASSWORD },
    });
    expect(blank.statusCode).toBe(400);
  });

  it('registers and signs in by phone number', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: {
        name: 'Phone Pilot',
        phone_number: '9811122233',
        country_code: '91',
        password: GOOD_PASSWORD,
      },
    });
    expect(reg.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { phone_number: '9811122233', country_code: '91', password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.phone_number).toBe('9811122233');
  });

  it('logs in, reads the user, refreshes on the same session and logs out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'ASHA@example.com', password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { id_token: token } = login.json();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('asha@example.com');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: { authorization: token },
    });
    expect(raw.statusCode).toBe(200);

    t.clock.advance(60_000);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().id_token as string;
    expect(next).not.toBe(token);
    expect(new Date(String(refreshed.json().expires_at)).getTime()).toBe(
      t.clock.now().getTime() + 600_000,
    );

    const out = await t.app.inject({
      method: 'PATCH',
      url: '/api/v4/authenticate/logout',
      headers: bearer(next),
    });
    expect(out.statusCode).toBe(204);
    for (const tok of [token, next]) {
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/v4/authenticate',
        headers: bearer(tok),
      });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.type).toBe('unauthorized');
      const userId = me.json().user.id as string;
      const user = await t.app.inject({
        method: 'GET',
        url: `/api/v4/users/${userId}`,
        headers: bearer(tok),
      });
      expect(user.statusCode).toBe(401);
    }
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/refresh',
      headers: bearer(next),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.type).toBe('refresh_error');
  });

  it('expires tokens, and refresh fails once the session has expired', async () => {
    const s = await registerUser(t.app);
    t.clock.advance(601_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: bearer(s.id_token),
    });
    expect(expired.statusCode).toBe(401);
    // An expired token on a live session may still be refreshed.
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/refresh',
      headers: bearer(s.id_token),
    });
    expect(refreshed.statusCode).toBe(200);
    t.clock.advance(31 * 24 * 3600 * 1000);
    const late = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/refresh',
      headers: bearer(refreshed.json().id_token),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.type).toBe('refresh_error');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/refresh',
      headers: bearer('abc.def.ghi'),
    });
    expect(forged.json().error.type).toBe('refresh_error');
    const missing = await t.app.inject({ method: 'GET', url: '/api/v4/authenticate' });
    expect(missing.statusCode).toBe(401);
  });

  it('rejects wrong passwords and rate limits after repeated failures', async () => {
    const s = await registerUser(t.app, { email: 'limited@example.com' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/authenticate/login',
        payload: { email: 'limited@example.com', password },
      });
    for (let i = 0; i < 3; i += 1) {
      const res = await attempt('Wrong-password-1');
      expect(res.statusCode).toBe(401);
      expect(res.json().error.type).toBe('invalid_credentials');
    }
    const blocked = await attempt(s.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.type).toBe('rate_limited');
    // The block lifts when the oldest failure leaves the 15-minute window; Retry-After says when.
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.json().error.details.retry_after_seconds).toBe(900);
    t.clock.advance(5 * 60 * 1000);
    const later = await attempt(s.password);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('600');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'nobody@example.com', password: GOOD_PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);

    t.clock.advance(11 * 60 * 1000);
    const ok = await attempt(s.password);
    expect(ok.statusCode).toBe(200);
  });
});
