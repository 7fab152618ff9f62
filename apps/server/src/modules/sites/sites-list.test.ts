import type { TSite, TSitePage, TSiteSummary } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, ROAD, TOWER, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

type Grouped = { groups: Record<string, TSitePage>; etag: string };
type Flat = TSitePage & { etag: string };

// The manual clock: "now" is Thursday 2026-01-15 12:00 UTC, so this week began on Monday the 12th.
const NOW = new Date('2026-01-15T12:00:00Z');
const SEED: [string, string, 'owner' | 'member', object][] = [
  ['North Farm', '2026-01-15T08:00:00Z', 'owner', FIELD],
  ['Farmhouse Tower', '2026-01-14T08:00:00Z', 'member', TOWER],
  ['Canal Road', '2026-01-12T01:00:00Z', 'owner', ROAD],
  ['South Orchard', '2026-01-08T13:00:00Z', 'member', FIELD],
  ['Quarry', '2026-01-02T10:00:00Z', 'owner', FIELD],
  ['River Bank', '2025-12-20T10:00:00Z', 'owner', ROAD],
  ['Mill', '2025-12-01T10:00:00Z', 'member', TOWER],
  ['Old Farm', '2025-09-02T10:00:00Z', 'owner', FIELD],
  ['Ancient Wall', '2025-06-01T10:00:00Z', 'owner', ROAD],
  ['Legacy Mast', '2024-01-01T10:00:00Z', 'member', TOWER],
];

