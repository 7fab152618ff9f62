import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
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
});
