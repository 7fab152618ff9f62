// Outgoing mail (DESIGN.md "Runtime pieces"): every message is written to the outbox table and
// announced by a log line without its body; with SMTP_URL set it is also sent with nodemailer,
// and the row records the result. The outbox keeps a record that a mail went out, never the
// secrets in it: each of `secrets` (reset and verification tokens) is replaced in the stored
// body, so a database dump or an operator reading the outbox cannot take over an account.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';
import type { MailRow } from './table.ts';

type Db = Kysely<Database>;

export type OutgoingMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** Strings sent in the mail but never stored (single-use tokens). */
  secrets?: readonly string[];
};

export const REDACTED = '[redacted]';

/** The body as the outbox keeps it: every secret (and its URL-encoded form) replaced. */
export function redactedBody(mail: OutgoingMail): string {
  let text = mail.text;
  for (const secret of mail.secrets ?? []) {
    if (secret === '') continue;
    text = text.split(secret).join(REDACTED).split(encodeURIComponent(secret)).join(REDACTED);
  }
  return text;
}
export type MailService = ReturnType<typeof createMailService>;

export function createMailService(deps: {
  db: Db;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, logger } = deps;
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: string, mail: OutgoingMail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: deps.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      await repo.markSent(db, id, clock.now());
      logger.info({ mailId: id, kind: mail.kind }, 'mail sent');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.markFailed(db, id, message).catch(() => undefined);
      logger.warn(
        { mailId: id, kind: mail.kind, error: message },
        'mail delivery failed; kept in outbox',
      );
    }
  }

  return {
    /** Writes the mail to the outbox and, with SMTP configured, sends it in the background. */
    async queue(mail: OutgoingMail): Promise<string> {
      const id = randomUUID();
      await repo.insertMail(db, {
        id,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        body_text: redactedBody(mail),
        created_at: clock.now(),
        sent_at: null,
        last_error: null,
      });
      logger.info({ mailId: id, kind: mail.kind }, `${mail.kind} mail queued in the outbox`);
      const job = deliver(id, mail);
      pending.add(job);
      void job.finally(() => pending.delete(job));
      return id;
    },

    /** Outbox rows for one address, newest first (tests and operators). */
    async findOutbox(to: string): Promise<MailRow[]> {
      return repo.findMailTo(db, to);
    },

    /** Waits for background deliveries (graceful shutdown). */
    async drain(): Promise<void> {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
