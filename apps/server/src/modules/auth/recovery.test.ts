import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { mailedToken, useAppWithMail } from '../../test/app-with-mail.ts';
import { bearer, GOOD_PASSWORD, registerUser } from '../../test/helpers.ts';

const NEW_PASSWORD = 'Orthomosaic-77';

describe('password recovery and identifiers', () => {
  const suite = useAppWithMail();
  /** The token of the `nth` reset mail to `to`, as the user receives it (the outbox has none). */
  const tokenMailedTo = (to: string, nth = 1) =>
    mailedToken(suite.smtp, {
      to,
      subject: /^Reset your/,
      link: /verification_token=([\w-]+)/,
      nth,
    });

  it('resets a password with the mailed token, once, and ends all sessions', async () => {
    const s = await registerUser(suite.t.app, { email: 'forgetful@example.com' });
    const forgot = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'Forgetful@example.com' },
    });
    expect(forgot.statusCode).toBe(202);
    const unknown = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'ghost@example.com' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(forgot.json());
    const ghostMail = await suite.t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'ghost@example.com')
      .execute();
    expect(ghostMail).toHaveLength(0);

    const token = await tokenMailedTo('forgetful@example.com');
    const stored = await suite.t.db
      .selectFrom('password_resets')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    const mail = await suite.t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('https://portal.example.com/?verification_token=');
    expect(mail.body_text).not.toContain(token);

    const weak = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: 'password123', verification_token: token },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: NEW_PASSWORD, verification_token: token },
    });
    expect(reset.statusCode).toBe(204);
    const reuse = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: NEW_PASSWORD, verification_token: token },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.type).toBe('invalid_verification_token');

    const old = await suite.t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: bearer(s.id_token),
    });
    expect(old.statusCode).toBe(401);
    const login = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'forgetful@example.com', password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('expires reset tokens after an hour', async () => {
    await registerUser(suite.t.app, { email: 'slow@example.com' });
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'slow@example.com' },
    });
    const token = await tokenMailedTo('slow@example.com');
    suite.t.clock.advance(61 * 60 * 1000);
    const late = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: NEW_PASSWORD, verification_token: token },
    });
    expect(late.statusCode).toBe(400);
  });

  it('a reset voids every other outstanding token; the outbox keeps none of them', async () => {
    await registerUser(suite.t.app, { email: 'twice@example.com' });
    for (let i = 0; i < 2; i += 1) {
      const forgot = await suite.t.app.inject({
        method: 'POST',
        url: '/api/v4/users/forgot_password',
        payload: { email: 'twice@example.com' },
      });
      expect(forgot.statusCode).toBe(202);
    }
    const first = await tokenMailedTo('twice@example.com', 1);
    const second = await tokenMailedTo('twice@example.com', 2);
    expect(first).not.toBe(second);
    const stored = await suite.t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', 'twice@example.com')
      .where('kind', '=', 'password_reset')
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.body_text).toContain('[redacted]');
      expect(row.body_text).not.toContain(first);
      expect(row.body_text).not.toContain(second);
    }
    const used = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: NEW_PASSWORD, verification_token: first },
    });
    expect(used.statusCode).toBe(204);
    const stale = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: 'Someone-else-99', verification_token: second },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.type).toBe('invalid_verification_token');
  });

  it('sets an identifier and password for an account, self only', async () => {
    const s = await registerUser(suite.t.app, { email: 'setter@example.com' });
    const other = await registerUser(suite.t.app);
    const body = { phone_number: '9000011111', country_code: '91', password: NEW_PASSWORD };
    const noCurrent = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${s.user.id}/set_identifier`,
      headers: bearer(s.id_token),
      payload: body,
    });
    expect(noCurrent.statusCode).toBe(401);
    const ok = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${s.user.id}/set_identifier`,
      headers: bearer(s.id_token),
      payload: { ...body, current_password: GOOD_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      phone_number: '9000011111',
      country_code: '91',
      has_password: true,
    });
    const byPhone = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { phone_number: '9000011111', country_code: '91', password: NEW_PASSWORD },
    });
    expect(byPhone.statusCode).toBe(200);
    const foreign = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${other.user.id}/set_identifier`,
      headers: bearer(s.id_token),
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const taken = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${other.user.id}/set_identifier`,
      headers: bearer(other.id_token),
      payload: { ...body, current_password: GOOD_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('rate limits the public recovery endpoints', async () => {
    const attempts = [];
    for (let i = 0; i < 12; i += 1) {
      attempts.push(
        await suite.t.app.inject({
          method: 'POST',
          url: '/api/v4/users/reset_password',
          payload: { password: NEW_PASSWORD, verification_token: 'not-a-real-token-123' },
        }),
      );
    }
    const last = attempts[attempts.length - 1];
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error.type).toBe('rate_limited');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('reset links without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('builds links from brand hosts only, never from a forged Host header', async () => {
    await registerUser(t.app, { email: 'victim@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      headers: { host: 'evil.example' },
      payload: { email: 'victim@example.com' },
    });
    t.clock.advance(1000);
    await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      headers: { host: 'guyana.sortie.localhost:8080' },
      payload: { email: 'victim@example.com' },
    });
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['body_text', 'subject'])
      .where('kind', '=', 'password_reset')
      .orderBy('created_at')
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body_text).toContain('http://localhost:8080/?verification_token=');
    expect(mails[0]!.body_text).not.toContain('evil.example');
    expect(mails[1]!.body_text).toContain(
      'http://guyana.sortie.localhost:8080/?verification_token=',
    );
    expect(mails[1]!.subject).toContain('Sortie Guyana');
  });
});
