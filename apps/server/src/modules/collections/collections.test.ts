import type { TCollection, TSampleSitesResponse, TSite } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  FIELD,
  ROAD,
  TOWER,
  call,
  person,
  workspace,
  type Workspace,
} from '../../test/sites-fixtures.ts';

describe('collections', () => {
  let t: TestApp;
  let w: Workspace;
  const sites: TSite[] = [];
  const url = (rest = '') => `/company/${w.companyId}/collections${rest}`;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    for (const [name, geometry] of [
      ['Field', FIELD],
      ['Road', ROAD],
      ['Tower', TOWER],
    ] as const) {
      const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
        name,
        geometry,
      });
      sites.push(res.json<TSite>());
    }
  });
  afterAll(async () => t.close());

  it('creates, reads, renames with If-Match, adds and removes sites, and deletes', async () => {
    const created = await call(t, w.member, 'POST', url(), {
      name: 'Bengaluru East',
      site_ids: [sites[0]!.id, sites[1]!.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json<TCollection>();
    expect(c).toMatchObject({
      name: 'Bengaluru East',
      total_sites_count: 2,
      sample_data: false,
      created_by: { id: w.member.id },
    });
    expect(c.bbox![0]).toBeCloseTo(77.59, 5);
    expect(c.bbox![2]).toBeCloseTo(77.61, 5);
    expect(c.preview_sites.map((s) => s.name).sort()).toEqual(['Field', 'Road']);

    const get = await call(t, w.owner, 'GET', url(`/${c.id}`));
    expect(get.headers.etag).toBe(`"${c.etag}"`);
    expect((await call(t, w.owner, 'PATCH', url(`/${c.id}`), { name: 'East' })).statusCode).toBe(
      428,
    );
    expect(
      (await call(t, w.owner, 'PATCH', url(`/${c.id}`), { name: 'East' }, { 'if-match': '"old"' }))
        .statusCode,
    ).toBe(412);
    const renamed = await call(
      t,
      w.owner,
      'PATCH',
      url(`/${c.id}`),
      { name: 'East' },
      { 'if-match': `"${c.etag}"` },
    );
    expect(renamed.json()).toMatchObject({ name: 'East' });

    const added = await call(t, w.owner, 'POST', url(`/${c.id}/sites`), {
      site_ids: [sites[2]!.id, sites[0]!.id],
    });
    expect(added.json()).toMatchObject({ total_sites_count: 3 });
    expect(added.json<TCollection>().etag).not.toBe(renamed.json<TCollection>().etag);
    const removed = await call(t, w.owner, 'DELETE', url(`/${c.id}/sites`), {
      site_ids: [sites[1]!.id],
    });
    expect(removed.json()).toMatchObject({ total_sites_count: 2 });

    const elsewhere = await call(
      t,
      w.outsider,
      'POST',
      `/company/${w.outsider.personalSpaceId}/sites`,
      { name: 'Mine', geometry: TOWER },
    );
    const foreign = await call(t, w.owner, 'POST', url(`/${c.id}/sites`), {
      site_ids: [elsewhere.json<TSite>().id],
    });
    expect(foreign.statusCode).toBe(404);

    // Deleting a site takes it out of its collections.
    await call(t, w.owner, 'DELETE', `/company/${w.companyId}/sites/${sites[2]!.id}`);
    expect((await call(t, w.owner, 'GET', url(`/${c.id}`))).json()).toMatchObject({
      total_sites_count: 1,
    });

    expect((await call(t, w.member, 'DELETE', url(`/${c.id}`))).statusCode).toBe(204);
    expect((await call(t, w.owner, 'GET', url(`/${c.id}`))).statusCode).toBe(404);
    expect(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}/sites/${sites[0]!.id}`)).statusCode,
    ).toBe(200);
  });

  it('lists compact or full, filtered, a page at a time', async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await call(t, w.owner, 'POST', url(), { name: `Album ${i}`, site_ids: [sites[0]!.id] });
    }
    const first = await call(t, w.owner, 'GET', `${url()}?compact=1&limit=2`);
    expect(first.json()).toMatchObject({
      collections: [{ name: 'Album 4', total_sites_count: 1 }, { name: 'Album 3' }],
      next_page: 2,
    });
    expect(Object.keys(first.json<{ collections: object[] }>().collections[0]!).sort()).toEqual(
      ['etag', 'id', 'name', 'sample_data', 'total_sites_count'].sort(),
    );
    const last = await call(t, w.owner, 'GET', `${url()}?compact=1&limit=2&page=3`);
    expect(last.json()).toMatchObject({ collections: [{ name: 'Album 0' }], next_page: null });
    const full = await call(
      t,
      w.owner,
      'GET',
      `${url()}?filters=${encodeURIComponent('{"search_query":"album 2"}')}`,
    );
    expect(full.json<{ collections: TCollection[] }>().collections.map((c) => c.name)).toEqual([
      'Album 2',
    ]);
    expect(full.json<{ collections: TCollection[] }>().collections[0]!.bbox).not.toBeNull();
  });

  it('keeps guests and outsiders out', async () => {
    expect((await call(t, w.guest, 'GET', url())).statusCode).toBe(403);
    const outsider = await call(t, w.outsider, 'GET', url());
    expect(outsider.json().error.type).toBe('user_not_part_of_company');
  });

  it('creates sample sites and a sample collection once, at real places of the brand', async () => {
    const newcomer = await person(t, 'Newcomer');
    const path = `/register/sample_sites/${newcomer.personalSpaceId}`;
    const first = await call(t, newcomer, 'POST', path, undefined, { 'x-brand': 'guyana' });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<TSampleSitesResponse>();
    expect(body.created).toBe(true);
    expect(body.sites.map((s) => s.site_type)).toEqual(['area', 'corridor', 'point']);
    expect(body.sites.every((s) => s.sample_data && s.location[0] < -57 && s.location[1] > 6)).toBe(
      true,
    );
    const again = await call(t, newcomer, 'POST', path, undefined, { 'x-brand': 'guyana' });
    expect(again.statusCode).toBe(200);
    expect(again.json<TSampleSitesResponse>()).toMatchObject({
      created: false,
      collection_id: body.collection_id,
    });
    expect(again.json<TSampleSitesResponse>().sites.map((s) => s.id)).toEqual(
      body.sites.map((s) => s.id),
    );
    const collection = await call(
      t,
      newcomer,
      'GET',
      `/company/${newcomer.personalSpaceId}/collections/${body.collection_id}`,
    );
    expect(collection.json()).toMatchObject({
      name: 'Sample Collection',
      sample_data: true,
      total_sites_count: 3,
    });
    const listed = await call(t, newcomer, 'GET', `/company/${newcomer.personalSpaceId}/sites`);
    expect(listed.json<{ sites: TSite[] }>().sites).toHaveLength(3);
    expect((await call(t, w.outsider, 'POST', path)).json().error.type).toBe(
      'user_not_part_of_company',
    );
  });
});
