// Pilot licences and the record of notices already mailed: Kysely only, db | trx first.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LicenceRow, PilotLicencesTable } from './table.ts';

export async function listLicences(db: Db, companyId: string): Promise<LicenceRow[]> {
  return db
    .selectFrom('pilot_licences')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('user_id')
    .execute();
}

export async function findLicence(
  db: Db,
  companyId: string,
  userId: string,
): Promise<LicenceRow | undefined> {
  return db
    .selectFrom('pilot_licences')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertLicence(
  db: Db,
  row: Insertable<PilotLicencesTable>,
): Promise<LicenceRow> {
  return db
    .insertInto('pilot_licences')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['company_id', 'user_id']).doUpdateSet({
        number: row.number,
        category: row.category,
        expiry: row.expiry,
        etag: row.etag,
        updated_at: row.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setLicence(
  db: Db,
  companyId: string,
  userId: string,
  set: Updateable<PilotLicencesTable>,
): Promise<LicenceRow | undefined> {
  return db
    .updateTable('pilot_licences')
    .set(set)
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteLicence(db: Db, companyId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('pilot_licences')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Licences expiring on or before `day`, across workspaces (the notice sweep). */
export async function licencesExpiringBy(db: Db, day: string): Promise<LicenceRow[]> {
  return db
    .selectFrom('pilot_licences')
    .selectAll()
    .where('expiry', 'is not', null)
    .where('expiry', '<=', day)
    .execute();
}

/** Records a mailed notice; false when it was already sent for this due date. */
export async function markNoticeSent(
  db: Db,
  n: { company_id: string; kind: string; subject_id: string; due: string; sent_at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('fleet_notices_sent')
    .values(n)
    .onConflict((oc) => oc.columns(['company_id', 'kind', 'subject_id', 'due']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}
