import { PRO_PLAN, type TFeatureLimit } from '@sortie/domain';
import { ZGetFreeFclResponse, ZGetPlansResponse } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, markEmailVerified, registerUser } from '../../test/helpers.ts';
import {
  headersFor,
  inviteAndAccept,
  seedRoster,
  setPlan,
  type Roster,
} from '../../test/roster.ts';

describe('plans and feature limits', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  it('serves the public plans and the Free limits without a token', async () => {
    const general = await t.app.inject({ method: 'GET', url: '/api/v4/plans/general' });
    expect(general.statusCode).toBe(200);
    const { plans } = ZGetPlansResponse.parse(general.json());
    expect(plans.map((p) => p.key)).toEqual(['free', 'pro']);
    expect(plans[1]?.fcl.find((f) => f.key === 'web_progress_sync')?.enabled).toBe(true);

    const free = await t.app.inject({ method: 'GET', url: '/api/v4/plans/free_fcl' });
    const { fcl } = ZGetFreeFclResponse.parse(free.json());
    expect(fcl.find((f) => f.key === 'max_sites')?.range.max).toBe(10);
  });

  it('seeds the plans table idempotently from the domain definitions', async () => {
    const { rows } = await sql<{ key: string }>`select key from plans order by position`.execute(
      t.db,
    );
    expect(rows.map((r) => r.key)).toEqual(['free', 'pro', 'no_limit']);
  });

  it('returns the company fcl with usage counts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/company/${roster.companyId}`,
      headers: headersFor(roster, 'member'),
    });
    const fcl = res.json<{ fcl: TFeatureLimit[] }>().fcl;
    const members = fcl.find((f) => f.key === 'max_members');
    expect(members).toMatchObject({ used: 4, enabled: true, range: { max: 25 } });
    expect(fcl.map((f) => f.key)).toEqual(PRO_PLAN.fcl.map((f) => f.key));
  });

  it('refuses an acceptance past max_members and writes nothing', async () => {
    const invitee = await registerUser(t.app, { email: 'late.joiner@example.com' });
    await markEmailVerified(t.app, invitee.user.id);
    const invite = await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${roster.companyId}/invites`,
      headers: headersFor(roster, 'owner'),
      payload: { email: 'late.joiner@example.com', role: 'member' },
    });
    expect(invite.statusCode).toBe(201);
    // A fifth member fills the Free plan's team of 5; then the workspace is moved to Free.
    const fifth = await registerUser(t.app, { email: 'fifth.member@example.com' });
    await inviteAndAccept(
      t.app,
      roster.companyId,
      roster.people.owner,
      {
        id: fifth.user.id,
        token: fifth.id_token,
        email: 'fifth.member@example.com',
        personalSpaceId: fifth.user.personal_space_id,
      },
      'member',
    );
    await setPlan(t.db, roster.companyId, '', 'Free');
    const usage = () =>
      sql<{
        used: number;
      }>`select used from company_feature_usage where company_id = ${roster.companyId} and key = 'max_members'`.execute(
        t.db,
      );
    const usedBefore = (await usage()).rows[0]?.used;
    expect(usedBefore).toBe(5);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/invites/${invite.json().id}/accept`,
      headers: bearer(invitee.id_token),
    });
    expect(accept.statusCode).toBe(422);
    expect(accept.json().error).toMatchObject({
      type: 'exceeded_max_members',
      details: { feature: 'max_members', limit: 5 },
    });
    // Nothing written: no membership, invite still pending, usage unchanged.
    const { rows: memberships } =
      await sql`select 1 from company_members where user_id = ${invitee.user.id} and company_id = ${roster.companyId}`.execute(
        t.db,
      );
    expect(memberships).toHaveLength(0);
    const { rows: invites } = await sql<{
      status: string;
    }>`select status from company_invites where id = ${invite.json().id}`.execute(t.db);
    expect(invites[0]?.status).toBe('pending');
    expect((await usage()).rows[0]?.used).toBe(usedBefore);
    // New invites are refused up front on Free too (pending invites count).
    const more = await t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${roster.companyId}/invites`,
      headers: headersFor(roster, 'owner'),
      payload: { email: 'another@example.com', role: 'guest' },
    });
    expect(more.statusCode).toBe(422);
    expect(more.json().error.type).toBe('exceeded_max_members');
    const { rows: refused } =
      await sql`select 1 from company_invites where email = 'another@example.com'`.execute(t.db);
    expect(refused).toHaveLength(0);
    await setPlan(t.db, roster.companyId, 'pro', 'Pro');
  });
});
