// Airspace zones imported by platform staff (issue 17): one row per imported file and one per
// zone. Re-importing a file replaces its zones in one transaction (cascade from the file row).
// The bounding box columns feed the in-memory spatial index built at start and after imports.
// Frozen: never edit after release; add a new migration instead.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('airspace_zone_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('zone_count', 'integer', (c) => c.notNull())
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('airspace_zones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_id', 'text', (c) =>
      c.notNull().references('airspace_zone_files.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('class', 'text', (c) => c.notNull())
    .addColumn('floor_m', 'double precision', (c) => c.notNull())
    .addColumn('ceiling_m', 'double precision', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_to', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('polygons', 'jsonb', (c) => c.notNull())
    .addColumn('min_lng', 'double precision', (c) => c.notNull())
    .addColumn('min_lat', 'double precision', (c) => c.notNull())
    .addColumn('max_lng', 'double precision', (c) => c.notNull())
    .addColumn('max_lat', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('airspace_zones_file_idx')
    .on('airspace_zones')
    .column('file_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('airspace_zones').execute();
  await db.schema.dropTable('airspace_zone_files').execute();
}
