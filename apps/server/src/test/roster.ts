// A workspace with one user per role, plus an outsider and a Super Admin, built through the API
// (register, create company, invite, accept) so fixtures follow the same rules as users do.
import type { TInvite } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bearer, registerUser } from './helpers.ts';

export type Actor =
  'anonymous' | 'outsider' | 'super_admin' | 'guest' | 'member' | 'admin' | 'owner';
export type Person = { id: string; token: string; email: string; personalSpaceId: string };
export type Roster = {
  companyId: string;
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
};

/** Every actor, least privileged first; the owner acts last (its actions may end the roster). */
export const ACTORS: readonly Actor[] = [
  'anonymous',
  'outsider',
  'super_admin',
  'guest',
  'member',
  'admin',
  'owner',
];

let rosters = 0;

export function headersFor(roster: Roster, actor: Actor): Record<string, string> {
  return actor === 'anonymous' ? {} : bearer(roster.people[actor].token);
}

/** Moves a workspace to a plan (there is no billing endpoint yet; staff do this in SQL). */
export async function setPlan(db: Db, companyId: string, key: string, name: string): Promise<void> {
  await sql`update companies set plan_key = ${key}, plan_name = ${name} where id = ${companyId}`.execute(
    db,
  );
}

export async function makeSuperAdmin(db: Db, userId: string): Promise<void> {
  await sql`update users set designation = '["Super Admin"]'::jsonb where id = ${userId}`.execute(
    db,
  );
}

async function person(app: FastifyInstance, label: string, n: number): Promise<Person> {
  const email = `${label}.${n}.${Date.now()}@roster.test`;
  const session = await registerUser(app, { name: `${label} ${n}`, email });
  return {
    id: session.user.id,
    token: session.id_token,
    email,
    personalSpaceId: session.user.personal_space_id,
  };
}

/** Invites `who` with `role` as `by` and accepts it as `who`. */
export async function inviteAndAccept(
  app: FastifyInstance,
  companyId: string,
  by: Person,
  who: Person,
  role: 'admin' | 'member' | 'guest',
): Promise<void> {
  const invite = await app.inject({
    method: 'POST',
    url: `/api/v4/company/${companyId}/invites`,
    headers: bearer(by.token),
    payload: { email: who.email, role },
  });
  if (invite.statusCode !== 201)
    throw new Error(`invite failed: ${invite.statusCode} ${invite.body}`);
  const { id } = invite.json<TInvite>();
  const accept = await app.inject({
    method: 'POST',
    url: `/api/v4/users/invites/${id}/accept`,
    headers: bearer(who.token),
  });
  if (accept.statusCode !== 200)
    throw new Error(`accept failed: ${accept.statusCode} ${accept.body}`);
}

/** A Pro workspace with an owner, an admin, a member and a guest; an outsider; a Super Admin. */
export async function seedRoster(app: FastifyInstance, db: Db): Promise<Roster> {
  rosters += 1;
  const n = rosters;
  const [owner, admin, member, guest, outsider, superAdmin] = await Promise.all(
    ['owner', 'admin', 'member', 'guest', 'outsider', 'staff'].map((label) =>
      person(app, label, n),
    ),
  );
  if (!owner || !admin || !member || !guest || !outsider || !superAdmin) throw new Error('roster');
  await makeSuperAdmin(db, superAdmin.id);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v4/company',
    headers: bearer(owner.token),
    payload: { name: `Roster ${n}` },
  });
  if (created.statusCode !== 201)
    throw new Error(`company failed: ${created.statusCode} ${created.body}`);
  const companyId = created.json<{ id: string }>().id;
  await setPlan(db, companyId, 'pro', 'Pro');
  await inviteAndAccept(app, companyId, owner, admin, 'admin');
  await inviteAndAccept(app, companyId, owner, member, 'member');
  await inviteAndAccept(app, companyId, owner, guest, 'guest');
  return {
    companyId,
    people: { owner, admin, member, guest, outsider, super_admin: superAdmin },
  };
}
