// Custom flight areas: Kysely only, every function takes db | trx first.
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DockGeozonesTable, GeozoneRow } from '../table.ts';

/** jsonb comes back parsed from PostgreSQL and as text from some drivers. */
const parsed = (row: GeozoneRow): GeozoneRow => ({
  ...row,
  shape: typeof row.shape === 'string' ? (JSON.parse(row.shape) as GeozoneRow['shape']) : row.shape,
});

export async function listGeozones(db: Db, companyId: string): Promise<GeozoneRow[]> {
  const rows = await db
    .selectFrom('dock_geozones')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(parsed);
}

export async function countGeozones(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('dock_geozones')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Serialises writes of one workspace's areas (the count limit holds under concurrency) with a
 * transaction-scoped advisory lock keyed by the workspace, so the module locks nothing it does
 * not own (the companies table is the workspaces module's).
 */
export async function lockCompanyAreas(db: Db, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`dock_geozones:${companyId}`}))`.execute(db);
}

type Insert = Omit<GeozoneRow, 'shape'> & { shape: string };

export async function insertGeozone(db: Db, row: Insert): Promise<GeozoneRow> {
  return parsed(
    await db.insertInto('dock_geozones').values(row).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function updateGeozone(
  db: Db,
  companyId: string,
  id: string,
  change: Partial<Omit<Insert, 'id' | 'company_id'>>,
): Promise<GeozoneRow | undefined> {
  const row = await db
    .updateTable('dock_geozones')
    .set(change as Partial<DockGeozonesTable> as never)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && parsed(row);
}

export async function deleteGeozone(db: Db, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('dock_geozones')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
