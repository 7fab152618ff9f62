// PATCH of a site's geometry is judged in the planning pool like an upload (issue 19, leftovers
// of issue 10 §9): the request thread keeps answering /api/health while the hostile "lollipop"
// (a 100,000-vertex circle plus one far vertex) is checked, a check past the pool's deadline is a
// 422 too_complex, a shape past the R-tree work budget is a 422 too_complex, and a refused PATCH
// changes nothing.
import type { TSite } from '@sortie/domain/contracts';
import { lollipopRing, polygonGeoJson, starRing } from '@sortie/flightplan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectTooComplex, healthyWhile } from '../../test/hostile-requests.ts';
import { call, FIELD, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const LOLLIPOP = polygonGeoJson([lollipopRing()]);
const STAR = polygonGeoJson([starRing()]);

// Building an app and starting a worker (which compiles the engine) takes seconds on a loaded
// machine; the tests wait for states, never for time.
describe('hostile geometry on PATCH', { timeout: 240_000 }, () => {
  let t: TestApp;
  let w: Workspace;
  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const newSite = async () => {
    const created = await call(t, w.owner, 'POST', sitesUrl(), { name: 'Field', geometry: FIELD });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<TSite>();
  };
  const patch = (on: TestApp, site: TSite, geometry: object) =>
    call(
      on,
      w.owner,
      'PATCH',
      `${sitesUrl()}/${site.id}`,
      { geometry },
      {
        'if-match': `"${site.etag}"`,
      },
    );
  const stored = async (site: TSite) =>
    (await call(t, w.owner, 'GET', `${sitesUrl()}/${site.id}`)).json<TSite>();

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('stops the lollipop past the deadline with 422 too_complex while /api/health answers', async () => {
    const site = await newSite();
    // A second app on the same database with a 1 ms deadline against a check of a few hundred
    // ms: the outcome does not hang on machine speed, and the site was made without that limit.
    const strict = await buildSiblingApp(t, { PLANNING_DEADLINE_MS: '1' });
    try {
      const res = await healthyWhile(strict, () => patch({ ...t, app: strict }, site, LOLLIPOP));
      expectTooComplex(res, null);
      expect(res.json()).toMatchObject({
        error: { message: expect.stringMatching(/^Checking this geometry took longer than/) },
      });
    } finally {
      await strict.close();
    }
    expect(await stored(site)).toMatchObject({ etag: site.etag, geometry: FIELD });
  });

  it('refuses the star past the work budget and accepts the lollipop, both in the pool', async () => {
    const site = await newSite();
    const star = await healthyWhile(t.app, () => patch(t, site, STAR));
    expectTooComplex(star);
    expect(await stored(site)).toMatchObject({ etag: site.etag, geometry: FIELD });
    // The lollipop is a valid polygon (decision 135): accepted, judged off the request thread.
    const lollipop = await healthyWhile(t.app, () => patch(t, site, LOLLIPOP));
    expect(lollipop.statusCode, lollipop.body.slice(0, 300)).toBe(200);
  });
});
