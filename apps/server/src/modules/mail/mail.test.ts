import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.ts';
import { registerUser } from '../../test/helpers.ts';

describe('mail over SMTP', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sortie <no-reply@sortie.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the reset mail and records it in the outbox', async () => {
    await registerUser(t.app, { email: 'smtp-user@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'smtp-user@example.com' },
    });
    expect(res.statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          (
            await t.db
              .selectFrom('mail_outbox')
              .select('sent_at')
              .where('kind', '=', 'password_reset')
              .executeTakeFirst()
          )?.sent_at ?? null,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    const reset = await smtp.textTo('smtp-user@example.com', 1, /^Reset your/);
    expect(reset).toContain('verification_token=');
    // Registration sent the verification link first; both went out.
    expect(await smtp.textTo('smtp-user@example.com', 1, /^Verify your e-mail/)).toContain(
      '/verify-email?token=',
    );
  });
});
