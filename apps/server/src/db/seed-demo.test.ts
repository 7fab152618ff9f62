import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { DEMO_DATA, DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('creates the demo accounts once', async () => {
    expect(await seedDemo(t.db, { clock: t.clock })).toBe(true);
    expect(await seedDemo(t.db, { clock: t.clock })).toBe(false);
    const count = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DEMO_DATA.flatMap((d) => d.users).length);
  });

  it.each([
    ['owner@sortie.demo', 'Skyline Surveys', 'owner'],
    ['admin@sortie.demo', 'Skyline Surveys', 'admin'],
    ['member@sortie.demo', 'Skyline Surveys', 'member'],
    ['guest@sortie.demo', 'Skyline Surveys', 'guest'],
    ['owner@gy.sortie.demo', 'Essequibo Aerial Mapping', 'owner'],
  ])('%s signs in and is %s %s', async (email, company, role) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const companies = res.json().user.companies as {
      name: string;
      role: string;
      personal_space: boolean;
    }[];
    expect(companies).toHaveLength(2);
    expect(companies[0]!.personal_space).toBe(true);
    expect(companies).toContainEqual(expect.objectContaining({ name: company, role }));
  });

  it('has a Super Admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'superadmin@sortie.demo', password: DEMO_PASSWORD },
    });
    expect(res.json().user.designation).toContain('Super Admin');
  });

  it('fills the India demo workspace once: sites of each type, missions of each kind, progress, GCPs, collections', async () => {
    expect(await seedDemoContent(t.app, { db: t.db, clock: t.clock })).toBe(true);
    expect(await seedDemoContent(t.app, { db: t.db, clock: t.clock })).toBe(false);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'member@sortie.demo', password: DEMO_PASSWORD },
    });
    const { id_token: token, user } = login.json<{
      id_token: string;
      user: { companies: { id: string; name: string }[] };
    }>();
    const companyId = user.companies.find((c) => c.name === 'Skyline Surveys')!.id;
    const get = async <T>(url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v4/company/${companyId}${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    type Site = { id: string; site_type: string; progress: number; gcp_count: number };
    const { sites } = await get<{ sites: Site[] }>('/sites?limit=50');
    expect(sites.map((s) => s.site_type).sort()).toEqual(['area', 'area', 'corridor', 'point']);
    expect(sites.filter((s) => s.progress > 0)).toHaveLength(3);
    const kinds: string[] = [];
    const withGcps: number[] = [];
    for (const s of sites) {
      const { missions } = await get<{ missions: { kind: string }[] }>(
        `/sites/${s.id}/missions?use_new_model=true`,
      );
      kinds.push(...missions.map((m) => m.kind));
      const one = await get<Site>(`/sites/${s.id}`);
      if (one.gcp_count > 0) withGcps.push(one.gcp_count);
    }
    expect(withGcps).toHaveLength(1);
    expect(new Set(kinds)).toEqual(
      new Set(['area_mapping', 'corridor_mapping', 'corridor_video', 'waypoints', 'poi']),
    );
    const { collections } = await get<{ collections: { name: string }[] }>('/collections');
    expect(collections.map((c) => c.name).sort()).toEqual([
      'Bengaluru agriculture',
      'Infrastructure inspections',
    ]);
  });
});
