// Missions data access: Kysely only, every function takes the executor (db or trx) first.
import type { Db } from '../../db/database.ts';
import type {
  GcpLayoutRow,
  MissionRow,
  MissionUpdate,
  NewGcpLayoutRow,
  NewMissionRow,
} from './table.ts';

export async function insertMission(executor: Db, row: NewMissionRow): Promise<MissionRow> {
  return executor.insertInto('missions').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findMission(executor: Db, id: string): Promise<MissionRow | undefined> {
  return executor.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMissionsByIds(
  executor: Db,
  ids: readonly string[],
): Promise<MissionRow[]> {
  if (ids.length === 0) return [];
  return executor.selectFrom('missions').selectAll().where('id', 'in', ids).execute();
}

/** A site's missions, oldest first (parts of a split stay in order). */
export async function findMissionsBySite(executor: Db, siteId: string): Promise<MissionRow[]> {
  return executor
    .selectFrom('missions')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at', 'asc')
    .orderBy('part_index', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Updates when the etag still matches; undefined when it does not (a concurrent change). */
export async function updateMission(
  executor: Db,
  id: string,
  etag: string,
  set: MissionUpdate,
): Promise<MissionRow | undefined> {
  return executor
    .updateTable('missions')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteMissions(executor: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await executor.deleteFrom('missions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Missions per workspace (the staff usage overview). */
export async function countByCompany(executor: Db): Promise<Map<string, number>> {
  const rows = await executor
    .selectFrom('missions')
    .select((eb) => ['company_id', eb.fn.countAll<string>().as('n')])
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

/** The stored GCP layout of a site, if one was generated. */
export async function findGcpLayout(
  executor: Db,
  siteId: string,
): Promise<GcpLayoutRow | undefined> {
  return executor
    .selectFrom('site_gcp_layouts')
    .selectAll()
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/** Stores a site's layout, replacing the one before. */
export async function upsertGcpLayout(executor: Db, row: NewGcpLayoutRow): Promise<GcpLayoutRow> {
  return executor
    .insertInto('site_gcp_layouts')
    .values(row)
    .onConflict((oc) =>
      oc.column('site_id').doUpdateSet({
        spacing_m: row.spacing_m,
        corridor_width_m: row.corridor_width_m ?? null,
        gcps: row.gcps,
        generated_by: row.generated_by ?? null,
        generated_at: row.generated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteGcpLayout(executor: Db, siteId: string): Promise<number> {
  const result = await executor
    .deleteFrom('site_gcp_layouts')
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
