// Docks data access: Kysely only, every function takes db | trx first (STYLE.md).
import type { Db } from '../../db/database.ts';
import type { BindCodeRow, DockRow } from './table.ts';

export async function insertBindCode(db: Db, row: BindCodeRow): Promise<void> {
  await db.insertInto('dock_bind_codes').values(row).execute();
}

export async function findLogin(db: Db, username: string): Promise<BindCodeRow | undefined> {
  return db
    .selectFrom('dock_bind_codes')
    .selectAll()
    .where('mqtt_username', '=', username)
    .executeTakeFirst();
}

export async function findBindCode(db: Db, code: string): Promise<BindCodeRow | undefined> {
  return db.selectFrom('dock_bind_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The code, locked until the transaction ends (two docks binding at once count one by one). */
export async function lockBindCode(db: Db, code: string): Promise<BindCodeRow | undefined> {
  return db
    .selectFrom('dock_bind_codes')
    .selectAll()
    .where('code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

export async function countUse(db: Db, code: string): Promise<void> {
  await db
    .updateTable('dock_bind_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .execute();
}

/** The bound dock that owns a serial (as the dock or as its aircraft). */
export async function dockOfSerial(db: Db, sn: string): Promise<DockRow | undefined> {
  return db
    .selectFrom('docks')
    .selectAll()
    .where((eb) => eb.or([eb('sn', '=', sn), eb('drone_sn', '=', sn)]))
    .executeTakeFirst();
}

export async function insertDock(db: Db, row: DockRow): Promise<void> {
  await db.insertInto('docks').values(row).execute();
}

export async function setDrone(
  db: Db,
  dockId: string,
  drone: { drone_sn: string; drone_model_key: string | null; etag: string },
): Promise<void> {
  await db.updateTable('docks').set(drone).where('id', '=', dockId).execute();
}

export async function listDocks(db: Db, companyId: string): Promise<DockRow[]> {
  return db
    .selectFrom('docks')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('bound_at')
    .orderBy('id')
    .execute();
}

export async function docksBySerials(
  db: Db,
  companyId: string,
  sns: readonly string[],
): Promise<DockRow[]> {
  if (sns.length === 0) return [];
  return db
    .selectFrom('docks')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('sn', 'in', sns)
    .execute();
}

export async function getDock(db: Db, companyId: string, id: string): Promise<DockRow | undefined> {
  return db
    .selectFrom('docks')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function lockDock(
  db: Db,
  companyId: string,
  id: string,
): Promise<DockRow | undefined> {
  return db
    .selectFrom('docks')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateDock(
  db: Db,
  id: string,
  set: Partial<Pick<DockRow, 'call_sign' | 'location' | 'location_lng' | 'location_lat' | 'etag'>>,
): Promise<DockRow> {
  return db
    .updateTable('docks')
    .set(set)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDock(db: Db, id: string): Promise<void> {
  await db.deleteFrom('docks').where('id', '=', id).execute();
}

/** Every bound dock, for the live-state push (serial → dock → workspace). */
export async function allDocks(db: Db): Promise<DockRow[]> {
  return db.selectFrom('docks').selectAll().execute();
}
