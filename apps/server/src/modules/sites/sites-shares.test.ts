// Managing who has access to a site (feature-areas §2 Share Site, §3 collaborators, stakeholders
// and pilots): change a share's level, revoke it, never above the caller's own level; and the
// stakeholders a card shows are derived from the creator, the shares and the pilots.
import type { TSite, TSiteShare } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, call, person, workspace, type Workspace } from '../../test/sites-fixtures.ts';

describe('site shares', () => {
  let t: TestApp;
  let w: Workspace;
  const sitesUrl = () => `/company/${w.companyId}/sites`;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('changes and revokes shares, never above the caller, and derives stakeholders', async () => {
    const created = await call(t, w.member, 'POST', sitesUrl(), { name: 'Hill', geometry: FIELD });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<TSite>();
    const url = `${sitesUrl()}/${site.id}`;
    const pilot = await person(t, 'Pia Pilot');
    await sql`insert into site_pilots (site_id, user_id, last_flown_at)
      values (${site.id}, ${pilot.id}, now())`.execute(t.db);
    const toAdmin = await call(t, w.member, 'POST', `${url}/shares`, {
      user_id: w.admin.id,
      access_level: 'view',
    });
    const toOutsider = await call(t, w.member, 'POST', `${url}/shares`, {
      email: w.outsider.email,
      access_level: 'view',
    });
    expect(toOutsider.statusCode, toOutsider.body).toBe(201);
    const outsiderShare = toOutsider.json<TSiteShare>();

    const seen = (await call(t, w.owner, 'GET', url)).json<TSite>();
    // Creator first, then the shares (in share order: same-time shares tie-break on id), pilots.
    const ids = seen.stakeholders.map((s) => s.id);
    expect(ids[0]).toBe(w.member.id);
    expect(ids.slice(1, 3).sort()).toEqual([w.admin.id, w.outsider.id].sort());
    expect(ids[3]).toBe(pilot.id);
    expect(seen.stakeholders[0]).toEqual({ id: w.member.id, name: 'Member' });
    const listed = (await call(t, w.owner, 'GET', sitesUrl())).json<{ sites: TSite[] }>();
    expect(listed.sites.find((s) => s.id === site.id)?.stakeholders).toEqual(seen.stakeholders);

    const raised = await call(t, w.member, 'PATCH', `${url}/shares/${outsiderShare.id}`, {
      access_level: 'edit',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ access_level: 'edit', invite: true });

    await call(t, w.member, 'PATCH', `${url}/shares/${toAdmin.json<TSiteShare>().id}`, {
      access_level: 'edit',
    });
    const personal = `/company/${w.outsider.personalSpaceId}/sites/${site.id}`;
    expect((await call(t, w.outsider, 'GET', personal)).json()).toMatchObject({
      access_level: 'edit',
      external: true,
    });
    // The outsider holds edit on an external site, but shares are managed in its workspace.
    const fromOutside = await call(
      t,
      w.outsider,
      'PATCH',
      `/company/${w.outsider.personalSpaceId}/sites/${site.id}/shares/${outsiderShare.id}`,
      { access_level: 'view' },
    );
    expect(fromOutside.statusCode).toBe(403);

    const revoked = await call(t, w.member, 'DELETE', `${url}/shares/${outsiderShare.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await call(t, w.outsider, 'GET', personal)).statusCode).toBe(404);
    const shares = (await call(t, w.member, 'GET', `${url}/shares`)).json<{
      shares: TSiteShare[];
    }>();
    expect(shares.shares.map((s) => s.user?.id)).toEqual([w.admin.id]);
    const again = await call(t, w.member, 'DELETE', `${url}/shares/${outsiderShare.id}`);
    expect(again.statusCode).toBe(404);
    const after = (await call(t, w.owner, 'GET', url)).json<TSite>();
    expect(after.stakeholders.map((s) => s.id)).toEqual([w.member.id, w.admin.id, pilot.id]);
  });
});
