// Idempotency-Key on creates: a retried create returns the first reply instead of a duplicate.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { call, FIELD, TOWER, workspace, type Workspace } from '../test/sites-fixtures.ts';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let w: Workspace;
  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const countSites = async (name: string) =>
    Number(
      (
        await sql<{
          n: string;
        }>`select count(*) as n from sites where company_id = ${w.companyId} and name = ${name}`.execute(
          t.db,
        )
      ).rows[0]?.n,
    );

  it('a retried site create returns the first reply and creates one site', async () => {
    const body = { name: 'Retried Field', geometry: FIELD };
    const key = { 'idempotency-key': 'site-create-0001' };
    const first = await call(t, w.owner, 'POST', sitesUrl(), body, key);
    expect(first.statusCode).toBe(201);
    const again = await call(t, w.owner, 'POST', sitesUrl(), body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await countSites('Retried Field')).toBe(1);

    // Without a key each POST creates; another user's identical key is their own.
    const other = await call(t, w.admin, 'POST', sitesUrl(), body, key);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(first.json().id);
    expect(await countSites('Retried Field')).toBe(2);
  });

  it('answers 422 for the same key with a different body, and forgets keys after 24 hours', async () => {
    const key = { 'idempotency-key': 'site-create-0002' };
    const first = await call(t, w.owner, 'POST', sitesUrl(), { name: 'A', geometry: TOWER }, key);
    expect(first.statusCode).toBe(201);
    const changed = await call(t, w.owner, 'POST', sitesUrl(), { name: 'B', geometry: TOWER }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.type).toBe('idempotency_key_reused');
    expect(await countSites('B')).toBe(0);

    // A day later (moved back in the table: the session would expire with the clock).
    await sql`update idempotency_keys set created_at = created_at - interval '24 hours 1 second' where key = 'site-create-0002'`.execute(
      t.db,
    );
    const later = await call(t, w.owner, 'POST', sitesUrl(), { name: 'A', geometry: TOWER }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await countSites('A')).toBe(2);
  });

  it('keeps no failed reply: a refused create can be retried with the same key', async () => {
    const key = { 'idempotency-key': 'site-create-0003' };
    const bad = await call(t, w.owner, 'POST', sitesUrl(), { name: 'Bad', geometry: {} }, key);
    expect(bad.statusCode).toBe(400);
    const bad2 = await call(t, w.owner, 'POST', sitesUrl(), { name: 'Bad', geometry: {} }, key);
    expect(bad2.statusCode).toBe(400);
    expect(bad2.headers['idempotent-replayed']).toBeUndefined();
    const hostile = await call(
      t,
      w.owner,
      'POST',
      sitesUrl(),
      { name: 'X', geometry: TOWER },
      {
        'idempotency-key': 'bad key with spaces\u0000',
      },
    );
    expect(hostile.statusCode).toBe(400);
  });

  it('covers collection and invite creates too', async () => {
    const key = { 'idempotency-key': 'collection-0001' };
    const url = `/company/${w.companyId}/collections`;
    const first = await call(t, w.owner, 'POST', url, { name: 'Once' }, key);
    expect(first.statusCode).toBe(201);
    const again = await call(t, w.owner, 'POST', url, { name: 'Once' }, key);
    expect(again.json()).toEqual(first.json());
    const invites = `/company/${w.companyId}/invites`;
    const invite = { email: 'idem-invitee@example.com', role: 'member' };
    const i1 = await call(t, w.owner, 'POST', invites, invite, { 'idempotency-key': 'inv-1' });
    expect(i1.statusCode).toBe(201);
    const i2 = await call(t, w.owner, 'POST', invites, invite, { 'idempotency-key': 'inv-1' });
    expect(i2.statusCode).toBe(201);
    expect(i2.json()).toEqual(i1.json());
  });
});
