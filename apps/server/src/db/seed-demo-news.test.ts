import { ZNewsListResponse, ZTipOfTheDayResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { seedDemoNews } from './seed-demo-news.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

describe('demo news and tips', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.db, { clock: t.clock });
  });
  afterAll(async () => t.close());

  it('publishes news and tips once, shown on a fresh home page', async () => {
    expect(await seedDemoNews(t.app, { db: t.db, clock: t.clock })).toBe(true);
    expect(await seedDemoNews(t.app, { db: t.db, clock: t.clock })).toBe(false);
    const news = ZNewsListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v4/news' })).json(),
    );
    expect(news.total).toBe(8);
    expect(news.news.filter((n) => n.featured)).toHaveLength(2);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: 'member@sortie.demo', password: DEMO_PASSWORD },
    });
    const tip = ZTipOfTheDayResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/tips/tip_of_the_day',
          headers: { authorization: `Bearer ${login.json().id_token}` },
        })
      ).json(),
    );
    expect(tip.tip?.title).toEqual(expect.any(String));
  });
});
