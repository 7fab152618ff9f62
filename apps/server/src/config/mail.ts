// E-mail: always kept in the outbox table; sent through SMTP when SMTP_URL is set.
import { z } from 'zod';
import { ZOptionalString } from './env.ts';

export const mailEnv = z.object({
  SMTP_URL: ZOptionalString,
  MAIL_FROM: z.string().default('Sortie <no-reply@sortie.local>'),
});

export type MailConfig = { smtpUrl: string | undefined; mailFrom: string };

export function mailConfig(e: z.infer<typeof mailEnv>): MailConfig {
  return { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM };
}
