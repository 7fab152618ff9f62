import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailRow, NewMailRow } from './table.ts';

type Db = Kysely<Database>;

export async function insertMail(db: Db, row: NewMailRow): Promise<void> {
  await db.insertInto('mail_outbox').values(row).execute();
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .execute();
}

export async function findMailTo(db: Db, to: string): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
}
