// The audit log (issue 18 §7, decision 415): one row per change of a site, mission, share,
// member, role, plan, dock or fleet item, written in the change's own transaction. No foreign
// keys on purpose: the record outlives the workspace, the user and the object it names.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    // A sequence, not a UUID: the page cursor and "newest first" need a total order.
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    // The transaction's start: the change and its record share the instant.
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('company_id', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('actor_ip', 'text')
    .addColumn('request_id', 'text')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index audit_log_company_idx on audit_log (company_id, seq desc)`.execute(db);
  // The retention sweep deletes by age.
  await sql`create index audit_log_at_idx on audit_log (at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
