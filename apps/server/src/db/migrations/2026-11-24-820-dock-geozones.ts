// Custom flight areas of a workspace's docks (issue 11 §4, dji-cloud-api.md §7.4): one row per
// area; the GeoJSON file every dock downloads is built from these rows on request.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dock_geozones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    // 'dfence' (stay inside) or 'nfz' (keep out).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('shape', 'jsonb', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dock_geozones_company_idx')
    .on('dock_geozones')
    .columns(['company_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dock_geozones').execute();
}
