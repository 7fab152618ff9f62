// A battery's cycles now come from the logbook (issue 15, decision 350): the stored `cycles` is
// the part the logbook does not account for, and the API adds the logged flights that list the
// pack. Until now the stored count was the whole, edited by hand, so the flights already logged
// with a battery are taken off once here; every battery keeps the total it showed before.
// Frozen: never edit after release; add a new migration instead.
import { sql, type Kysely, type RawBuilder } from 'kysely';

/** Sets each logged battery's cycles from its stored count and its logged flights. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setCycles(db: Kysely<any>, cycles: RawBuilder<number>): Promise<void> {
  await sql`
    update fleet_batteries b
    set cycles = ${cycles}
    from (
      select f.company_id, x.battery_id, count(distinct f.id)::int as flights
      from logbook_flights f
      cross join lateral jsonb_array_elements_text(f.battery_ids) as x(battery_id)
      group by f.company_id, x.battery_id
    ) logged
    where logged.battery_id = b.id and logged.company_id = b.company_id`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setCycles(db, sql<number>`greatest(0, b.cycles - logged.flights)`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // Back to a stored whole (a count clamped at 0 on the way up stays as it is).
  await setCycles(db, sql<number>`b.cycles + logged.flights`);
}
