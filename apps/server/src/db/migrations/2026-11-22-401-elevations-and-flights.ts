// Elevations and flight progress (issue 6 items 4 and 5): the custom DEM of a site (one per site,
// the file lives under DATA_DIR/files/dems), the pilot app's flight reports (flight_id is the
// app's own id, so a repeated report is the same row), and a count of flights reported started
// but not yet completed on each site (the site card's "pending sync").
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('pending_flights', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('site_elevation_models')
    .addColumn('site_id', 'text', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('bbox_west', 'double precision', (c) => c.notNull())
    .addColumn('bbox_south', 'double precision', (c) => c.notNull())
    .addColumn('bbox_east', 'double precision', (c) => c.notNull())
    .addColumn('bbox_north', 'double precision', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('coverage_pct', 'double precision', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mission_flights')
    .addColumn('flight_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    // A deleted mission keeps its flights: the flown time stays in the site's progress.
    .addColumn('mission_id', 'text', (c) => c.references('missions.id').onDelete('set null'))
    .addColumn('pilot_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_s', 'double precision')
    .addColumn('waypoint_from', 'integer')
    .addColumn('waypoint_to', 'integer')
    .addColumn('reported_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`create index mission_flights_site_idx on mission_flights (site_id, started_at)`.execute(
    db,
  );
  await sql`create index mission_flights_mission_idx on mission_flights (mission_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mission_flights').execute();
  await db.schema.dropTable('site_elevation_models').execute();
  await db.schema.alterTable('sites').dropColumn('pending_flights').execute();
}
