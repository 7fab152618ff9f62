import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewUserRow, UserRow, UserUpdate } from './table.ts';

type Db = Kysely<Database>;

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Reads the user row and locks it for the rest of the caller's transaction. */
export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findUserByPhone(
  db: Db,
  phone: string,
  countryCode: string | undefined,
): Promise<UserRow | undefined> {
  let q = db.selectFrom('users').selectAll().where('phone_number', '=', phone);
  if (countryCode) q = q.where('country_code', '=', countryCode);
  return q.orderBy('created_at').executeTakeFirst();
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export async function updateUser(
  db: Db,
  id: string,
  patch: UserUpdate,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Sets (a date) or clears (null) leaving_date of these users. */
export async function setLeavingDate(
  db: Db,
  ids: readonly string[],
  leavingDate: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('users')
    .set({ leaving_date: leavingDate })
    .where('id', 'in', [...ids])
    .execute();
}

/** Display names of users, in one query (a list page names up to 40 creators). */
export async function findUserNames(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name.trim() === '' ? null : r.name]));
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((u) => u.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** When each account made since `since` was made (sign-ups per week, staff governance). */
export async function findSignupDates(db: Db, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<Date>`created_at`.as('created_at'))
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => new Date(r.created_at));
}
