// A test app that sends its mail to a real (fake) SMTP server, for suites that read links out of
// the mail a user receives: reset and verification tokens are never kept in the outbox.
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.ts';

export const MAIL_PUBLIC_URL = 'https://portal.example.com';

export type AppWithMail = { t: TestApp; smtp: FakeSmtp };

/**
 * Builds the app and its SMTP sink once for the calling `describe` (filled in by its beforeAll)
 * and closes both after it.
 */
export function useAppWithMail(): AppWithMail {
  const holder = {} as AppWithMail;
  beforeAll(async () => {
    holder.smtp = await startFakeSmtp();
    holder.t = await buildTestApp({
      env: { PUBLIC_URL: MAIL_PUBLIC_URL, SMTP_URL: holder.smtp.url },
    });
  });
  afterAll(async () => {
    await holder.t?.close();
    await holder.smtp?.close();
  });
  return holder;
}

/**
 * The token that `link` captures in the `nth` mail to `to` whose subject matches `subject`,
 * once it has arrived (mails are picked by subject: others to the same address may come first).
 */
export async function mailedToken(
  smtp: FakeSmtp,
  mail: { to: string; subject: RegExp; link: RegExp; nth?: number },
): Promise<string> {
  const text = await smtp.textTo(mail.to, mail.nth ?? 1, mail.subject);
  const token = mail.link.exec(text)?.[1];
  if (!token) throw new Error(`no link matching ${String(mail.link)} in mail:\n${text}`);
  return token;
}
