// E-mail verification with a real SMTP exchange: an invite goes to whoever opens the mailed link,
// not to the first account that typed the address.
import type { TInvite } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { mailedToken, useAppWithMail } from '../../test/app-with-mail.ts';
import { bearer, registerUser } from '../../test/helpers.ts';

describe('e-mail verification', () => {
  const suite = useAppWithMail();
  /** The token of the `nth` verification mail to `to`, as the user receives it (the outbox has none). */
  const tokenMailedTo = (to: string, nth = 1) =>
    mailedToken(suite.smtp, {
      to,
      subject: /^Verify your e-mail address/,
      link: /\/verify-email\?token=([\w-]+)/,
      nth,
    });

  const verify = (token: string) =>
    suite.t.app.inject({ method: 'POST', url: '/api/v4/users/verify_email', payload: { token } });

  it('an invite is accepted only after the invitee opened the mailed link', async () => {
    const owner = await registerUser(suite.t.app, { email: 'owner@company.test' });
    const company = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/company',
      headers: bearer(owner.id_token),
      payload: { name: 'Survey Co' },
    });
    expect(company.statusCode).toBe(201);
    const invitee = await registerUser(suite.t.app, { email: 'invitee@company.test' });
    expect(invitee.user.email_verified).toBe(false);
    const invite = await suite.t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${company.json().id}/invites`,
      headers: bearer(owner.id_token),
      payload: { email: 'invitee@company.test', role: 'member' },
    });
    expect(invite.statusCode).toBe(201);
    const accept = () =>
      suite.t.app.inject({
        method: 'POST',
        url: `/api/v4/users/invites/${invite.json<TInvite>().id}/accept`,
        headers: bearer(invitee.id_token),
      });
    const early = await accept();
    expect(early.statusCode).toBe(403);
    expect(early.json().error.type).toBe('email_unverified');

    // The link is in the mail the user receives, not in the outbox.
    const token = await tokenMailedTo('invitee@company.test');
    expect(
      await suite.smtp.textTo('invitee@company.test', 1, /^Verify your e-mail address/),
    ).toContain('https://portal.example.com/verify-email?token=');
    const stored = await suite.t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('kind', '=', 'email_verification')
      .where('to_address', '=', 'invitee@company.test')
      .executeTakeFirstOrThrow();
    expect(stored.body_text).not.toContain(token);
    const hashes = await suite.t.db
      .selectFrom('email_verifications')
      .select('token_hash')
      .execute();
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
    const s = await registerUser(suite.t.app, { email: 'resend@company.test' });
    const resend = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/v4/users/verify_email/send',
        headers: bearer(s.id_token),
      });
    expect((await resend()).statusCode).toBe(202);
    const first = await tokenMailedTo('resend@company.test', 1);
    const second = await tokenMailedTo('resend@company.test', 2);
    expect(second).not.toBe(first);
    const anonymous = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/verify_email/send',
    });
    expect(anonymous.statusCode).toBe(401);

    // The address changes: links mailed to the old one prove nothing about the new one.
    const changed = await suite.t.app.inject({
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
    const late = await tokenMailedTo('renamed@company.test');
    suite.t.clock.advance(25 * 3600_000);
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
