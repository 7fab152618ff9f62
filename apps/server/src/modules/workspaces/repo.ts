// Workspace data: companies and memberships (invites: invites-repo.ts). Reads of users and sessions here are
// read-only joins for listings (names, last activity); writes to those tables go through their
// modules (docs/decisions/011-workspaces-members-invites.md).
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CompanyMemberRow, CompanyRow } from './table.ts';

type Db = Kysely<Database>;
type Role = 'owner' | 'admin' | 'member' | 'guest';

export async function findActiveMembership(db: Db, companyId: string, userId: string) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['m.role', 'c.personal_space', 'c.plan_key', 'c.default_member_access_level'])
    .where('m.company_id', '=', companyId)
    .where('m.user_id', '=', userId)
    .where('m.leaving_date', 'is', null)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findCompany(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The workspaces a user belongs to now (personal included). */
export async function findActiveWorkspaces(db: Db, userId: string) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id', 'c.personal_space', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('m.leaving_date', 'is', null)
    .where('c.deleted_at', 'is', null)
    .execute();
}

export async function insertCompany(db: Db, row: Insertable<Database['companies']>) {
  await db.insertInto('companies').values(row).execute();
}

export async function updateCompany(
  db: Db,
  companyId: string,
  expectedEtag: string | undefined,
  patch: {
    name?: string;
    logo?: string | null;
    logo_size_bytes?: number;
    default_member_access_level?: string;
    etag: string;
    updated_at: Date;
  },
) {
  let q = db
    .updateTable('companies')
    .set(patch)
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (expectedEtag !== undefined) q = q.where('etag', '=', expectedEtag);
  return q.returningAll().executeTakeFirst();
}

/** Moves a workspace to a plan (platform staff); a new etag makes open settings forms reload. */
export async function setCompanyPlan(
  db: Db,
  companyId: string,
  plan: { plan_key: string; plan_name: string; etag: string; updated_at: Date },
) {
  return db
    .updateTable('companies')
    .set(plan)
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .returning(['id', 'plan_key', 'plan_name'])
    .executeTakeFirst();
}

export async function setRecentCameras(db: Db, companyId: string, cameras: string[]) {
  await db
    .updateTable('companies')
    .set({ recent_cameras: JSON.stringify(cameras) })
    .where('id', '=', companyId)
    .execute();
}

export async function lockCompany(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function markCompanyDeleted(db: Db, companyId: string, now: Date, etag: string) {
  await db
    .updateTable('companies')
    .set({ deleted_at: now, updated_at: now, etag })
    .where('id', '=', companyId)
    .execute();
}

/**
 * Adds a member, or brings a former member back with a fresh date_added (kept as it was with
 * keepDateAdded: the sign-up and seed path).
 */
export async function upsertMember(
  db: Db,
  row: { company_id: string; user_id: string; role: Role; created_at: Date },
  { keepDateAdded = false } = {},
) {
  const dateAdded = keepDateAdded ? {} : { created_at: row.created_at };
  await db
    .insertInto('company_members')
    .values({ ...row, leaving_date: null })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'user_id'])
        .doUpdateSet({ role: row.role, ...dateAdded, leaving_date: null }),
    )
    .execute();
}

export async function findMember(db: Db, companyId: string, userId: string) {
  return db
    .selectFrom('company_members')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('leaving_date', 'is', null)
    .executeTakeFirst();
}

export async function setMemberRole(db: Db, companyId: string, userId: string, role: Role) {
  await db
    .updateTable('company_members')
    .set({ role })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

export async function countActiveOwners(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('company_members')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', 'owner')
    .where('leaving_date', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets leaving_date on active memberships (one user, one role, or all); returns their users. */
export async function endMemberships(
  db: Db,
  companyId: string,
  now: Date,
  where: { userId?: string; role?: Role } = {},
): Promise<{ user_id: string; email: string | null }[]> {
  let q = db
    .updateTable('company_members')
    .set({ leaving_date: now })
    .where('company_id', '=', companyId)
    .where('leaving_date', 'is', null);
  if (where.userId) q = q.where('user_id', '=', where.userId);
  if (where.role) q = q.where('role', '=', where.role);
  const ended = await q.returning('user_id').execute();
  if (ended.length === 0) return [];
  // E-mails too: site shares may name a person by address (the users module's read view).
  return db
    .selectFrom('user_cards_view')
    .select(['id as user_id', 'email'])
    .where(
      'id',
      'in',
      ended.map((r) => r.user_id),
    )
    .execute();
}

const ROLE_ORDER = sql<number>`case m.role when 'owner' then 3 when 'admin' then 2 when 'member' then 1 else 0 end`;

/** The member list query (built here, run by findMembers; its SQL is snapshotted in tests). */
export function selectMembersQuery(
  db: Db,
  companyId: string,
  options: { sortBy: string; sortOrder: 'asc' | 'desc'; includeRemoved: boolean },
) {
  let q = db
    .selectFrom('company_members as m')
    .innerJoin('user_cards_view as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.role',
      'm.created_at',
      'm.leaving_date',
      'u.name',
      'u.email',
      'u.country_code',
      'u.phone_number',
      'u.profile_picture',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_last_activity_view as s')
        .select('s.last_used_at')
        .whereRef('s.user_id', '=', 'm.user_id')
        .as('last_active_date'),
    )
    .where('m.company_id', '=', companyId);
  if (!options.includeRemoved) q = q.where('m.leaving_date', 'is', null);
  const dir = options.sortOrder;
  switch (options.sortBy) {
    case 'name':
      q = q.orderBy(sql`lower(u.name)`, dir);
      break;
    case 'role':
      q = q.orderBy(ROLE_ORDER, dir);
      break;
    case 'last_active_date':
      q = q.orderBy(sql`last_active_date`, (ob) =>
        (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
      );
      break;
    default:
      q = q.orderBy('m.created_at', dir);
  }
  return q.orderBy('m.user_id');
}

export async function findMembers(...args: Parameters<typeof selectMembersQuery>) {
  return selectMembersQuery(...args).execute();
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

/** The plan key stored on a workspace; undefined when the workspace does not exist. */
export async function findCompanyPlanKey(db: Db, companyId: string): Promise<string | undefined> {
  // Deleted workspaces too: the plans module asked for any row before the look-up moved here.
  const row = await db
    .selectFrom('companies')
    .select('plan_key')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.plan_key;
}

/**
 * Every live workspace with its member count and its members' last activity (the auth module's
 * read view), for the staff usage overview (modules/usage).
 */
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
        .innerJoin('user_last_activity_view as s', 's.user_id', 'm.user_id')
        .select((m) => m.fn.max('s.last_used_at').as('last'))
        .whereRef('m.company_id', '=', 'c.id')
        .where('m.leaving_date', 'is', null)
        .as('last_activity'),
    ])
    .where('c.deleted_at', 'is', null);
  if (!includePersonal) q = q.where('c.personal_space', '=', false);
  return q;
}

/** Live team workspaces and personal spaces, counted for the staff governance screen. */
export async function countWorkspaces(db: Db) {
  const row = await db
    .selectFrom('companies')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('personal_space', '=', false).as('companies'),
      eb.fn.countAll<string>().filterWhere('personal_space', '=', true).as('personal_spaces'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { companies: Number(row.companies), personal_spaces: Number(row.personal_spaces) };
}
