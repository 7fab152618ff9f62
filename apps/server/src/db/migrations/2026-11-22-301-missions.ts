// Missions: the planning engine's output for a site, stored as planned (the server re-runs the
// engine on save), with the headline statistics as columns for lists and sorting. Parts of a
// split mission carry their position (part_index of part_count). Missions go with their site.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('missions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('mission', 'jsonb', (c) => c.notNull())
    .addColumn('distance_m', 'double precision', (c) => c.notNull())
    .addColumn('flight_time_s', 'double precision', (c) => c.notNull())
    .addColumn('photo_count', 'integer', (c) => c.notNull())
    .addColumn('area_m2', 'double precision', (c) => c.notNull())
    .addColumn('drone_id', 'text')
    .addColumn('camera_id', 'text')
    .addColumn('camera', 'jsonb')
    .addColumn('part_index', 'integer')
    .addColumn('part_count', 'integer')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
  await sql`create index missions_site_created_idx on missions (site_id, created_at, id)`.execute(
    db,
  );
  await sql`create index missions_company_idx on missions (company_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('missions').execute();
}
