// The ground control point layout of a site as generated (issue 6: exports used to recompute
// GCPs with the default spacing from gcp_count alone, so a file could differ from what the pilot
// generated). One layout per site, replaced on regeneration, gone with the site.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_gcp_layouts')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('spacing_m', 'double precision', (c) => c.notNull())
    .addColumn('corridor_width_m', 'double precision')
    .addColumn('gcps', 'jsonb', (c) => c.notNull())
    .addColumn('generated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('generated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_gcp_layouts').execute();
}
