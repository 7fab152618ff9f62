// The write watch and the caches it clears (decision 260), without a server: which tables a
// statement writes, that a transaction's writes are told again after COMMIT (and never for a
// rollback), that a read in flight across a clear is not stored, and that the list cache keeps
// each access scope apart and within its byte budget.
import type { TListSitesQuery, TListSitesResponse } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Membership } from '../access/index.ts';
import { createSiteListCache } from '../modules/sites/index.ts';
import { createDatabase, writeWatchOf } from './database.ts';
import { createReadCache } from './read-cache.ts';
import { tablesWritten } from './write-watch.ts';

describe('tablesWritten', () => {
  it('names the tables of inserts, updates and deletes, and nothing for reads', () => {
    expect([...tablesWritten('select * from "sites" for update skip locked')]).toEqual([]);
    expect([...tablesWritten('insert into "sites" ("id") values ($1)')]).toEqual(['sites']);
    expect([
      ...tablesWritten(
        'insert into "company_members" values ($1) on conflict ("company_id") do update set "role" = $2',
      ),
    ]).toEqual(['company_members']);
    expect([...tablesWritten('update companies set plan_key = $1 where id = $2')]).toEqual([
      'companies',
    ]);
    expect([...tablesWritten('delete from "public"."site_shares" where "id" = $1')]).toEqual([
      'site_shares',
    ]);
    expect([...tablesWritten('with gone as (delete from "users" where id = $1) select 1')]).toEqual(
      ['users'],
    );
  });

  it('ignores a sign-in and a session refresh (the expiry slides forward) but not a revocation', () => {
    const refresh = 'update "sessions" set "last_used_at" = $1, "expires_at" = $2 where "id" = $3';
    expect([...tablesWritten(refresh)]).toEqual([]);
    expect([...tablesWritten('insert into "sessions" ("id") values ($1)')]).toEqual([]);
    expect([...tablesWritten('delete from "sessions" where "id" = $1')]).toEqual(['sessions']);
    const revoke = 'update "sessions" set "revoked_at" = $1 where "user_id" = $2';
    expect([...tablesWritten(revoke)]).toEqual(['sessions']);
  });
});

describe('watchWrites on PGlite', () => {
  const db = createDatabase({});
  afterAll(async () => db.destroy());

  it('tells writes at once, a transaction again after COMMIT, and a rollback only at once', async () => {
    const heard: string[][] = [];
    const stop = writeWatchOf(db)!.listen((tables) => heard.push([...tables]));
    await sql`create table sites (id int primary key)`.execute(db);
    await sql`insert into sites values (1)`.execute(db);
    expect(heard).toEqual([['sites']]);
    heard.length = 0;
    await db.transaction().execute(async (trx) => {
      await sql`update sites set id = 2`.execute(trx);
      expect(heard).toEqual([['sites']]);
    });
    expect(heard).toEqual([['sites'], ['sites']]);
    heard.length = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from sites`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(heard).toEqual([['sites']]);
    stop();
  });
});

describe('read caches', () => {
  it('does not store a read that a clear overtook', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release = () => {};
    const slow = cache.get('k', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
    expect(await cache.get('k', () => Promise.resolve('newer'))).toBe('new');
  });

  it('keeps what was used last: a hit counts as a use, and a size budget holds', async () => {
    const cache = createReadCache<string>({
      ttlMs: 60_000,
      maxEntries: 2,
      maxBytes: 160,
      sizeOf: (v) => v.length,
    });
    const value = (v: string) => () => Promise.resolve(v);
    await cache.get('a', value('a'));
    await cache.get('b', value('b'));
    expect(await cache.get('a', value('a again'))).toBe('a');
    await cache.get('c', value('c'));
    // b was the least recently used, not a (the first stored).
    expect(await cache.get('a', value('a again'))).toBe('a');
    expect(await cache.get('b', value('b again'))).toBe('b again');
    // Past a sixteenth of the byte budget: answered, not kept.
    expect(await cache.get('big', value('x'.repeat(11)))).toBe('x'.repeat(11));
    expect(await cache.get('big', value('y'))).toBe('y');
    expect(cache.stats()).toEqual({ entries: 2, bytes: 'b again'.length + 1 });
  });

  const member = (over: Partial<Membership>): Membership => ({
    userId: 'u1',
    companyId: 'c1',
    role: 'member',
    defaultMemberAccessLevel: 'none',
    personalSpace: false,
    planKey: 'no_limit',
    ...over,
  });
  const query: TListSitesQuery = { limit: 20, direction: 'lt' };
  const page = (name: string): Promise<TListSitesResponse> =>
    Promise.resolve({
      sites: [{ name } as never],
      next_count: 0,
      next_count_capped: false,
      next_value: null,
      etag: name,
    });
  const text = (b: Buffer) => JSON.parse(b.toString()) as TListSitesResponse;

  it('keeps members apart, shares one answer among owners and admins', async () => {
    const lists = createSiteListCache();
    await lists.answer(member({ role: 'owner' }), query, () => page('staff'));
    expect(
      text(await lists.answer(member({ role: 'admin', userId: 'u2' }), query, () => page('x')))
        .etag,
    ).toBe('staff');
    await lists.answer(member({ userId: 'u3' }), query, () => page('u3'));
    expect(text(await lists.answer(member({ userId: 'u4' }), query, () => page('u4'))).etag).toBe(
      'u4',
    );
    expect(
      text(
        await lists.answer(member({ userId: 'u3', defaultMemberAccessLevel: 'view' }), query, () =>
          page('u3 with view'),
        ),
      ).etag,
    ).toBe('u3 with view');
    // Personal spaces list other workspaces' shared sites: never stored.
    await lists.answer(member({ personalSpace: true }), query, () => page('p1'));
    expect(
      text(await lists.answer(member({ personalSpace: true }), query, () => page('p2'))).etag,
    ).toBe('p2');
  });

  it('reads a page once for clients that miss it together, and anew after a clear', async () => {
    const lists = createSiteListCache();
    let reads = 0;
    const list = () => ((reads += 1), page(`read ${reads}`));
    const first = await Promise.all([1, 2, 3].map(() => lists.answer(member({}), query, list)));
    expect(reads).toBe(1);
    expect(new Set(first.map((b) => text(b).etag))).toEqual(new Set(['read 1']));
    lists.clear();
    expect(text(await lists.answer(member({}), query, list)).etag).toBe('read 2');
  });

  it('stays within its byte budget, least recently used out', async () => {
    const lists = createSiteListCache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 100; i++) {
      await lists.answer(member({ userId: `u${i}` }), query, () => page('x'.repeat(500)));
    }
    expect(lists.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    // ~1.1 kB each: the newest ~58 of 100 stay.
    expect(lists.stats().entries).toBeGreaterThan(40);
    expect(lists.stats().entries).toBeLessThan(100);
  });
});
