import { metaRbacRules, rbacRulesFor } from '@sortie/domain';
import { ZUser, type TUser } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';
import { headersFor, seedRoster, type Roster } from '../../test/roster.ts';

describe('user view: rights, invites and preferences', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  const me = async (actor: 'member' | 'super_admin') => {
    const id = roster.people[actor].id;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${id}`,
      headers: headersFor(roster, actor),
    });
    expect(res.statusCode).toBe(200);
    return ZUser.parse(res.json());
  };

  it('returns the rules the server enforces, and the role per workspace', async () => {
    const member = await me('member');
    expect(member.rbac_rules).toEqual(rbacRulesFor());
    expect(member.meta_rbac_rules).toEqual(metaRbacRules());
    expect(member.meta_roles).toEqual([]);
    expect(member.companies.find((c) => c.id === roster.companyId)?.role).toBe('member');
    expect((await me('super_admin')).meta_roles).toEqual(['super_admin']);
  });

  it('lists pending invites on the user and on sign-in', async () => {
    const invitee = await registerUser(t.app, { email: 'pending.user@example.com' });
    await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${roster.companyId}/invites`,
      headers: headersFor(roster, 'owner'),
      payload: { email: 'pending.user@example.com', role: 'member' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'pending.user@example.com', password: invitee.password },
    });
    expect(login.json<{ user: TUser }>().user.invites).toEqual([
      expect.objectContaining({ company_id: roster.companyId, role: 'member', status: 'pending' }),
    ]);
  });

  it('merges web_preferences per workspace, normalised', async () => {
    const { id } = roster.people.member;
    const patch = (web_preferences: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v4/users/${id}`,
        headers: headersFor(roster, 'member'),
        payload: { web_preferences },
      });
    const first = await patch({
      [roster.companyId]: {
        company: roster.companyId,
        group: 'none',
        view: 'column',
        filters: { pilots: [], created_between: ['-30d'], created_by: [], search_query: '  ' },
      },
    });
    expect(first.statusCode).toBe(200);
    const stored = first.json<TUser>().web_preferences[roster.companyId];
    expect(stored).toMatchObject({
      group: null,
      view: 'column',
      filters: { pilots: null, created_by: null, created_between: '-30d', search_query: null },
    });
    expect(stored).not.toHaveProperty('company');

    const second = await patch({ [roster.people.member.personalSpaceId]: { group: 'status' } });
    const prefs = second.json<TUser>().web_preferences;
    expect(Object.keys(prefs).sort()).toEqual(
      [roster.companyId, roster.people.member.personalSpaceId].sort(),
    );
    expect(prefs[roster.companyId]).toMatchObject({ view: 'column' });

    // Fields of one workspace merge: changing the view keeps the filters.
    const third = await patch({ [roster.companyId]: { view: 'grid' } });
    expect(third.json<TUser>().web_preferences[roster.companyId]).toMatchObject({
      view: 'grid',
      filters: { created_between: '-30d' },
    });
  });

  it('cannot read another user unless Super Admin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/${roster.people.owner.id}`,
      headers: bearer(roster.people.member.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
