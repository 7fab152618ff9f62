// Queries of the data_verification tables (this module's own).
import type { TDataVerificationSettings, TDataVerificationSummary } from '@sortie/domain/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DataVerificationRunRow } from './table.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertRun(
  db: Db,
  row: {
    id: string;
    user_id: string | null;
    visitor_id: string;
    brand: string;
    image_count: number;
    settings: TDataVerificationSettings;
    now: Date;
  },
): Promise<DataVerificationRunRow> {
  return db
    .insertInto('data_verification_runs')
    .values({
      id: row.id,
      user_id: row.user_id,
      visitor_id: row.visitor_id,
      brand: row.brand,
      status: 'running',
      image_count: row.image_count,
      settings: JSON.stringify(row.settings),
      summary: null,
      created_at: row.now,
      updated_at: row.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRun(db: Db, id: string): Promise<DataVerificationRunRow | undefined> {
  return db
    .selectFrom('data_verification_runs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets the summary of a running run; undefined when it was already done (a race or a replay). */
export async function finishRun(
  db: Db,
  id: string,
  summary: TDataVerificationSummary,
  now: Date,
): Promise<DataVerificationRunRow | undefined> {
  return db
    .updateTable('data_verification_runs')
    .set({ status: 'done', summary: JSON.stringify(summary), updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirst();
}

/** A user's runs (or a visitor's runs made while signed out), newest first. */
export async function listRuns(
  db: Db,
  owner: { userId: string } | { visitorId: string },
  limit: number,
  before: Date | undefined,
): Promise<DataVerificationRunRow[]> {
  let q = db.selectFrom('data_verification_runs').selectAll();
  q =
    'userId' in owner
      ? q.where('user_id', '=', owner.userId)
      : q.where('visitor_id', '=', owner.visitorId).where('user_id', 'is', null);
  if (before) q = q.where('created_at', '<', before);
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/**
 * Adds one run to the counter unless that would pass `limit` (null: unbounded). Returns the new
 * count, or null when the limit was already reached. One statement, so two tabs racing for the
 * last free run cannot both get it.
 */
export async function countTrial(
  db: Db,
  key: { subject: string; brand: string; period: string },
  limit: number | null,
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('data_verification_trials')
    .values({ ...key, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'brand', 'period'])
        .doUpdateSet({ used: sql`data_verification_trials.used + 1`, updated_at: now })
        .where(
          sql<boolean>`${limit === null ? sql`true` : sql`data_verification_trials.used < ${limit}`}`,
        ),
    )
    .returning('used')
    .executeTakeFirst();
  if (!row) return null;
  return limit !== null && row.used > limit ? null : row.used;
}

export async function trialUsed(
  db: Db,
  key: { subject: string; brand: string; period: string },
): Promise<number> {
  const row = await db
    .selectFrom('data_verification_trials')
    .select('used')
    .where('subject', '=', key.subject)
    .where('brand', '=', key.brand)
    .where('period', '=', key.period)
    .executeTakeFirst();
  return row?.used ?? 0;
}
