// GET /company/{c}/collections/{id}/sites: every site of a collection, a keyset page at a time,
// only the sites the caller may view.
import type { TCollection, TSite, TSitePage } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  TOWER,
  call,
  setDefaultMemberAccess,
  workspace,
  type Workspace,
} from '../../test/sites-fixtures.ts';

describe('collection sites', () => {
  let t: TestApp;
  let w: Workspace;
  let collection: TCollection;
  const sites: TSite[] = [];
  const url = (rest = '') => `/company/${w.companyId}/collections${rest}`;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      const res = await call(
        t,
        i < 2 ? w.member : w.owner,
        'POST',
        `/company/${w.companyId}/sites`,
        {
          name: `Tower ${String(i).padStart(2, '0')}`,
          geometry: TOWER,
        },
      );
      sites.push(res.json<TSite>());
    }
    // 23 of the 25 sites: the two newest stay out.
    const created = await call(t, w.owner, 'POST', url(), {
      name: 'All towers',
      site_ids: sites.slice(0, 23).map((s) => s.id),
    });
    collection = created.json<TCollection>();
  });
  afterAll(async () => t.close());

  it('pages through all sites of the collection, newest first', async () => {
    const names: string[] = [];
    let value: string | null = null;
    const counts: number[] = [];
    do {
      const query: string = `?limit=10${value ? `&value=${encodeURIComponent(value)}` : ''}`;
      const res = await call(t, w.admin, 'GET', url(`/${collection.id}/sites${query}`));
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json<TSitePage>();
      names.push(...page.sites.map((s) => s.name));
      counts.push(page.next_count);
      value = page.next_value;
    } while (value);
    expect(counts).toEqual([13, 3, 0]);
    expect(names).toHaveLength(23);
    expect(names[0]).toBe('Tower 22');
    expect(names.at(-1)).toBe('Tower 00');
    expect(new Set(names).size).toBe(23);
  });

  it('lists only the sites a member may view', async () => {
    await setDefaultMemberAccess(t, w.companyId, 'none');
    try {
      const res = await call(t, w.member, 'GET', url(`/${collection.id}/sites`));
      expect(res.json<TSitePage>().sites.map((s) => s.name)).toEqual(['Tower 01', 'Tower 00']);
      expect(res.json<TSitePage>().next_count).toBe(0);
    } finally {
      await setDefaultMemberAccess(t, w.companyId, 'view');
    }
  });

  it('answers an empty page for an empty collection', async () => {
    const empty = (await call(t, w.owner, 'POST', url(), { name: 'Empty' })).json<TCollection>();
    const res = await call(t, w.owner, 'GET', url(`/${empty.id}/sites`));
    expect(res.json()).toEqual({
      sites: [],
      next_count: 0,
      next_count_capped: false,
      next_value: null,
    });
  });

  it('refuses bad cursors, other workspaces, guests and outsiders', async () => {
    const bad = await call(t, w.owner, 'GET', url(`/${collection.id}/sites?value=yesterday`));
    expect(bad.statusCode).toBe(400);
    const tooMany = await call(t, w.owner, 'GET', url(`/${collection.id}/sites?limit=1000`));
    expect(tooMany.statusCode).toBe(400);
    const other = await workspace(t);
    const foreign = await call(
      t,
      other.owner,
      'GET',
      `/company/${other.companyId}/collections/${collection.id}/sites`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await call(t, w.guest, 'GET', url(`/${collection.id}/sites`))).statusCode).toBe(403);
    const outsider = await call(t, w.outsider, 'GET', url(`/${collection.id}/sites`));
    expect(outsider.json().error.type).toBe('user_not_part_of_company');
  });
});