describe('site list', () => {
  let t: TestApp;
  let w: Workspace;
  const byName = new Map<string, TSite>();
  const list = async <T = Flat>(query: Record<string, string | number | object>) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    const res = await call(t, w.owner, 'GET', `/company/${w.companyId}/sites?${qs.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const names = (sites: readonly TSiteSummary[]) => sites.map((s) => s.name);

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    w = await workspace(t);
    for (const [name, at, who, geometry] of SEED) {
      const res = await call(t, w[who], 'POST', `/company/${w.companyId}/sites`, {
        name,
        geometry,
      });
      expect(res.statusCode, res.body).toBe(201);
      // Back-date the site (moving the clock would end the test sessions).
      const id = res.json<TSite>().id;
      await sql`update sites set created_at = ${new Date(at)} where id = ${id}`.execute(t.db);
      byName.set(name, { ...res.json<TSite>(), creation_time: new Date(at).toISOString() });
    }
    const patch = async (name: string, body: object) => {
      const site = byName.get(name)!;
      const res = await call(
        t,
        w.owner,
        'PATCH',
        `/company/${w.companyId}/sites/${site.id}`,
        body,
        { 'if-match': site.etag },
      );
      expect(res.statusCode, res.body).toBe(200);
      byName.set(name, res.json<TSite>());
    };
    await patch('North Farm', { progress: 100 });
    await patch('Quarry', { status: 'complete' });
    await patch('Mill', { goal: 60, progress: 60 });
    await sql`insert into site_pilots (site_id, user_id, last_flown_at) values (${byName.get('Canal Road')!.id}, ${w.member.id}, ${NOW})`.execute(
      t.db,
    );
  });
  afterAll(async () => t.close());

  it('pages newest first with a keyset cursor and counts what is left', async () => {
    const first = await list({ limit: 3 });
    expect(names(first.sites)).toEqual(['North Farm', 'Farmhouse Tower', 'Canal Road']);
    expect(first.next_count).toBe(7);
    expect(first.etag).toMatch(/^[0-9a-f]{20}$/);
    const seen = [...first.sites];
    let cursor = first.next_value;
    while (cursor) {
      const page = await list({ limit: 3, value: cursor, direction: 'lt' });
      seen.push(...page.sites);
      cursor = page.next_value;
      if (!cursor) expect(page.next_count).toBe(0);
    }
    expect(names(seen)).toEqual(SEED.map(([n]) => n));
    // A plain ISO time works as the cursor too (the web sends the last creation_time).
    const plain = await list({ limit: 2, value: byName.get('Canal Road')!.creation_time });
    expect(names(plain.sites)).toEqual(['South Orchard', 'Quarry']);
    expect(plain.next_count).toBe(5);
    expect(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}/sites?value=yesterday`)).statusCode,
    ).toBe(400);
  });

  it('keeps sites created in the same millisecond apart', async () => {
    const other = await workspace(t);
    for (const name of ['Twin A', 'Twin B', 'Twin C']) {
      await call(t, other.owner, 'POST', `/company/${other.companyId}/sites`, {
        name,
        geometry: TOWER,
      });
    }
    await sql`update sites set created_at = ${new Date('2026-01-10T10:00:00Z')} where company_id = ${other.companyId}`.execute(
      t.db,
    );
    const seen: string[] = [];
    let value: string | null = null;
    do {
      const url: string = `/company/${other.companyId}/sites?limit=1${value ? `&value=${encodeURIComponent(value)}` : ''}`;
      const page: Flat = (await call(t, other.owner, 'GET', url)).json();
      seen.push(...names(page.sites));
      value = page.next_value;
    } while (value);
    expect(seen.sort()).toEqual(['Twin A', 'Twin B', 'Twin C']);
  });

  it('filters by status, creator, pilot, date range and name search', async () => {
    expect(names((await list({ filters: { status: ['complete'] } })).sites)).toEqual([
      'Quarry',
      'Mill',
    ]);
    expect(names((await list({ filters: { status: ['in_progress', 'complete'] } })).sites)).toEqual(
      ['North Farm', 'Quarry', 'Mill'],
    );
    const mine = await list({ filters: { created_by: [{ id: w.member.id, name: 'Member' }] } });
    expect(names(mine.sites)).toEqual(['Farmhouse Tower', 'South Orchard', 'Mill', 'Legacy Mast']);
    expect(names((await list({ filters: { created_by: [w.member.id] } })).sites)).toHaveLength(4);
    expect(names((await list({ filters: { pilots: [{ id: w.member.id }] } })).sites)).toEqual([
      'Canal Road',
    ]);
    expect(names((await list({ filters: { created_between: '-7d' } })).sites)).toEqual([
      'North Farm',
      'Farmhouse Tower',
      'Canal Road',
      'South Orchard',
    ]);
    const range = await list({
      filters: { created_between: ['2025-12-01T00:00:00Z', '2025-12-31T23:59:59Z'] },
    });
    expect(names(range.sites)).toEqual(['River Bank', 'Mill']);
    expect(names((await list({ filters: { search_query: 'farm' } })).sites)).toEqual([
      'North Farm',
      'Farmhouse Tower',
      'Old Farm',
    ]);
    expect(names((await list({ filters: { search_query: 'FARM nor' } })).sites)).toEqual([
      'North Farm',
    ]);
    expect(
      names((await list({ filters: { search_query: "'); drop table sites; --" } })).sites),
    ).toEqual([]);
    const combined = await list({
      filters: { search_query: 'farm', created_by: [w.owner.id], status: null, pilots: [] },
    });
    expect(names(combined.sites)).toEqual(['North Farm', 'Old Farm']);
    const bad = await call(
      t,
      w.owner,
      'GET',
      `/company/${w.companyId}/sites?filters=${encodeURIComponent('{"status":["flying"]}')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}/sites?filters=%7Bnope`)).statusCode,
    ).toBe(400);
  });

  it('groups by time with per-group pages', async () => {
    const grouped = await list<Grouped>({ group_by: 'created_at', limit: 2 });
    expect(Object.keys(grouped.groups)).toEqual([
      'this_week',
      'earlier_this_month',
      'last_3_months',
      'before_4_months',
    ]);
    expect(names(grouped.groups.this_week!.sites)).toEqual(['North Farm', 'Farmhouse Tower']);
    expect(grouped.groups.this_week!.next_count).toBe(1);
    expect(names(grouped.groups.earlier_this_month!.sites)).toEqual(['South Orchard', 'Quarry']);
    expect(names(grouped.groups.last_3_months!.sites)).toEqual(['River Bank', 'Mill']);
    expect(grouped.groups.last_3_months!.next_count).toBe(0);
    expect(names(grouped.groups.before_4_months!.sites)).toEqual(['Old Farm', 'Ancient Wall']);
    const more = await list<Grouped>({
      group_by: 'created_at',
      group: 'before_4_months',
      limit: 2,
      value: grouped.groups.before_4_months!.next_value!,
    });
    expect(Object.keys(more.groups)).toEqual(['before_4_months']);
    expect(names(more.groups.before_4_months!.sites)).toEqual(['Legacy Mast']);
    const filtered = await list<Grouped>({
      group_by: 'created_at',
      filters: { search_query: 'farm' },
    });
    expect(names(filtered.groups.this_week!.sites)).toEqual(['North Farm', 'Farmhouse Tower']);
    expect(filtered.groups.earlier_this_month!.sites).toEqual([]);
  });

  it('groups by status when the plan has progress sync', async () => {
    const grouped = await list<Grouped>({ group_by: 'status' });
    expect(names(grouped.groups.new!.sites)).toEqual([
      'Farmhouse Tower',
      'Canal Road',
      'South Orchard',
      'River Bank',
      'Old Farm',
      'Ancient Wall',
      'Legacy Mast',
    ]);
    expect(names(grouped.groups.in_progress!.sites)).toEqual(['North Farm']);
    expect(names(grouped.groups.complete!.sites)).toEqual(['Quarry', 'Mill']);
    const onlyDone = await list<Grouped>({ group_by: 'status', filters: { status: ['complete'] } });
    expect(Object.keys(onlyDone.groups)).toEqual(['complete']);
    expect(
      (
        await call(
          t,
          w.owner,
          'GET',
          `/company/${w.companyId}/sites?group_by=status&group=this_week`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
