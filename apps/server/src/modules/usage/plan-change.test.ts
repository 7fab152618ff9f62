// Decision 050: a new workspace starts on Free (a team of 5) and platform staff move workspaces
// between plans; the limits follow at once, on the server.
import { ZChangeCompanyPlanResponse, ZCompany } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, registerUser } from '../../test/helpers.ts';
import { headersFor, seedRoster, type Roster } from '../../test/roster.ts';

describe('plans of a new workspace and staff plan changes', () => {
  let t: TestApp;
  let roster: Roster;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let companyId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
    owner = await registerUser(t.app, { name: 'Skyline Surveys Owner' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v4/company',
      headers: bearer(owner.id_token),
      payload: { name: 'Skyline Surveys' },
    });
    companyId = ZCompany.parse(created.json()).id;
  });
  afterAll(async () => t.close());

  const invite = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v4/company/${companyId}/invites`,
      headers: bearer(owner.id_token),
      payload: { email, role: 'member' },
    });
  const company = async () =>
    ZCompany.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v4/company/${companyId}`,
          headers: bearer(owner.id_token),
        })
      ).json(),
    );
  const changePlan = (
    planKey: string,
    headers = headersFor(roster, 'super_admin'),
    id = companyId,
  ) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v4/usage/companies/${id}/plan`,
      headers,
      payload: { plan_key: planKey },
    });
  const inviteCount = async () =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from company_invites where company_id = ${companyId}`.execute(
        t.db,
      )
    ).rows[0]?.n;

  it('starts on Free with room for a team of 5, and refuses the sixth without writing', async () => {
    const start = await company();
    expect(start.plan).toEqual({ name: 'Free', key: '' });
    expect(start.fcl.find((f) => f.key === 'max_members')).toMatchObject({
      used: 1,
      enabled: true,
      range: { min: 0, max: 5 },
    });
    for (const n of [1, 2, 3, 4]) {
      expect((await invite(`crew${n}@skyline.test`)).statusCode).toBe(201);
    }
    const before = await inviteCount();
    const sixth = await invite('crew5@skyline.test');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().error).toMatchObject({
      type: 'exceeded_max_members',
      details: { feature: 'max_members', limit: 5 },
    });
    expect(await inviteCount()).toBe(before);
  });

  it('lets platform staff move the workspace to Pro, which lifts the limit at once', async () => {
    const res = await changePlan('pro');
    expect(res.statusCode).toBe(200);
    expect(ZChangeCompanyPlanResponse.parse(res.json())).toEqual({
      id: companyId,
      plan: { key: 'pro', name: 'Pro' },
    });
    const after = await company();
    expect(after.plan).toEqual({ key: 'pro', name: 'Pro' });
    expect(after.fcl.find((f) => f.key === 'max_members')?.range.max).toBe(25);
    expect(after.fcl.find((f) => f.key === 'web_progress_sync')?.enabled).toBe(true);
    expect((await invite('crew5@skyline.test')).statusCode).toBe(201);
  });

  it('allows a downgrade below current usage, after which new invites are refused', async () => {
    const res = await changePlan('free');
    expect(res.json().plan).toEqual({ key: '', name: 'Free' });
    const before = await inviteCount();
    const refused = await invite('crew6@skyline.test');
    expect(refused.statusCode).toBe(422);
    expect(await inviteCount()).toBe(before);
  });

  it('refuses workspace owners, unknown plans and unknown workspaces', async () => {
    const byOwner = await changePlan('no_limit', bearer(owner.id_token));
    expect(byOwner.statusCode).toBe(403);
    expect((await company()).plan.key).toBe('');

    const unknown = await changePlan('platinum');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('There is no plan with the key "platinum".');

    const nowhere = await changePlan(
      'pro',
      headersFor(roster, 'super_admin'),
      '00000000-0000-4000-8000-000000000000',
    );
    expect(nowhere.statusCode).toBe(404);

    const anonymous = await changePlan('pro', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('can give the unlisted no_limit plan', async () => {
    const res = await changePlan('no_limit');
    expect(res.json().plan).toEqual({ key: 'no_limit', name: 'No Limit' });
    expect((await company()).fcl.find((f) => f.key === 'max_members')?.range.max).toBeNull();
  });
});
