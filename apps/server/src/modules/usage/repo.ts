// Platform-wide reporting queries for staff (read-only). They read several modules' tables
// (companies, memberships, users, sessions) because they report across all of them; they never
// write (docs/decisions/011-workspaces-members-invites.md).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Every live workspace with its member count and the last activity of any member. */
export function selectCompanyOverviewQuery(db: Db, includePersonal: boolean) {
  let q = db
    .selectFrom('companies as c')
    .select(['c.id', 'c.name', 'c.personal_space', 'c.plan_key', 'c.plan_name', 'c.created_at'])
    .select((eb) => [
      eb
        .selectFrom('company_members as m')
        .select((m) => m.fn.countAll<string>().as('n'))
        .whereRef('m.company_id', '=', 'c.id')
        .where('m.leaving_date', 'is', null)
        .as('members'),
      eb
        .selectFrom('company_members as m')
        .innerJoin('sessions as s', 's.user_id', 'm.user_id')
        .select((m) => m.fn.max('s.last_used_at').as('last'))
        .whereRef('m.company_id', '=', 'c.id')
        .where('m.leaving_date', 'is', null)
        .as('last_activity'),
    ])
    .where('c.deleted_at', 'is', null);
  if (!includePersonal) q = q.where('c.personal_space', '=', false);
  return q;
}

export async function findCompanyOverview(db: Db, includePersonal: boolean) {
  return selectCompanyOverviewQuery(db, includePersonal).execute();
}

export async function countGovernance(db: Db, now: Date) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('users')
        .select((u) => u.fn.countAll<string>().as('n'))
        .as('users'),
      eb
        .selectFrom('companies')
        .select((c) => c.fn.countAll<string>().as('n'))
        .where('deleted_at', 'is', null)
        .where('personal_space', '=', false)
        .as('companies'),
      eb
        .selectFrom('companies')
        .select((c) => c.fn.countAll<string>().as('n'))
        .where('deleted_at', 'is', null)
        .where('personal_space', '=', true)
        .as('personal_spaces'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.countAll<string>().as('n'))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .as('active_sessions'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: Number(row.users),
    companies: Number(row.companies),
    personal_spaces: Number(row.personal_spaces),
    active_sessions: Number(row.active_sessions),
  };
}

export async function findSignupDates(db: Db, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('users')
    .select(sql<Date>`created_at`.as('created_at'))
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => new Date(r.created_at));
}
