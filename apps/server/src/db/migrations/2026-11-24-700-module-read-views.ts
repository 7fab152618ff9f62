// Read views (decision 270): what a module lets other modules read of its tables, instead of
// them joining the tables themselves. Each view belongs to the module whose tables it reads (its
// type is in that module's table.ts) and is read-only; a join through it costs what the direct
// join cost (PostgreSQL inlines views, and pushes a `where user_id = ...` into the grouping).
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // users: the public card of a person (names and contacts for members, invites, shares).
  await sql`create view user_cards_view as
    select id, name, email, country_code, phone_number, profile_picture, created_at
    from users`.execute(db);
  // auth: when someone last used any session.
  await sql`create view user_last_activity_view as
    select user_id, max(last_used_at) as last_used_at from sessions group by user_id`.execute(db);
  // collections: which sites a collection holds.
  await sql`create view collection_sites_view as
    select collection_id, site_id from collection_sites`.execute(db);
}
