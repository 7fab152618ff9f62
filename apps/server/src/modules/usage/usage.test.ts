import { ZCompanyUsageResponse, ZGovernanceResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { headersFor, seedRoster, type Roster } from '../../test/roster.ts';
import { weekStart } from './service.ts';

describe('usage (platform staff)', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  it('lists per-workspace usage for a Super Admin only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/usage/companies?sort_by=members&sort_order=desc&limit=10&page=1',
      headers: headersFor(roster, 'super_admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = ZCompanyUsageResponse.parse(res.json());
    expect(body.companies[0]).toMatchObject({
      id: roster.companyId,
      members: 4,
      sites: 0,
      missions: 0,
    });
    expect(body.companies[0]?.last_activity).toEqual(expect.any(String));
    // The roster's workspace and the outsider's own.
    expect(body.total).toBe(2);

    const withPersonal = await t.app.inject({
      method: 'GET',
      url: '/api/v4/usage/companies?include_personal=true&limit=2&page=2&sort_by=name&sort_order=asc',
      headers: headersFor(roster, 'super_admin'),
    });
    expect(withPersonal.json()).toMatchObject({ total: 8, page: 2, limit: 2 });
    expect(withPersonal.json().companies).toHaveLength(2);

    for (const actor of ['owner', 'member'] as const) {
      const denied = await t.app.inject({
        method: 'GET',
        url: '/api/v4/usage/companies',
        headers: headersFor(roster, actor),
      });
      expect(denied.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v4/usage/companies' })).statusCode).toBe(
      401,
    );
  });

  it('reports governance totals and weekly sign-ups', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/usage/governance',
      headers: headersFor(roster, 'super_admin'),
    });
    expect(res.statusCode).toBe(200);
    const body = ZGovernanceResponse.parse(res.json());
    expect(body).toMatchObject({ users: 6, companies: 2, personal_spaces: 6 });
    expect(body.active_sessions).toBeGreaterThanOrEqual(6);
    expect(body.signups_per_week).toHaveLength(12);
    expect(body.signups_per_week.at(-1)?.count).toBe(6);
  });

  it('starts weeks on Monday, UTC', () => {
    expect(weekStart(new Date('2026-01-15T09:00:00Z')).toISOString()).toBe(
      '2026-01-12T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-01-12T00:00:00Z')).toISOString()).toBe(
      '2026-01-12T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-01-18T23:59:00Z')).toISOString()).toBe(
      '2026-01-12T00:00:00.000Z',
    );
  });
});
