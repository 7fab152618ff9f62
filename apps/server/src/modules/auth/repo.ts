import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewSessionRow, PasswordResetRow, SessionRow } from './table.ts';

type Db = Kysely<Database>;

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Failed sign-ins under `key` since `since`: how many, and when the oldest of them was. */
export async function countLoginFailures(
  db: Db,
  key: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('at').as('oldest')])
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

export async function insertLoginFailures(
  db: Db,
  keys: string[],
  at: Date,
  pruneBefore: Date,
): Promise<void> {
  await db.deleteFrom('login_failures').where('at', '<', pruneBefore).execute();
  await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, at })))
    .execute();
}

export async function clearLoginFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
}

export async function insertPasswordReset(
  db: Db,
  row: { id: string; user_id: string; token_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({ ...row, used_at: null })
    .execute();
}

/** Claims an unused, unexpired reset token; single use even under concurrent requests. */
export async function claimPasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | undefined> {
  return db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Marks every unused reset token of a user as used (after a successful reset). */
export async function voidPasswordResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Sessions neither revoked nor expired at `now` (the staff governance screen). */
export async function countActiveSessions(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((s) => s.fn.countAll<string>().as('n'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
