// Storage counted against the plan's storage_mb (issue 3 audit): a workspace's logo keeps its
// size, so replacing or removing it gives the right amount back, and the storage_mb usage row
// starts from the custom DEMs already stored (logos uploaded before this migration count from
// their next replacement; at 2 MB each they are noise next to a DEM). Usage is MB of 2^20 bytes.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('logo_size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into company_feature_usage (company_id, key, used, updated_at)
    select company_id, 'storage_mb', sum(size_bytes)::double precision / 1048576, now()
    from site_elevation_models
    group by company_id
    on conflict (company_id, key) do update set used = excluded.used, updated_at = excluded.updated_at
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from company_feature_usage where key = 'storage_mb'`.execute(db);
  await db.schema.alterTable('companies').dropColumn('logo_size_bytes').execute();
}
