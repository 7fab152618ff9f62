// The site list's hot path (decision 150): a page without a search is one SQL statement (it was a
// transaction with a SET LOCAL before the page), and the list and one-site answers, now written
// with plain JSON.stringify instead of a zod parse, still match their contracts exactly.
import { ZListSitesResponse, ZSite } from '@sortie/domain/contracts';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, ROAD, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { findSitePages } from './repo.ts';
import type { SiteListSpec } from './list-query.ts';

/** Counts the statements a Kysely instance runs (BEGIN and COMMIT are not queries here). */
function counter(): { plugin: KyselyPlugin; count: () => number } {
  let n = 0;
  return {
    plugin: {
      // Called once per executed statement (transformQuery also sees every subquery).
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        n += 1;
        return Promise.resolve(args.result);
      },
    },
    count: () => n,
  };
}

describe('site list hot path', () => {
  let t: TestApp;
  let w: Workspace;
  let siteId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    for (const [i, geometry] of [FIELD, ROAD, FIELD].entries()) {
      const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
        name: `North Field ${i}`,
        geometry,
        ...(geometry === ROAD ? { corridor_width_m: 20 } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      siteId = res.json<{ id: string }>().id;
    }
  });
  afterAll(async () => t.close());

  const spec = (tsQuery: string | null): SiteListSpec => ({
    companyId: w.companyId,
    viewerId: w.owner.id,
    restricted: null,
    includeExternal: false,
    statuses: null,
    createdFrom: null,
    createdBefore: null,
    createdBy: null,
    pilots: null,
    tsQuery,
  });

  it('reads a page without a search in one statement', async () => {
    const c = counter();
    const rows = await findSitePages(
      t.db.withPlugin(c.plugin),
      [{ key: 'all', spec: spec(null), cursor: null }],
      { limit: 20, cap: 200 },
      { spec: spec(null), cursor: null },
    );
    expect(rows).toHaveLength(3);
    expect(c.count()).toBe(1);
  });

  it('still plans a search on its own (count through the name index, then the page)', async () => {
    const c = counter();
    const rows = await findSitePages(
      t.db.withPlugin(c.plugin),
      [{ key: 'all', spec: spec('north:*'), cursor: null }],
      { limit: 20, cap: 200 },
      { spec: spec('north:*'), cursor: null },
    );
    expect(rows).toHaveLength(3);
    expect(c.count()).toBe(3);
  });

  it('answers the list and one site exactly as their contracts describe them', async () => {
    const list = await call(t, w.owner, 'GET', `/company/${w.companyId}/sites?limit=20`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = list.json();
    // A zod parse strips unknown keys and fills defaults: equal means nothing extra or missing.
    expect(ZListSitesResponse.parse(body)).toEqual(body);
    const one = await call(t, w.owner, 'GET', `/company/${w.companyId}/sites/${siteId}`);
    expect(one.statusCode, one.body).toBe(200);
    const site: unknown = one.json();
    expect(ZSite.parse(site)).toEqual(site);
  });
});
