// Stream recordings (issue 12 §4, decision 321): the workspace's cloud-recording toggle and one
// recording per stream (a stream is one broadcast: ended is final). `file_key` names the MP4 in
// the 'recordings' folder of the file store once it is ready; size_bytes is what storage_mb counts.
// Streams announced by an external media server (decision 322) keep their media path and say who
// ingests them, so the 90 s sweep leaves them to that server's unpublish callback.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stream_settings')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('cloud_recording', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stream_recordings')
    .addColumn('stream_id', 'text', (c) =>
      c.primaryKey().references('streams.id').onDelete('cascade'),
    )
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('stop_reason', 'text')
    .addColumn('file_key', 'text')
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_s', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('stopped_at', 'timestamptz')
    .execute();
  await sql`create index stream_recordings_company_idx on stream_recordings (company_id)`.execute(
    db,
  );

  await db.schema
    .alterTable('streams')
    .addColumn('ingest', 'text', (c) => c.notNull().defaultTo('embedded'))
    .execute();
  await db.schema.alterTable('streams').addColumn('media_path', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('streams').dropColumn('media_path').execute();
  await db.schema.alterTable('streams').dropColumn('ingest').execute();
  await db.schema.dropTable('stream_recordings').execute();
  await db.schema.dropTable('stream_settings').execute();
}
