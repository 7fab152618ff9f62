import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CompanyMemberRow, CompanyRow, NewCompanyRow } from './table.ts';

type Db = Kysely<Database>;

export async function insertCompany(db: Db, row: NewCompanyRow): Promise<CompanyRow> {
  return db.insertInto('companies').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertMember(
  db: Db,
  row: { company_id: string; user_id: string; role: CompanyMemberRow['role']; created_at: Date },
): Promise<void> {
  await db
    .insertInto('company_members')
    .values({ ...row, leaving_date: null })
    .onConflict((oc) =>
      oc.columns(['company_id', 'user_id']).doUpdateSet({ role: row.role, leaving_date: null }),
    )
    .execute();
}

export type MembershipRow = CompanyRow & { role: CompanyMemberRow['role'] };

/** The workspaces a user belongs to now, personal first, then by name. */
export function selectMembershipsQuery(db: Db, userId: string) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .selectAll('c')
    .select('m.role')
    .where('m.user_id', '=', userId)
    .where('m.leaving_date', 'is', null)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.personal_space', 'desc')
    .orderBy('c.name')
    .orderBy('c.id');
}

export async function findMemberships(db: Db, userId: string): Promise<MembershipRow[]> {
  return selectMembershipsQuery(db, userId).execute();
}

export async function findCompanyByName(db: Db, name: string): Promise<CompanyRow | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('name', '=', name)
    .where('personal_space', '=', false)
    .executeTakeFirst();
}
