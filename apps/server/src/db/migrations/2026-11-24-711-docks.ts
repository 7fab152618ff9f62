// Docks (issue 11): binding codes with the MQTT login they hand out, and the docks bound to a
// workspace. A dock that is not in `docks` is bound to no one and shown to no one. Live state
// (OSD, state) is kept in memory by the gateway, not here.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dock_bind_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('dock_count', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The dock's MQTT login: the broker checks it, and its ACL allows only the serials it bound.
    .addColumn('mqtt_username', 'text', (c) => c.notNull().unique())
    .addColumn('mqtt_password_hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('docks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('sn', 'text', (c) => c.notNull().unique())
    .addColumn('model_key', 'text')
    .addColumn('drone_sn', 'text')
    .addColumn('drone_model_key', 'text')
    .addColumn('call_sign', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('location_lng', 'double precision')
    .addColumn('location_lat', 'double precision')
    .addColumn('thing_version', 'text')
    .addColumn('mqtt_username', 'text', (c) => c.notNull())
    .addColumn('bind_code', 'text')
    .addColumn('bound_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
  await sql`create index docks_company_idx on docks (company_id, bound_at)`.execute(db);
  await sql`create index docks_mqtt_username_idx on docks (mqtt_username)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('docks').execute();
  await db.schema.dropTable('dock_bind_codes').execute();
}
