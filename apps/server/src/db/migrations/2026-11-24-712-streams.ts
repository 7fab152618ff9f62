// Live streams (issue 12): a stream of a workspace and its single-use RTMP publish keys (stored
// as SHA-256 digests: a leaked table does not let anyone publish). last_data_at is refreshed
// by the process that ingests the stream, so any process can end a stream gone quiet for 90 s.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('streams')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('host_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('public', 'boolean', (c) => c.notNull())
    .addColumn('location_lng', 'double precision')
    .addColumn('location_lat', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz')
    .addColumn('end_time', 'timestamptz')
    .addColumn('last_data_at', 'timestamptz')
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
  await sql`create index streams_company_created_idx on streams (company_id, created_at desc)`.execute(
    db,
  );
  await sql`create index streams_live_idx on streams (last_data_at) where status = 'live'`.execute(
    db,
  );

  await db.schema
    .createTable('stream_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull().references('streams.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await sql`create index stream_keys_stream_idx on stream_keys (stream_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stream_keys').execute();
  await db.schema.dropTable('streams').execute();
}
