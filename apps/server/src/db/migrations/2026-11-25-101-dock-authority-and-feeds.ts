// Who holds a dock's flight authority and which Sortie stream each dock feed pushes to (issue
// 11 §4, §6; docs/decisions/313). Both lived in memory: a restart forgot the pilot and orphaned
// the live feeds (no token, no stop). One row per dock and one per feed (video_id).
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dock_authority')
    .addColumn('dock_id', 'text', (c) => c.primaryKey().references('docks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('profile_picture', 'text')
    .addColumn('since', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('dock_live_feeds')
    .addColumn('video_id', 'text', (c) => c.primaryKey())
    .addColumn('dock_id', 'text', (c) => c.notNull().references('docks.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dock_live_feeds').execute();
  await db.schema.dropTable('dock_authority').execute();
}
