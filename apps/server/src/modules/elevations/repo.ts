// Elevation models data access: Kysely only, every function takes db | trx first (STYLE.md).
import type { Db } from '../../db/database.ts';
import type { ElevationModelRow } from './table.ts';

export async function findModel(db: Db, siteId: string): Promise<ElevationModelRow | undefined> {
  return db
    .selectFrom('site_elevation_models')
    .selectAll()
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** Inserts or replaces the site's model; returns the row it replaced, if any. */
export async function upsertModel(
  db: Db,
  row: ElevationModelRow,
): Promise<ElevationModelRow | undefined> {
  const before = await db
    .selectFrom('site_elevation_models')
    .selectAll()
    .where('site_id', '=', row.site_id)
    .forUpdate()
    .executeTakeFirst();
  const { site_id: _siteId, ...rest } = row;
  await db
    .insertInto('site_elevation_models')
    .values(row)
    .onConflict((oc) => oc.column('site_id').doUpdateSet(rest))
    .execute();
  return before;
}

export async function deleteModel(db: Db, siteId: string): Promise<ElevationModelRow | undefined> {
  return db
    .deleteFrom('site_elevation_models')
    .where('site_id', '=', siteId)
    .returningAll()
    .executeTakeFirst();
}

export async function findStoredNames(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('site_elevation_models').select('stored_name').execute();
  return new Set(rows.map((r) => r.stored_name));
}
