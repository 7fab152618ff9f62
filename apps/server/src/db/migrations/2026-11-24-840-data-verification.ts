// Data Check (issue 14): run summaries (no images) and the free-run counter per visitor, brand and
// month. A run belongs to a user when one was signed in, else to the browser's visitor id.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_verification_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('running'))
    .addColumn('image_count', 'integer', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index data_verification_runs_user_idx on data_verification_runs (user_id, created_at desc)`.execute(
    db,
  );
  await sql`create index data_verification_runs_visitor_idx on data_verification_runs (visitor_id, created_at desc)`.execute(
    db,
  );

  await db.schema
    .createTable('data_verification_trials')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_verification_trials_pk', ['subject', 'brand', 'period'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_verification_trials').execute();
  await db.schema.dropTable('data_verification_runs').execute();
}
