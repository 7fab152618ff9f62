// Invites to a workspace: pending, accepted, declined, cancelled. People's names and contacts come
// from the users module's read view (user_cards_view, decision 270).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { InviteRow, InviteStatus, NewInviteRow } from './table.ts';

type Db = Kysely<Database>;

export async function insertInvite(db: Db, row: NewInviteRow): Promise<InviteRow> {
  return db.insertInto('company_invites').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Invites joined with their workspace and inviter, for the invite views. */
function selectInviteViews(db: Db) {
  return db
    .selectFrom('company_invites as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('user_cards_view as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    .select(['c.name as company_name', 'c.logo as company_logo', 'u.name as invited_by_name'])
    .where('c.deleted_at', 'is', null);
}

export type InviteViewRow = Awaited<ReturnType<typeof findCompanyInvites>>[number];

export async function findCompanyInvites(db: Db, companyId: string) {
  return selectInviteViews(db)
    .where('i.company_id', '=', companyId)
    .where('i.status', '=', 'pending')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
}

export async function findInviteView(db: Db, inviteId: string) {
  return selectInviteViews(db).where('i.id', '=', inviteId).executeTakeFirst();
}

/** Pending invites addressed to an e-mail address or a phone number. */
export async function findPendingInvitesFor(
  db: Db,
  who: { email: string | null; countryCode: string | null; phoneNumber: string | null },
) {
  const { email, countryCode, phoneNumber } = who;
  if (!email && !phoneNumber) return [];
  return selectInviteViews(db)
    .where('i.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        ...(email ? [eb(sql`lower(i.email)`, '=', email.toLowerCase())] : []),
        ...(phoneNumber && countryCode
          ? [
              eb.and([
                eb('i.phone_number', '=', phoneNumber),
                eb('i.country_code', '=', countryCode),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id')
    .execute();
}

export async function lockInvite(db: Db, inviteId: string) {
  return db
    .selectFrom('company_invites')
    .selectAll()
    .where('id', '=', inviteId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setInviteStatus(
  db: Db,
  inviteId: string,
  status: InviteStatus,
  now: Date,
  acceptedBy: string | null = null,
) {
  await db
    .updateTable('company_invites')
    .set({ status, responded_at: now, accepted_by: acceptedBy })
    .where('id', '=', inviteId)
    .execute();
}

export async function cancelPendingInvites(db: Db, companyId: string, now: Date) {
  await db
    .updateTable('company_invites')
    .set({ status: 'cancelled', responded_at: now })
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .execute();
}

/** Is someone with this e-mail or phone already an active member? */
export async function findActiveMemberByIdentifier(
  db: Db,
  companyId: string,
  who: { email?: string; countryCode?: string; phoneNumber?: string },
) {
  let q = db
    .selectFrom('company_members as m')
    .innerJoin('user_cards_view as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.company_id', '=', companyId)
    .where('m.leaving_date', 'is', null);
  if (who.email) q = q.where(sql`lower(u.email)`, '=', who.email.toLowerCase());
  else
    q = q
      .where('u.phone_number', '=', who.phoneNumber ?? '')
      .where('u.country_code', '=', who.countryCode ?? '');
  return q.executeTakeFirst();
}

export async function countPendingInvites(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('company_invites')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
