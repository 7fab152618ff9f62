// The site list past its caps: next_count exact up to SITE_NEXT_COUNT_CAP then "cap or more",
// searches rare (read through the name GIN index) and common (walk the newest-first index) giving
// the same answers, and list items carrying the light outline instead of the full geometry.
import { SITE_NEXT_COUNT_CAP, type TSite, type TSitePage } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { RARE_SEARCH_HITS } from './repo.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
// More sites than the rare-search threshold, so a common word takes the other plan.
const MANY = RARE_SEARCH_HITS + 300;

/** A 600-vertex circle-ish ring: the outline keeps at most 256 vertices of it. */
function bigField(): { type: 'Polygon'; coordinates: [number, number][][] } {
  const ring: [number, number][] = [];
  for (let i = 0; i < 600; i++) {
    const a = (i / 600) * 2 * Math.PI;
    ring.push([77.59 + 0.01 * Math.cos(a), 12.97 + 0.01 * Math.sin(a)]);
  }
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

describe('site list at its caps', () => {
  let t: TestApp;
  let w: Workspace;
  let big: TSite;
  const page = async (query: Record<string, string | number | object>) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' ? JSON.stringify(v) : String(v),
      ]),
    );
    const res = await call(t, w.owner, 'GET', `/company/${w.companyId}/sites?${qs.toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TSitePage>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(NOW);
    w = await workspace(t);
    const res = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Big Field',
      geometry: bigField(),
    });
    expect(res.statusCode, res.body).toBe(201);
    big = res.json<TSite>();
    // Copies of it, one a minute back in time: every 100th is a "Walnut", the rest "Pasture".
    await sql`insert into sites (id, company_id, name, site_type, geometry, outline,
        corridor_width_m, area_m2, length_m, centroid_lng, centroid_lat, bbox_west, bbox_south,
        bbox_east, bbox_north, created_by, created_at, updated_at, etag)
      select 'copy-' || n, company_id,
          case when n % 100 = 0 then 'Walnut ' else 'Pasture ' end || n,
          site_type, geometry, outline, corridor_width_m, area_m2, length_m, centroid_lng,
          centroid_lat, bbox_west, bbox_south, bbox_east, bbox_north, created_by,
          created_at - make_interval(mins => n), updated_at, etag
        from sites, generate_series(1, ${MANY - 1}) as n
        where id = ${big.id}`.execute(t.db);
    await sql`analyze sites`.execute(t.db);
  });
  afterAll(async () => t.close());

  it('counts exactly up to the cap and says "cap or more" beyond it', async () => {
    const first = await page({ limit: 20 });
    expect(first.sites).toHaveLength(20);
    expect(first).toMatchObject({ next_count: SITE_NEXT_COUNT_CAP, next_count_capped: true });
    // A cursor from which exactly `n` sites are left (the oldest n copies).
    const back = (n: number) =>
      new Date(new Date(big.creation_time).getTime() - (MANY - n) * 60_000 + 1).toISOString();
    // 243 left: the page takes 20 and 223 remain, "200+" (it once said 180).
    const at243 = await page({ limit: 20, value: back(243) });
    expect(at243.sites).toHaveLength(20);
    expect(at243).toMatchObject({ next_count: 200, next_count_capped: true });
    const at221 = await page({ limit: 20, value: back(221) });
    expect(at221).toMatchObject({ next_count: 200, next_count_capped: true });
    const at220 = await page({ limit: 20, value: back(220) });
    expect(at220).toMatchObject({ next_count: 200, next_count_capped: false });
    const at25 = await page({ limit: 20, value: back(25) });
    expect(at25).toMatchObject({ next_count: 5, next_count_capped: false });
    expect(at25.next_value).not.toBeNull();
  });

  it('finds rare and common words alike, and nothing for a word no site has', async () => {
    const rare = await page({ limit: 10, filters: { search_query: 'walnut' } });
    expect(rare.sites.map((s) => s.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Walnut ${(i + 1) * 100}`),
    );
    expect(rare).toMatchObject({ next_count: Math.floor((MANY - 1) / 100) - 10 });
    const common = await page({ limit: 5, filters: { search_query: 'past' } });
    expect(common.sites.map((s) => s.name)).toEqual([
      'Pasture 1',
      'Pasture 2',
      'Pasture 3',
      'Pasture 4',
      'Pasture 5',
    ]);
    expect(common.next_count_capped).toBe(true);
    const none = await page({ limit: 20, filters: { search_query: 'zzyzx' } });
    expect(none).toMatchObject({ sites: [], next_count: 0, next_value: null });
  });

  it('lists the outline, never the full geometry; GET one site has both', async () => {
    const first = await page({ limit: 1 });
    const listed = first.sites[0]!;
    expect(listed).not.toHaveProperty('geometry');
    expect(listed.outline.type).toBe('Polygon');
    const ring = (listed.outline as { coordinates: number[][][] }).coordinates[0]!;
    expect(ring.length).toBeLessThanOrEqual(257);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    const one = await call(t, w.owner, 'GET', `/company/${w.companyId}/sites/${big.id}`);
    const full = one.json<TSite>();
    expect((full.geometry as { coordinates: number[][][] }).coordinates[0]).toHaveLength(601);
    expect(full.outline).toEqual(listed.outline);
  });
});
