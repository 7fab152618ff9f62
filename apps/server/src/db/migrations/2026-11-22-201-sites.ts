// Sites, per-site shares (member overrides and invites to outsiders), pilots, and collections.
// Indexes serve the Sites page at 100,000 sites per workspace (bench/sites): keyset pages on
// (created_at desc, id desc) per workspace, the same per status and per creator, and a GIN
// full-text index on the name for word-prefix search (built in, no extension: PGlite loads
// pg_trgm only when asked to, and managed Postgres may refuse extensions).
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('site_type', 'text', (c) => c.notNull())
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    .addColumn('corridor_width_m', 'double precision')
    .addColumn('area_m2', 'double precision')
    .addColumn('length_m', 'double precision')
    .addColumn('centroid_lng', 'double precision', (c) => c.notNull())
    .addColumn('centroid_lat', 'double precision', (c) => c.notNull())
    .addColumn('bbox_west', 'double precision', (c) => c.notNull())
    .addColumn('bbox_south', 'double precision', (c) => c.notNull())
    .addColumn('bbox_east', 'double precision', (c) => c.notNull())
    .addColumn('bbox_north', 'double precision', (c) => c.notNull())
    .addColumn('thumbnail_svg', 'text', (c) => c.notNull())
    .addColumn('goal_s', 'double precision')
    .addColumn('progress_s', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('elevation_source', 'text', (c) => c.notNull().defaultTo('None'))
    .addColumn('gcp_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stakeholders', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sample_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
  await sql`create index sites_company_created_idx on sites (company_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index sites_company_status_created_idx on sites (company_id, status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index sites_company_creator_created_idx on sites (company_id, created_by, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index sites_name_fts_idx on sites using gin (to_tsvector('simple', name))`.execute(
    db,
  );

  await db.schema
    .createTable('site_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('access_level', 'text', (c) => c.notNull())
    .addColumn('invite', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index site_shares_site_user_key on site_shares (site_id, user_id) where user_id is not null`.execute(
    db,
  );
  await sql`create unique index site_shares_site_email_key on site_shares (site_id, email) where email is not null`.execute(
    db,
  );
  await sql`create index site_shares_user_idx on site_shares (user_id, company_id)`.execute(db);
  await sql`create index site_shares_email_idx on site_shares (email) where email is not null`.execute(
    db,
  );

  await db.schema
    .createTable('site_pilots')
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_flown_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_pilots_pkey', ['site_id', 'user_id'])
    .execute();
  await sql`create index site_pilots_user_idx on site_pilots (user_id, site_id)`.execute(db);

  await db.schema
    .createTable('collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sample_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .execute();
  await sql`create index collections_company_created_idx on collections (company_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('collection_sites')
    .addColumn('collection_id', 'text', (c) =>
      c.notNull().references('collections.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_sites_pkey', ['collection_id', 'site_id'])
    .execute();
  await sql`create index collection_sites_site_idx on collection_sites (site_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['collection_sites', 'collections', 'site_pilots', 'site_shares', 'sites']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
