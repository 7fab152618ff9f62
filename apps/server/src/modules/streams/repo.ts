// Streams data access: Kysely only, every function takes db | trx first (STYLE.md).
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { StreamIngest, StreamRow, StreamsTable, StreamKeysTable } from './table.ts';

export async function insertStream(db: Db, row: Insertable<StreamsTable>): Promise<StreamRow> {
  return db.insertInto('streams').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findStream(db: Db, id: string): Promise<StreamRow | undefined> {
  return db.selectFrom('streams').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listStreams(
  db: Db,
  q: { companyId: string; before: Date | null; withEnded: boolean; limit: number },
): Promise<StreamRow[]> {
  let query = db
    .selectFrom('streams')
    .selectAll()
    .where('company_id', '=', q.companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit);
  if (q.before) query = query.where('created_at', '<', q.before);
  if (!q.withEnded) query = query.where('status', '<>', 'ended');
  return query.execute();
}

/** Updates when the etag still matches; undefined when someone else changed it first. */
export async function updateStream(
  db: Db,
  id: string,
  etag: string,
  set: Partial<Pick<StreamsTable, 'title' | 'public' | 'etag'>>,
): Promise<StreamRow | undefined> {
  return db
    .updateTable('streams')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function insertKey(db: Db, row: StreamKeysTable): Promise<void> {
  await db.insertInto('stream_keys').values(row).execute();
}

/** Spends a key: the stream it opens, or undefined when unknown, expired or already used. */
export async function spendKey(db: Db, keyHash: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('stream_keys')
    .set({ used_at: now })
    .where('key_hash', '=', keyHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('stream_id')
    .executeTakeFirst();
  return row?.stream_id;
}

export async function markLive(
  db: Db,
  id: string,
  now: Date,
  etag: string,
): Promise<StreamRow | undefined> {
  // waiting → live happens once (ended is final), so this is the stream's start.
  return db
    .updateTable('streams')
    .set({ status: 'live', start_time: now, last_data_at: now, etag })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .returningAll()
    .executeTakeFirst();
}

export async function markEnded(
  db: Db,
  id: string,
  now: Date,
  etag: string,
): Promise<StreamRow | undefined> {
  return db
    .updateTable('streams')
    .set({ status: 'ended', end_time: now, etag })
    .where('id', '=', id)
    .where('status', '<>', 'ended')
    .returningAll()
    .executeTakeFirst();
}

export async function touchLive(db: Db, id: string, lastDataAt: Date): Promise<void> {
  await db
    .updateTable('streams')
    .set({ last_data_at: lastDataAt })
    .where('id', '=', id)
    .where('status', '=', 'live')
    .execute();
}

/** Streams live now, whoever ingests them (the /metrics gauge, decision 412). */
export async function countLive(db: Db): Promise<number> {
  const row = await db
    .selectFrom('streams')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Live streams whose ingest has been silent since before `cutoff`, other than `except`. */
export async function findQuietLive(db: Db, cutoff: Date, except: string[]): Promise<string[]> {
  let query = db
    .selectFrom('streams')
    .select('id')
    .where('status', '=', 'live')
    .where('last_data_at', '<', cutoff)
    // An external media server or zoom ends its streams by callback (decision 322).
    .where('ingest', '=', 'embedded')
    .limit(500);
  if (except.length > 0) query = query.where('id', 'not in', except);
  return (await query.execute()).map((r) => r.id);
}

/** An accepted publish from elsewhere than our RTMP: who ingests it and under which path. */
export async function setIngest(
  db: Db,
  id: string,
  ingest: StreamIngest,
  mediaPath: string | null,
): Promise<void> {
  await db
    .updateTable('streams')
    .set({ ingest, media_path: mediaPath })
    .where('id', '=', id)
    .execute();
}

/** The live (or about to be live) stream an external media server announced under this path. */
export async function findByMediaPath(db: Db, mediaPath: string): Promise<StreamRow | undefined> {
  return db
    .selectFrom('streams')
    .selectAll()
    .where('media_path', '=', mediaPath)
    .where('ingest', '=', 'external')
    .where('status', '<>', 'ended')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
