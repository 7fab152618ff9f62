// Fleet documents and pilot licences (issue 15, decision 351): a drone's insurance document, a
// pilot's licence (number, category, expiry, document) per workspace, and a record of the
// expiry and maintenance notices already mailed, so each goes out once per due date.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The stored file's key (fleet-docs/ folder), its original name, type and size.
  await db.schema
    .alterTable('fleet_drones')
    .addColumn('insurance_doc_key', 'text')
    .addColumn('insurance_doc_name', 'text')
    .addColumn('insurance_doc_type', 'text')
    .addColumn('insurance_doc_bytes', 'integer')
    .execute();

  await db.schema
    .createTable('pilot_licences')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    // YYYY-MM-DD, as the fleet's other days (decision 350).
    .addColumn('expiry', 'text')
    .addColumn('doc_key', 'text')
    .addColumn('doc_name', 'text')
    .addColumn('doc_type', 'text')
    .addColumn('doc_bytes', 'integer')
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('pilot_licences_pk', ['company_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('fleet_notices_sent')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    // The due day (or hours) the notice was about: a new due date sends a new notice.
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('fleet_notices_sent_pk', ['company_id', 'kind', 'subject_id', 'due'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fleet_notices_sent').execute();
  await db.schema.dropTable('pilot_licences').execute();
  await db.schema
    .alterTable('fleet_drones')
    .dropColumn('insurance_doc_key')
    .dropColumn('insurance_doc_name')
    .dropColumn('insurance_doc_type')
    .dropColumn('insurance_doc_bytes')
    .execute();
}
