// Site name search at scale (bench/sites): the tsvector of the name becomes a stored generated
// column with its own GIN index, so a search never recomputes to_tsvector per row. With only the
// expression index, a search the planner thought common walked the (created_at desc) index and
// ran to_tsvector on every row it passed: ~290 ms for a word no site has at 100,000 sites. The
// column is cheap to test where a plan still filters rows by it. Shares get an index on site_id:
// every listed site reads its shares, and only partial indexes (user or e-mail) covered it.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sites add column name_tsv tsvector
    generated always as (to_tsvector('simple', name)) stored`.execute(db);
  await sql`create index sites_name_tsv_idx on sites using gin (name_tsv)`.execute(db);
  await sql`drop index if exists sites_name_fts_idx`.execute(db);
  await sql`create index site_shares_site_idx on site_shares (site_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists site_shares_site_idx`.execute(db);
  await sql`create index if not exists sites_name_fts_idx on sites using gin (to_tsvector('simple', name))`.execute(
    db,
  );
  await sql`drop index if exists sites_name_tsv_idx`.execute(db);
  await sql`alter table sites drop column if exists name_tsv`.execute(db);
}
