// Camera control of live streams (issue 12 §5, decision 324): the pilot's control lock and the
// last member in control live on the stream row, so every server process agrees; annotations
// drawn over the video are rows of their own, shown to every viewer.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('streams')
    .addColumn('camera_control_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('streams')
    .addColumn('camera_controller_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('stream_annotations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stream_id', 'text', (c) => c.notNull().references('streams.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('w', 'double precision')
    .addColumn('h', 'double precision')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index stream_annotations_stream_idx on stream_annotations (stream_id, created_at)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stream_annotations').execute();
  await db.schema.alterTable('streams').dropColumn('camera_controller_id').execute();
  await db.schema.alterTable('streams').dropColumn('camera_control_locked').execute();
}
