// Notes on a flight, for flights logged from the web (issue 10 §7: "Log a flight": what was flown
// and anything worth knowing, such as wind or a part skipped).
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mission_flights').addColumn('notes', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mission_flights').dropColumn('notes').execute();
}
