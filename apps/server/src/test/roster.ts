// A workspace with one user per role, plus an outsider (with a company workspace of their own:
// another tenant) and a Super Admin, built through the API (register, create company, invite,
// accept) so fixtures follow the same rules as users do. With { objects: true } the workspace
// also holds real sub-resources (a site shared with the guest, a collection, a mission, a
// pending invite), so route tests reach the checks that run after "does it exist".
import type { TInvite } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { bearer, markEmailVerified, registerUser } from './helpers.ts';

export type Actor =
  'anonymous' | 'outsider' | 'super_admin' | 'guest' | 'member' | 'admin' | 'owner';
export type Person = { id: string; token: string; email: string; personalSpaceId: string };
/** Real objects of the roster's workspace (seedRoster with { objects: true }). */
export type RosterObjects = {
  /** An area site created by the owner, shared with the guest at edit level. */
  siteId: string;
  /** The guest's share of that site. */
  shareId: string;
  /** A collection holding the site. */
  collectionId: string;
  /** An area mapping mission of the site, created by the owner. */
  missionId: string;
  /** A pending invite to someone outside the roster. */
  inviteId: string;
};
export type Roster = {
  companyId: string;
  /** The outsider's own company workspace (a second tenant, with the outsider as owner). */
  outsiderCompanyId: string;
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
  objects: RosterObjects | null;
};

/** A 150 m square near Bengaluru (≈ 5.5 acres): within the Free plan's area limit too. */
export const ROSTER_FIELD = {
  type: 'Polygon',
  coordinates: [
    [
      [77.59, 12.97],
      [77.5915, 12.97],
      [77.5915, 12.9715],
      [77.59, 12.9715],
      [77.59, 12.97],
    ],
  ],
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
  await markEmailVerified(app, who.id);
  const accept = await app.inject({
    method: 'POST',
    url: `/api/v4/users/invites/${id}/accept`,
    headers: bearer(who.token),
  });
  if (accept.statusCode !== 200)
    throw new Error(`accept failed: ${accept.statusCode} ${accept.body}`);
}

function created<T>(
  what: string,
  res: { statusCode: number; body: string; json: () => unknown },
): T {
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/**
 * Makes throwaway objects in the roster's workspace, as its owner: for route tests whose call
 * consumes the object (a delete), so each actor gets one of its own.
 */
export function rosterMaker(app: FastifyInstance, roster: Roster) {
  const { owner } = roster.people;
  const base = `/api/v4/company/${roster.companyId}`;
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${base}${url}`, headers: bearer(owner.token), payload });
  let made = 0;
  const next = () => {
    made += 1;
    return `${Date.now()}-${made}`;
  };
  const maker = {
    async site(): Promise<string> {
      const res = await post('/sites', { name: `Roster site ${next()}`, geometry: ROSTER_FIELD });
      return created<{ id: string }>('site', res).id;
    },
    async collection(siteIds: string[] = []): Promise<string> {
      const res = await post('/collections', {
        name: `Roster album ${next()}`,
        ...(siteIds.length > 0 ? { site_ids: siteIds } : {}),
      });
      return created<{ id: string }>('collection', res).id;
    },
    async mission(siteId?: string): Promise<string> {
      const res = await post('/missions', {
        kind: 'area_mapping',
        site_id: siteId ?? (await maker.site()),
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 80 },
      });
      return created<{ id: string }>('mission', res).id;
    },
    async invite(): Promise<string> {
      const res = await post('/invites', {
        email: `pending-${next()}@roster.test`,
        role: 'member',
      });
      return created<TInvite>('invite', res).id;
    },
    /** A share of the site with a user, or (no user) an invite share to a new address. */
    async share(siteId: string, userId?: string, level = 'edit'): Promise<string> {
      const target = userId ? { user_id: userId } : { email: `shared-${next()}@roster.test` };
      const res = await post(`/sites/${siteId}/shares`, { ...target, access_level: level });
      return created<{ id: string }>('share', res).id;
    },
    /** A new user who joins the workspace with `role`; returns their user id. */
    async person(role: 'member' | 'guest' = 'member'): Promise<string> {
      const who = await person(app, `extra-${role}-${next()}`, rosters);
      await inviteAndAccept(app, roster.companyId, owner, who, role);
      return who.id;
    },
  };
  return maker;
}
export type RosterMaker = ReturnType<typeof rosterMaker>;

async function createCompany(app: FastifyInstance, owner: Person, name: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v4/company',
    headers: bearer(owner.token),
    payload: { name },
  });
  return created<{ id: string }>('company', res).id;
}

/**
 * A Pro workspace with an owner, an admin, a member and a guest; an outsider who owns another
 * company workspace; a Super Admin. `objects: true` adds the real sub-resources of RosterObjects.
 */
export async function seedRoster(
  app: FastifyInstance,
  db: Db,
  options: { objects?: boolean } = {},
): Promise<Roster> {
  rosters += 1;
  const n = rosters;
  const [owner, admin, member, guest, outsider, superAdmin] = await Promise.all(
    ['owner', 'admin', 'member', 'guest', 'outsider', 'staff'].map((label) =>
      person(app, label, n),
    ),
  );
  if (!owner || !admin || !member || !guest || !outsider || !superAdmin) throw new Error('roster');
  await makeSuperAdmin(db, superAdmin.id);
  const companyId = await createCompany(app, owner, `Roster ${n}`);
  const outsiderCompanyId = await createCompany(app, outsider, `Elsewhere ${n}`);
  await setPlan(db, companyId, 'pro', 'Pro');
  await inviteAndAccept(app, companyId, owner, admin, 'admin');
  await inviteAndAccept(app, companyId, owner, member, 'member');
  await inviteAndAccept(app, companyId, owner, guest, 'guest');
  const roster: Roster = {
    companyId,
    outsiderCompanyId,
    people: { owner, admin, member, guest, outsider, super_admin: superAdmin },
    objects: null,
  };
  if (options.objects) {
    const make = rosterMaker(app, roster);
    const siteId = await make.site();
    roster.objects = {
      siteId,
      shareId: await make.share(siteId, guest.id, 'edit'),
      collectionId: await make.collection([siteId]),
      missionId: await make.mission(siteId),
      inviteId: await make.invite(),
    };
  }
  return roster;
}
