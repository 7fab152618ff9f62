// E-mail verification with a real SMTP exchange: an invite goes to whoever opens the mailed link,
// not to the first account that typed the address.
import type { TInvite } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.ts';
import { bearer, registerUser } from '../../test/helpers.ts';

/** The link in the nth verification mail to `to`; the invite mail to the same address may arrive
 * first, so mails are picked by subject, not by arrival order. */
async function mailedToken(smtp: FakeSmtp, to: string, nth = 1): Promise<string> {
  const text = await smtp.textTo(to, nth, /^Verify your e-mail address/);
  const match = /\/verify-email\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no verification link in mail:\n${text}`);
  return match[1];
}

describe('e-mail verification', () => {
  let t: TestApp;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await buildTestApp({
      env: { PUBLIC_URL: 'https://portal.example.com', SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const verify = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v4/users/verify_email', payload: { token } });

  it('an invite is accepted only after the invitee opened the mailed link', async () => {
    const owner = await registerUser(t.app, { email: 'owner@company.test' });
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/v4/company',
      headers: bearer(owner.id_token),
      payload: { name: 'Survey Co' },
    });
    expect(company.statusCode).toBe(201);
    const invitee = await registerUser(t.app, { email: 'invitee@company.test' });
    expect(invitee.user.email_verified).toBe(false);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${company.json().id}/invites`,
      headers: bearer(owner.id_token),
      payload: { email: 'invitee@company.test', role: 'member' },
    });
    expect(invite.statusCode).toBe(201);
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/users/invites/${invite.json<TInvite>().id}/accept`,
        headers: bearer(invitee.id_token),
      });
    const early = await accept();
    expect(early.statusCode).toBe(403);
    expect(early.json().error.type).toBe('email_unverified');

    // The link is in the mail the user receives, not in the outbox.
    const token = await mailedToken(smtp, 'invitee@company.test');
    expect(await smtp.textTo('invitee@company.test', 1, /^Verify your e-mail address/)).toContain(
      'https://portal.example.com/verify-email?token=',
    );
    const stored = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'email_verification')
      .where('to_address', '=', 'invitee@company.test')
      .executeTakeFirstOrThrow();
    expect(stored.body_text).not.toContain(token);
    const hashes = await t.db.selectFrom('email_verifications').select('token_hash').execute();
    expect(hashes.map((h) => h.token_hash)).not.toContain(token);

    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'invitee@company.test', email_verified: true });
    const reuse = await verify(token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.type).toBe('invalid_verification_token');

    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
  });

  it('resends a link; links expire after 24 hours; a changed address voids old links', async () => {
    const s = await registerUser(t.app, { email: 'resend@company.test' });
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v4/users/verify_email/send',
        headers: bearer(s.id_token),
      });
    expect((await resend()).statusCode).toBe(202);
    const first = await mailedToken(smtp, 'resend@company.test', 1);
    const second = await mailedToken(smtp, 'resend@company.test', 2);
    expect(second).not.toBe(first);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/verify_email/send',
    });
    expect(anonymous.statusCode).toBe(401);

    // The address changes: links mailed to the old one prove nothing about the new one.
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${s.user.id}/set_identifier`,
      headers: bearer(s.id_token),
      payload: {
        email: 'renamed@company.test',
        password: 'Another-Passw0rd-1',
        current_password: s.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email_verified).toBe(false);
    expect((await verify(first)).statusCode).toBe(400);

    expect((await verify(second)).statusCode).toBe(400);

    expect((await resend()).statusCode).toBe(202);
    const late = await mailedToken(smtp, 'renamed@company.test');
    t.clock.advance(25 * 3600_000);
    expect((await verify(late)).statusCode).toBe(400);
  });

  it('refuses made-up and hostile tokens', async () => {
    for (const token of ['x'.repeat(43), '../../etc/passwd-aaaaaaaa', '\u0000'.repeat(20)]) {
      const res = await verify(token);
      expect(res.statusCode, token).toBe(400);
    }
    expect((await verify('y'.repeat(5000))).statusCode).toBe(400);
  });
});
