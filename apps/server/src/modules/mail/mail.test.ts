import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp.ts';
import { bearer, registerUser } from '../../test/helpers.ts';

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
    // An account that never chose a language gets the English it always got, word for word
    // (the outbox keeps the body as written, the token redacted; SMTP turns \n into CRLF).
    const reset = await smtp.messageTo('smtp-user@example.com', 1, /^Reset your/);
    expect(reset.text).toContain('verification_token=');
    const app = /^Reset your (.*) password$/.exec(reset.subject)?.[1];
    const stored = await outboxOf('smtp-user@example.com', 'password_reset');
    expect(stored.subject).toBe(`Reset your ${app} password`);
    expect(stored.body_text).toBe(
      [
        'Hello Pilot 1,',
        '',
        `Someone asked to reset the password of your ${app} account.`,
        'Open this link within one hour to choose a new password:',
        `${/^(http\S+\?verification_token=)/m.exec(stored.body_text)?.[1]}[redacted]`,
        '',
        'Or enter this verification code in the reset dialog: [redacted]',
        '',
        'If you did not ask for this, ignore this e-mail; your password stays the same.',
      ].join('\n'),
    );
    // Registration sent the verification link first; both went out.
    expect(await smtp.textTo('smtp-user@example.com', 1, /^Verify your e-mail/)).toContain(
      '/verify-email?token=',
    );
  });

  /** The outbox row of the one mail of `kind` to `to`. */
  const outboxOf = (to: string, kind: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_address', '=', to)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();

  /** A user who chose Hindi in the user menu (PATCH /users/{id}, as the web does). */
  async function hindiUser(email: string) {
    const s = await registerUser(t.app, { email, name: 'आशा' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/users/${s.user.id}`,
      headers: bearer(s.id_token),
      payload: { language: 'hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return s;
  }

  it('writes the reset and verification mails in the Hindi a user chose, headers RFC 2047', async () => {
    const hindi = await hindiUser('hindi-user@example.com');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: 'hindi-user@example.com' },
    });
    expect(forgot.statusCode).toBe(202);
    const reset = await smtp.messageTo('hindi-user@example.com', 1, /पासवर्ड रीसेट करें$/);
    // Devanagari travels as encoded words; the decoded subject is the catalogue's.
    expect(reset.rawSubject).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(reset.rawSubject).not.toMatch(/[^\x20-\x7e]/);
    expect(reset.subject).toMatch(/^अपना \S.* पासवर्ड रीसेट करें$/);
    expect(reset.text).toContain('नमस्ते आशा,');
    expect(reset.text).toContain('नया पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:');
    expect(reset.text).toContain('verification_token=');
    expect(reset.text).not.toMatch(/Hello|Someone|password/);
    const outbox = await outboxOf('hindi-user@example.com', 'password_reset');
    expect(outbox.subject).toBe(reset.subject);
    expect(outbox.body_text).toContain('[redacted]');

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v4/users/verify_email/send',
      headers: bearer(hindi.id_token),
    });
    expect(resend.statusCode).toBe(202);
    const verify = await smtp.messageTo('hindi-user@example.com', 1, /ई-मेल पता सत्यापित करें$/);
    expect(verify.subject).toMatch(/^\S.* के लिए अपना ई-मेल पता सत्यापित करें$/);
    expect(verify.text).toContain('यह पुष्टि करने के लिए कि hindi-user@example.com आपका है');
    expect(verify.text).toContain('/verify-email?token=');
  });

  it("invites in the invitee's language, or the inviter's for an address without an account", async () => {
    const owner = await hindiUser('hindi-owner@example.com');
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/v4/company',
      headers: bearer(owner.id_token),
      payload: { name: 'उत्तर सर्वे' },
    });
    expect(company.statusCode, company.body).toBe(201);
    await registerUser(t.app, { email: 'english-invitee@example.com', name: 'Ravi' });
    const invite = (email: string, role: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/company/${company.json<{ id: string }>().id}/invites`,
        headers: bearer(owner.id_token),
        payload: { email, role },
      });
    expect((await invite('no-account@example.com', 'member')).statusCode).toBe(201);
    expect((await invite('english-invitee@example.com', 'admin')).statusCode).toBe(201);

    const hindi = await smtp.messageTo('no-account@example.com', 1, /Sortie/);
    expect(hindi.subject).toBe('आशा ने आपको Sortie पर उत्तर सर्वे में आमंत्रित किया है');
    expect(hindi.text).toContain(
      'आशा ने आपको वर्कस्पेस "उत्तर सर्वे" में सदस्य के रूप में जुड़ने के लिए आमंत्रित किया है।',
    );
    const english = await smtp.messageTo('english-invitee@example.com', 1, /invited you/);
    expect(english.subject).toBe('आशा invited you to उत्तर सर्वे on Sortie');
    const stored = await outboxOf('english-invitee@example.com', 'company_invite');
    expect(stored.body_text).toMatch(
      /^आशा invited you to join the workspace "उत्तर सर्वे" as admin\.\n\nSign in \(or create an account\) with this e-mail address at \S+, then open the workspace switcher and choose View Invite\.\n$/,
    );
  });
});
