// Fleet and pilot logbook (issue 15): a workspace's drones and batteries, and the flights its
// pilots logged (by hand, from the pilot app's completed reports, or imported). A drone's hours
// and cycles are sums over the logbook, so nothing here stores them.
// Calendar days are text YYYY-MM-DD: a `date` column comes back as a local-time Date in node-pg.
// Frozen: never edit after release; add a new migration instead.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const company = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('companies.id').onDelete('cascade');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fleet_drones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', company)
    .addColumn('model_id', 'text', (c) => c.notNull())
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('registration', 'text')
    .addColumn('nickname', 'text')
    .addColumn('firmware', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text')
    .addColumn('insurance_expiry', 'text')
    .addColumn('maintenance_due_hours', 'double precision')
    .addColumn('maintenance_due_date', 'text')
    .addColumn('notes', 'text')
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A serial names one aircraft within a workspace (the import matches rows by it).
  await sql`create unique index fleet_drones_serial_idx on fleet_drones (company_id, serial)`.execute(
    db,
  );

  await db.schema
    .createTable('fleet_batteries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', company)
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('cycles', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('health_pct', 'double precision')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('drone_id', 'text', (c) => c.references('fleet_drones.id').onDelete('set null'))
    .addColumn('notes', 'text')
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index fleet_batteries_serial_idx on fleet_batteries (company_id, serial)`.execute(
    db,
  );

  await db.schema
    .createTable('logbook_flights')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', company)
    .addColumn('pilot_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('takeoff_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_s', 'integer', (c) => c.notNull())
    // A deleted drone keeps its flights in the pilots' logbooks.
    .addColumn('drone_id', 'text', (c) => c.references('fleet_drones.id').onDelete('set null'))
    .addColumn('battery_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('site_id', 'text')
    .addColumn('mission_id', 'text')
    .addColumn('location', 'text')
    .addColumn('purpose', 'text')
    .addColumn('notes', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    // The pilot app's flight_id for a reported flight: one logbook row per report.
    .addColumn('report_flight_id', 'text', (c) => c.unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index logbook_flights_pilot_idx on logbook_flights (company_id, pilot_id, takeoff_at)`.execute(
    db,
  );
  await sql`create index logbook_flights_drone_idx on logbook_flights (drone_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('logbook_flights').execute();
  await db.schema.dropTable('fleet_batteries').execute();
  await db.schema.dropTable('fleet_drones').execute();
}
