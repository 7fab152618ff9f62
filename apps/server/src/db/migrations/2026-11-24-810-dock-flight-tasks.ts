// Dock flight tasks (issue 11 §7-8, docs/decisions/301): a saved mission sent to a bound dock,
// now or at a time; the queue of a workspace is its tasks not yet done. The footprint (bbox,
// heights, time window) is stored so conflicts are found without re-reading missions.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dock_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('dock_id', 'text', (c) => c.notNull().references('docks.id').onDelete('cascade'))
    .addColumn('mission_id', 'text', (c) => c.references('missions.id').onDelete('set null'))
    .addColumn('mission_name', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.references('sites.id').onDelete('set null'))
    .addColumn('flight_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('execute_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rth_altitude_m', 'integer', (c) => c.notNull())
    .addColumn('out_of_control_action', 'text', (c) => c.notNull())
    .addColumn('kmz_key', 'text', (c) => c.notNull())
    .addColumn('kmz_md5', 'text', (c) => c.notNull())
    .addColumn('min_lng', 'double precision', (c) => c.notNull())
    .addColumn('min_lat', 'double precision', (c) => c.notNull())
    .addColumn('max_lng', 'double precision', (c) => c.notNull())
    .addColumn('max_lat', 'double precision', (c) => c.notNull())
    .addColumn('min_height_m', 'double precision', (c) => c.notNull())
    .addColumn('max_height_m', 'double precision', (c) => c.notNull())
    .addColumn('waypoint_count', 'integer', (c) => c.notNull())
    .addColumn('waypoint_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text')
    .addColumn('started_at', 'timestamptz')
    // The dock's own clock at take-off and at the end (message timestamps, ms): the flight's
    // duration is theirs, whatever the dock's clock is set to.
    .addColumn('dock_started_ms', 'double precision')
    .addColumn('dock_finished_ms', 'double precision')
    .addColumn('finished_at', 'timestamptz')
    // Whether the flown part went to the site's progress and the logbook (once).
    .addColumn('recorded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index dock_tasks_company_idx on dock_tasks (company_id, execute_at)`.execute(db);
  await sql`create index dock_tasks_due_idx on dock_tasks (status, execute_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dock_tasks').execute();
}
