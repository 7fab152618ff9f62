// Foundation: users, sessions, companies and memberships, mail outbox, password resets, login
// failures (for rate limiting) and app_meta (one-off markers such as the demo seed).
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('country_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('geo_location', 'jsonb')
    .addColumn('designation', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('last_release_read', 'text')
    .addColumn('accepted_privacy_policy', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seen_welcome_wizard', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('web_preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('unit_preferences', 'jsonb')
    .addColumn('leaving_date', 'timestamptz')
    .addColumn('personal_space_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index users_email_key on users (lower(email)) where email is not null`.execute(
    db,
  );
  await sql`create unique index users_phone_key on users (country_code, phone_number) where phone_number is not null`.execute(
    db,
  );
  await sql`create unique index users_google_sub_key on users (google_sub) where google_sub is not null`.execute(
    db,
  );

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('personal_space', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('plan_name', 'text', (c) => c.notNull().defaultTo('Free'))
    .addColumn('brand', 'text')
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('company_members')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('leaving_date', 'timestamptz')
    .addPrimaryKeyConstraint('company_members_pkey', ['company_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('company_members_user_idx')
    .on('company_members')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_at_idx')
    .on('login_failures')
    .columns(['key', 'at'])
    .execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'app_meta',
    'login_failures',
    'password_resets',
    'mail_outbox',
    'company_members',
    'companies',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
