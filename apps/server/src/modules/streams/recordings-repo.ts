// Recordings data access (decision 321): Kysely only, db | trx first.
import type { Db } from '../../db/database.ts';
import type { Updateable } from 'kysely';
import type { RecordingRow, StreamRecordingsTable } from './table.ts';

export async function findSettings(db: Db, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stream_settings')
    .select('cloud_recording')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.cloud_recording ?? false;
}

export async function saveSettings(
  db: Db,
  companyId: string,
  cloudRecording: boolean,
  now: Date,
): Promise<void> {
  await db
    .insertInto('stream_settings')
    .values({ company_id: companyId, cloud_recording: cloudRecording, updated_at: now })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({ cloud_recording: cloudRecording, updated_at: now }),
    )
    .execute();
}

export async function insertRecording(
  db: Db,
  row: Pick<StreamRecordingsTable, 'stream_id' | 'company_id' | 'state' | 'started_at'>,
): Promise<void> {
  await db
    .insertInto('stream_recordings')
    .values({ ...row, stop_reason: null, file_key: null, stopped_at: null })
    .onConflict((oc) => oc.column('stream_id').doNothing())
    .execute();
}

export async function findRecording(db: Db, streamId: string): Promise<RecordingRow | undefined> {
  return db
    .selectFrom('stream_recordings')
    .selectAll()
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
}

export async function findRecordings(db: Db, streamIds: string[]): Promise<RecordingRow[]> {
  if (streamIds.length === 0) return [];
  return db
    .selectFrom('stream_recordings')
    .selectAll()
    .where('stream_id', 'in', streamIds)
    .execute();
}

export async function updateRecording(
  db: Db,
  streamId: string,
  set: Omit<Updateable<StreamRecordingsTable>, 'stream_id' | 'company_id'>,
): Promise<RecordingRow | undefined> {
  return db
    .updateTable('stream_recordings')
    .set(set)
    .where('stream_id', '=', streamId)
    .returningAll()
    .executeTakeFirst();
}

/** Removes the row; the removed row (to give its bytes back), or undefined. */
export async function deleteRecording(db: Db, streamId: string): Promise<RecordingRow | undefined> {
  return db
    .deleteFrom('stream_recordings')
    .where('stream_id', '=', streamId)
    .returningAll()
    .executeTakeFirst();
}
