// The web app's language per user (issue 18 §2, decision 430): chosen in the user menu, so it
// follows the user to every browser. Null until chosen; the browser's remembered choice applies.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
