// Why a dock task failed, as codes with their values beside the English `reason` (decision 433),
// so the web writes it in the reader's language. Null for tasks that ended before.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dock_tasks').addColumn('reason_codes', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dock_tasks').dropColumn('reason_codes').execute();
}
