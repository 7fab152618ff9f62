// Workspaces, invites, plans and feature usage (issue 3): company settings columns, the
// company_invites table, the plans catalogue (seeded idempotently at startup from
// @sortie/domain, not here, because migrations never import app code) and per-company usage
// counters for aggregated feature limits.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('default_member_access_level', 'text', (c) => c.notNull().defaultTo('view'))
    .addColumn('recent_cameras', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('company_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('email', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint(
      'company_invites_identifier',
      sql`email is not null or (phone_number is not null and country_code is not null)`,
    )
    .execute();
  // One pending invite per identifier and workspace (duplicates are refused with 409).
  await sql`create unique index company_invites_pending_email on company_invites (company_id, lower(email)) where status = 'pending' and email is not null`.execute(
    db,
  );
  await sql`create unique index company_invites_pending_phone on company_invites (company_id, country_code, phone_number) where status = 'pending' and phone_number is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('company_invites_email_idx')
    .on('company_invites')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('plans')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('prices', 'jsonb')
    .addColumn('highlights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('fcl', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('company_feature_usage')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('used', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_feature_usage_pkey', ['company_id', 'key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_feature_usage').ifExists().execute();
  await db.schema.dropTable('plans').ifExists().execute();
  await db.schema.dropTable('company_invites').ifExists().execute();
  await db.schema
    .alterTable('companies')
    .dropColumn('recent_cameras')
    .dropColumn('default_member_access_level')
    .execute();
}
