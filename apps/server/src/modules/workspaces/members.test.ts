import type { TInvite, TMember } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, markEmailVerified, registerUser } from '../../test/helpers.ts';
import { headersFor, inviteAndAccept, seedRoster, type Roster } from '../../test/roster.ts';
import { selectMembersQuery } from './repo.ts';

describe('invites and members', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());
  const base = () => `/api/v4/company/${roster.companyId}`;
  const owner = () => headersFor(roster, 'owner');

  it('invites by e-mail: outbox mail, duplicates refused, membership only on acceptance', async () => {
    const invitee = await registerUser(t.app, { email: 'Invitee.One@example.com' });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${base()}/invites`,
        headers: owner(),
        payload: { email: 'invitee.one@example.com', role: 'member' },
      });
    const created = await send();
    expect(created.statusCode).toBe(201);
    const invite = created.json<TInvite>();
    expect(invite).toMatchObject({
      status: 'pending',
      role: 'member',
      company_id: roster.companyId,
    });
    const duplicate = await send();
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.type).toBe('invite_exists');

    const { rows } = await sql<{
      subject: string;
    }>`select subject from mail_outbox where to_address = 'invitee.one@example.com' and kind <> 'email_verification'`.execute(
      t.db,
    );
    expect(rows).toHaveLength(1);

    const listed = await t.app.inject({
      method: 'GET',
      url: `${base()}/invites`,
      headers: owner(),
    });
    expect(listed.json<{ invites: TInvite[] }>().invites.map((i) => i.id)).toContain(invite.id);
    const asMember = await t.app.inject({
      method: 'GET',
      url: `${base()}/invites`,
      headers: headersFor(roster, 'member'),
    });
    expect(asMember.statusCode).toBe(403);

    // Not a member yet.
    const before = await t.app.inject({
      method: 'GET',
      url: base(),
      headers: bearer(invitee.id_token),
    });
    expect(before.json().error.type).toBe('user_not_part_of_company');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v4/users/invites',
      headers: bearer(invitee.id_token),
    });
    expect(mine.json<{ invites: TInvite[] }>().invites).toEqual([
      expect.objectContaining({ id: invite.id, company_name: 'Roster 1' }),
    ]);
    // Someone else cannot accept it.
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${invite.id}/accept`,
      headers: headersFor(roster, 'outsider'),
    });
    expect(stranger.statusCode).toBe(404);
    // Registering the address is not enough: it must be verified first.
    const unverified = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${invite.id}/accept`,
      headers: bearer(invitee.id_token),
    });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.type).toBe('email_unverified');
    await markEmailVerified(t.app, invitee.user.id);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${invite.id}/accept`,
      headers: bearer(invitee.id_token),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: roster.companyId, role: 'member' });
    const after = await t.app.inject({
      method: 'GET',
      url: base(),
      headers: bearer(invitee.id_token),
    });
    expect(after.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v4/users/invites',
      headers: bearer(invitee.id_token),
    });
    expect(again.json().invites).toEqual([]);
  });

  it('invites by phone, declines, cancels; only an owner invites admins', async () => {
    const phoneUser = await registerUser(t.app, { phone_number: '9876512345', country_code: '91' });
    const byPhone = await t.app.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: headersFor(roster, 'admin'),
      payload: { phone_number: '9876512345', country_code: '91', role: 'guest' },
    });
    expect(byPhone.statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v4/users/invites',
      headers: bearer(phoneUser.id_token),
    });
    expect(mine.json().invites).toHaveLength(1);
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${byPhone.json().id}/decline`,
      headers: bearer(phoneUser.id_token),
    });
    expect(decline.statusCode).toBe(204);

    const adminInvite = await t.app.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: headersFor(roster, 'admin'),
      payload: { email: 'would-be-admin@example.com', role: 'admin' },
    });
    expect(adminInvite.statusCode).toBe(403);

    const toCancel = await t.app.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: owner(),
      payload: { email: 'cancel-me@example.com', role: 'admin' },
    });
    expect(toCancel.statusCode).toBe(201);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `${base()}/invites/${toCancel.json().id}`,
      headers: owner(),
    });
    expect(cancel.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: `${base()}/invites`, headers: owner() });
    expect(list.json<{ invites: TInvite[] }>().invites.map((i) => i.email)).not.toContain(
      'cancel-me@example.com',
    );

    const existing = await t.app.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: owner(),
      payload: { email: roster.people.member.email, role: 'member' },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.type).toBe('already_member');
  });

  it('refuses to accept while the user already has a company workspace', async () => {
    const busy = await registerUser(t.app, { email: 'busy@example.com' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v4/company',
      headers: bearer(busy.id_token),
      payload: { name: 'Busy Co' },
    });
    expect(own.statusCode).toBe(201);
    const invite = await t.app.inject({
      method: 'POST',
      url: `${base()}/invites`,
      headers: owner(),
      payload: { email: 'busy@example.com', role: 'member' },
    });
    await markEmailVerified(t.app, busy.user.id);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${invite.json().id}/accept`,
      headers: bearer(busy.id_token),
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toMatchObject({
      type: 'already_in_workspace',
      message: 'You can only be a member of one workspace at a time.',
    });
  });

  it('lists members sorted, with is_new, last_active_date and removed ones on request', async () => {
    await sql`update company_members set created_at = created_at - interval '30 days' where company_id = ${roster.companyId} and user_id = ${roster.people.owner.id}`.execute(
      t.db,
    );
    const list = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${base()}/members?${query}`,
        headers: headersFor(roster, 'member'),
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ members: TMember[] }>().members;
    };
    const byRole = await list('sort_by=role&sort_order=desc');
    expect(byRole.map((m) => m.role).slice(0, 2)).toEqual(['owner', 'admin']);
    expect(byRole.at(-1)?.role).toBe('guest');
    const ownerRow = byRole.find((m) => m.user_id === roster.people.owner.id);
    expect(ownerRow).toMatchObject({ is_new: false, leaving_date: null });
    expect(ownerRow?.last_active_date).toEqual(expect.any(String));
    expect(byRole.find((m) => m.user_id === roster.people.member.id)?.is_new).toBe(true);

    const byName = await list('sort_by=name&sort_order=asc');
    const names = byName.map((m) => m.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await list('sort_by=date_added&sort_order=asc'))[0]?.user_id).toBe(
      roster.people.owner.id,
    );
    expect(await list('sort_by=last_active_date&sort_order=desc')).toHaveLength(byRole.length);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base()}/members?sort_by=salary`,
      headers: owner(),
    });
    expect(bad.statusCode).toBe(400);
    const asGuest = await t.app.inject({
      method: 'GET',
      url: `${base()}/members`,
      headers: headersFor(roster, 'guest'),
    });
    expect(asGuest.statusCode).toBe(403);
  });

  it('changes roles: never your own, owners and admins only by an owner', async () => {
    const patch = (actor: 'owner' | 'admin', userId: string, role: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${base()}/members/${userId}`,
        headers: headersFor(roster, actor),
        payload: { role },
      });
    const own = await patch('admin', roster.people.admin.id, 'owner');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.type).toBe('cannot_change_own_role');
    expect((await patch('owner', roster.people.owner.id, 'admin')).json().error.type).toBe(
      'cannot_change_own_role',
    );
    expect((await patch('admin', roster.people.member.id, 'admin')).statusCode).toBe(403);
    expect((await patch('admin', roster.people.owner.id, 'member')).statusCode).toBe(403);
    expect((await patch('admin', roster.people.guest.id, 'member')).statusCode).toBe(204);
    expect((await patch('admin', roster.people.guest.id, 'guest')).statusCode).toBe(204);
    expect((await patch('owner', roster.people.member.id, 'admin')).statusCode).toBe(204);
    expect((await patch('owner', roster.people.member.id, 'member')).statusCode).toBe(204);
    expect((await patch('owner', roster.people.outsider.id, 'member')).statusCode).toBe(404);
  });

  it('removes members, revokes guests; removed users get user_not_part_of_company', async () => {
    const other = await seedRoster(t.app, t.db);
    const url = `/api/v4/company/${other.companyId}`;
    const removeOwner = await t.app.inject({
      method: 'DELETE',
      url: `${url}/members/${other.people.owner.id}`,
      headers: headersFor(other, 'admin'),
    });
    expect(removeOwner.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${url}/members/${other.people.member.id}`,
      headers: headersFor(other, 'admin'),
    });
    expect(remove.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: `${url}/members`,
      headers: headersFor(other, 'member'),
    });
    expect(gone.statusCode).toBe(403);
    expect(gone.json().error.type).toBe('user_not_part_of_company');

    const removed = await t.app.inject({
      method: 'GET',
      url: `${url}/members?include_removed=true`,
      headers: headersFor(other, 'owner'),
    });
    const row = removed
      .json<{ members: TMember[] }>()
      .members.find((m) => m.user_id === other.people.member.id);
    expect(row?.leaving_date).toEqual(expect.any(String));
    const active = await t.app.inject({
      method: 'GET',
      url: `${url}/members`,
      headers: headersFor(other, 'owner'),
    });
    expect(active.json<{ members: TMember[] }>().members.map((m) => m.user_id)).not.toContain(
      other.people.member.id,
    );

    const notGuest = await t.app.inject({
      method: 'DELETE',
      url: `${url}/guests/${other.people.admin.id}`,
      headers: headersFor(other, 'owner'),
    });
    expect(notGuest.statusCode).toBe(404);
    const revokeOne = await t.app.inject({
      method: 'DELETE',
      url: `${url}/guests/${other.people.guest.id}`,
      headers: headersFor(other, 'admin'),
    });
    expect(revokeOne.statusCode).toBe(204);
    const revokeAll = await t.app.inject({
      method: 'DELETE',
      url: `${url}/guests`,
      headers: headersFor(other, 'owner'),
    });
    expect(revokeAll.json()).toEqual({ revoked: 0 });
    const company = await t.app.inject({ method: 'GET', url, headers: headersFor(other, 'owner') });
    // owner + admin remain.
    expect(
      company
        .json<{ fcl: { key: string; used: number }[] }>()
        .fcl.find((f) => f.key === 'max_members')?.used,
    ).toBe(2);
  });

  it('revokes guests with their site shares and stamps leaving_date on removed users', async () => {
    const other = await seedRoster(t.app, t.db);
    const { owner, guest, member } = other.people;
    const second = await registerUser(t.app, { email: `guest2-${Date.now()}@roster.test` });
    const guest2 = {
      id: second.user.id,
      token: String(second.id_token),
      email: second.user.email!,
      personalSpaceId: second.user.personal_space_id,
    };
    await inviteAndAccept(t.app, other.companyId, owner, guest2, 'guest');
    const sites = `/api/v4/company/${other.companyId}/sites`;
    const field = {
      type: 'Polygon',
      coordinates: [
        [
          [77.59, 12.97],
          [77.591, 12.97],
          [77.591, 12.971],
          [77.59, 12.97],
        ],
      ],
    };
    const site = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: sites,
        headers: bearer(owner.token),
        payload: { name, geometry: field },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const share = async (siteId: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${sites}/${siteId}/shares`,
        headers: bearer(owner.token),
        payload: { access_level: 'edit', ...payload },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const shareTargets = async (siteId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${sites}/${siteId}/shares`,
          headers: bearer(owner.token),
        })
      )
        .json<{ shares: { user: { id: string } | null; email: string | null }[] }>()
        .shares.map((s) => s.user?.id ?? s.email);
    /** The site as seen from a person's Personal Workspace (external once not a member). */
    const external = (who: { token: string; personalSpaceId: string }, siteId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v4/company/${who.personalSpaceId}/sites/${siteId}`,
        headers: bearer(who.token),
      });
    const leavingDate = async (who: { id: string; token: string }) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v4/users/${who.id}`,
          headers: bearer(who.token),
        })
      ).json<{ leaving_date: string | null }>().leaving_date;

    const s1 = await site('Shared with the guest');
    const s2 = await site('Shared with the second guest by e-mail');
    await share(s1, { user_id: guest.id });
    await share(s1, { user_id: member.id });
    await share(s2, { email: guest2.email.toUpperCase() });
    expect(await leavingDate(guest)).toBeNull();

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/company/${other.companyId}/guests/${guest.id}`,
      headers: headersFor(other, 'admin'),
    });
    expect(revoke.statusCode).toBe(204);
    expect(await shareTargets(s1)).toEqual([member.id]);
    expect((await external(guest, s1)).statusCode).toBe(404);
    expect(await leavingDate(guest)).toEqual(expect.any(String));
    expect(await shareTargets(s2)).toHaveLength(1);

    const all = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/company/${other.companyId}/guests`,
      headers: headersFor(other, 'owner'),
    });
    expect(all.json()).toEqual({ revoked: 1 });
    expect(await shareTargets(s2)).toEqual([]);
    expect((await external(guest2, s2)).statusCode).toBe(404);
    expect(await leavingDate(guest2)).toEqual(expect.any(String));

    // Joining a company workspace again clears the mark.
    await inviteAndAccept(t.app, other.companyId, owner, guest, 'member');
    expect(await leavingDate(guest)).toBeNull();
  });

  it('lets members leave, but not the last owner', async () => {
    const other = await seedRoster(t.app, t.db);
    const leave = (actor: 'owner' | 'admin' | 'guest') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v4/company/${other.companyId}/leave`,
        headers: headersFor(other, actor),
      });
    expect((await leave('guest')).statusCode).toBe(204);
    const guestView = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${other.people.guest.id}`,
      headers: headersFor(other, 'guest'),
    });
    expect(guestView.json().leaving_date).toEqual(expect.any(String));
    const last = await leave('owner');
    expect(last.statusCode).toBe(422);
    expect(last.json().error.type).toBe('last_owner');
    const promote = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/company/${other.companyId}/members/${other.people.admin.id}`,
      headers: headersFor(other, 'owner'),
      payload: { role: 'owner' },
    });
    expect(promote.statusCode).toBe(204);
    expect((await leave('owner')).statusCode).toBe(204);
    const personal = await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${other.people.owner.personalSpaceId}/leave`,
      headers: headersFor(other, 'owner'),
    });
    expect(personal.statusCode).toBe(422);
  });

  it('builds the member list query (reviewed SQL)', () => {
    const sqlOf = (sortBy: string) =>
      selectMembersQuery(t.db, 'c1', { sortBy, sortOrder: 'desc', includeRemoved: false }).compile()
        .sql;
    expect(sqlOf('last_active_date')).toMatchSnapshot();
    expect(sqlOf('role')).toMatchSnapshot();
  });
});
