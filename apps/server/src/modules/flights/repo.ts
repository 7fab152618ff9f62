// Flight reports data access: Kysely only, every function takes db | trx first (STYLE.md).
import type { Db } from '../../db/database.ts';
import type { FlightRow } from './table.ts';

/** The flight, locked until the transaction ends (a repeated report waits for the first). */
export async function lockFlight(db: Db, flightId: string): Promise<FlightRow | undefined> {
  return db
    .selectFrom('mission_flights')
    .selectAll()
    .where('flight_id', '=', flightId)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a new flight; undefined when a concurrent report inserted the same flight_id first. */
export async function insertFlight(db: Db, row: FlightRow): Promise<FlightRow | undefined> {
  return db
    .insertInto('mission_flights')
    .values(row)
    .onConflict((oc) => oc.column('flight_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function completeFlight(
  db: Db,
  flightId: string,
  set: { duration_s: number; completed_at: Date },
): Promise<FlightRow> {
  return db
    .updateTable('mission_flights')
    .set({ state: 'completed', ...set })
    .where('flight_id', '=', flightId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
