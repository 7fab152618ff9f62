// Fleet and logbook data access: Kysely only, every function takes db | trx first.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  BatteryRow,
  DroneRow,
  FleetBatteriesTable,
  FleetDronesTable,
  LogbookRow,
} from './table.ts';
import type { Insertable, Updateable } from 'kysely';

export async function listDrones(db: Db, companyId: string): Promise<DroneRow[]> {
  return db
    .selectFrom('fleet_drones')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findDrone(
  db: Db,
  companyId: string,
  id: string,
): Promise<DroneRow | undefined> {
  return db
    .selectFrom('fleet_drones')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Serial → id of the workspace's drones (the import's match and the battery link). */
export async function droneSerials(db: Db, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('fleet_drones')
    .select(['id', 'serial'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map(rows.map((r) => [r.serial, r.id]));
}

export async function insertDrone(db: Db, row: Insertable<FleetDronesTable>): Promise<DroneRow> {
  return db.insertInto('fleet_drones').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Updates when the etag still matches; undefined when it moved on (412). */
export async function updateDrone(
  db: Db,
  id: string,
  etag: string,
  set: Updateable<FleetDronesTable>,
): Promise<DroneRow | undefined> {
  return db
    .updateTable('fleet_drones')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDrone(db: Db, id: string): Promise<void> {
  await db.deleteFrom('fleet_drones').where('id', '=', id).execute();
}

export async function listBatteries(db: Db, companyId: string): Promise<BatteryRow[]> {
  return db
    .selectFrom('fleet_batteries')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findBattery(
  db: Db,
  companyId: string,
  id: string,
): Promise<BatteryRow | undefined> {
  return db
    .selectFrom('fleet_batteries')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function batterySerials(db: Db, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('fleet_batteries')
    .select(['id', 'serial'])
    .where('company_id', '=', companyId)
    .execute();
  return new Map(rows.map((r) => [r.serial, r.id]));
}

export async function insertBattery(
  db: Db,
  row: Insertable<FleetBatteriesTable>,
): Promise<BatteryRow> {
  return db.insertInto('fleet_batteries').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateBattery(
  db: Db,
  id: string,
  etag: string,
  set: Updateable<FleetBatteriesTable>,
): Promise<BatteryRow | undefined> {
  return db
    .updateTable('fleet_batteries')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBattery(db: Db, id: string): Promise<void> {
  await db.deleteFrom('fleet_batteries').where('id', '=', id).execute();
}

/** Logbook seconds and flights per drone of the workspace (its hours and flights are derived). */
export async function droneUsage(
  db: Db,
  companyId: string,
): Promise<Map<string, { seconds: number; flights: number }>> {
  const rows = await db
    .selectFrom('logbook_flights')
    .select(['drone_id'])
    .select((eb) => [
      eb.fn.sum<string | number>('duration_s').as('seconds'),
      eb.fn.countAll<string | number>().as('flights'),
    ])
    .where('company_id', '=', companyId)
    .where('drone_id', 'is not', null)
    .groupBy('drone_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.drone_id as string,
      { seconds: Number(r.seconds), flights: Number(r.flights) },
    ]),
  );
}

/**
 * Logged flights per battery of the workspace: each flight that lists a battery is one cycle of
 * it (a flight listing the same pack twice still counts once).
 */
export async function batteryFlights(
  db: Db,
  companyId: string,
  batteryId?: string,
): Promise<Map<string, number>> {
  const one = batteryId === undefined ? sql`` : sql`and b.battery_id = ${batteryId}`;
  const { rows } = await sql<{ battery_id: string; flights: string | number }>`
    select b.battery_id, count(distinct f.id) as flights
    from logbook_flights f
    cross join lateral jsonb_array_elements_text(f.battery_ids) as b(battery_id)
    where f.company_id = ${companyId} ${one}
    group by b.battery_id`.execute(db);
  return new Map(rows.map((r) => [r.battery_id, Number(r.flights)]));
}

export type NewLogbookRow = Omit<LogbookRow, 'battery_ids'> & { battery_ids: string[] };

/** Inserts a flight; undefined when a report's flight is already in the logbook. */
export async function insertLogbook(db: Db, row: NewLogbookRow): Promise<LogbookRow | undefined> {
  return db
    .insertInto('logbook_flights')
    .values({ ...row, battery_ids: JSON.stringify(row.battery_ids) })
    .onConflict((oc) => oc.column('report_flight_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listLogbook(
  db: Db,
  companyId: string,
  q: { pilotId?: string; droneId?: string; from?: Date; to?: Date; limit: number },
): Promise<LogbookRow[]> {
  let query = db.selectFrom('logbook_flights').selectAll().where('company_id', '=', companyId);
  if (q.pilotId) query = query.where('pilot_id', '=', q.pilotId);
  if (q.droneId) query = query.where('drone_id', '=', q.droneId);
  if (q.from) query = query.where('takeoff_at', '>=', q.from);
  if (q.to) query = query.where('takeoff_at', '<', q.to);
  return query.orderBy('takeoff_at', 'desc').orderBy('id').limit(q.limit).execute();
}

export async function findLogbook(
  db: Db,
  companyId: string,
  id: string,
): Promise<LogbookRow | undefined> {
  return db
    .selectFrom('logbook_flights')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function deleteLogbook(db: Db, id: string): Promise<void> {
  await db.deleteFrom('logbook_flights').where('id', '=', id).execute();
}

/** Per pilot and aircraft: flights and seconds, all time and since `since`. */
export async function pilotAircraftTotals(
  db: Db,
  companyId: string,
  since: Date,
): Promise<
  {
    pilot_id: string;
    drone_id: string | null;
    flights: number;
    seconds: number;
    recent_flights: number;
    recent_seconds: number;
  }[]
> {
  const rows = await db
    .selectFrom('logbook_flights')
    .select(['pilot_id', 'drone_id'])
    .select((eb) => [
      eb.fn.countAll<string | number>().as('flights'),
      eb.fn.sum<string | number>('duration_s').as('seconds'),
      sql<string | number>`count(*) filter (where takeoff_at >= ${since})`.as('recent_flights'),
      sql<string | number | null>`sum(duration_s) filter (where takeoff_at >= ${since})`.as(
        'recent_seconds',
      ),
    ])
    .where('company_id', '=', companyId)
    .groupBy(['pilot_id', 'drone_id'])
    .execute();
  return rows.map((r) => ({
    pilot_id: r.pilot_id,
    drone_id: r.drone_id,
    flights: Number(r.flights),
    seconds: Number(r.seconds),
    recent_flights: Number(r.recent_flights),
    recent_seconds: Number(r.recent_seconds ?? 0),
  }));
}

/** An import's update of a drone matched by serial (inside the import's transaction). */
export async function setDrone(
  db: Db,
  id: string,
  set: Updateable<FleetDronesTable>,
): Promise<void> {
  await db.updateTable('fleet_drones').set(set).where('id', '=', id).execute();
}

export async function setBattery(
  db: Db,
  id: string,
  set: Updateable<FleetBatteriesTable>,
): Promise<void> {
  await db.updateTable('fleet_batteries').set(set).where('id', '=', id).execute();
}
