// The read caches (decision 260) never outlive what they cache: every request below first warms
// the session, membership and list caches, then a change must show on the very next request:
// sign-out, a password reset, a role change, a member's removal, a deleted workspace, and any
// change to what a list shows (a new site, a share, a renamed creator). One member's list is
// never another's.
import type { TSitePage, TSite } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadTestConfig } from '../config/index.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { mailedToken, useAppWithMail } from '../test/app-with-mail.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/helpers.ts';
import {
  FIELD,
  call,
  person,
  setDefaultMemberAccess,
  workspace,
  type Person,
  type Workspace,
} from '../test/sites-fixtures.ts';

const NEW_PASSWORD = 'Orthomosaic-77';

describe('read caches: changes take effect on the next request', () => {
  const suite = useAppWithMail();
  let w: Workspace;
  beforeAll(async () => {
    w = await workspace(suite.t);
  });

  const sites = (who: Person, companyId = w.companyId) =>
    call(suite.t, who, 'GET', `/company/${companyId}/sites?limit=20`);
  const names = async (who: Person) => {
    const res = await sites(who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json<TSitePage>().sites ?? []).map((s) => s.name).sort();
  };
  const newSite = async (who: Person, name: string) => {
    const res = await call(suite.t, who, 'POST', `/company/${w.companyId}/sites`, {
      name,
      geometry: FIELD,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };

  it('ends a session at sign-out', async () => {
    const p = await person(suite.t, 'Leaving Soon');
    expect((await sites(p, p.personalSpaceId)).statusCode).toBe(200);
    expect((await sites(p, p.personalSpaceId)).statusCode).toBe(200);
    const out = await call(suite.t, p, 'PATCH', '/authenticate/logout');
    expect(out.statusCode).toBe(204);
    expect((await sites(p, p.personalSpaceId)).statusCode).toBe(401);
  });

  it('ends every session of a user whose password is reset', async () => {
    const p = await person(suite.t, 'Forgetful');
    expect((await sites(p, p.personalSpaceId)).statusCode).toBe(200);
    const forgot = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/forgot_password',
      payload: { email: p.email },
    });
    expect(forgot.statusCode).toBe(202);
    const token = await mailedToken(suite.smtp, {
      to: p.email,
      subject: /^Reset your/,
      link: /verification_token=([\w-]+)/,
    });
    const reset = await suite.t.app.inject({
      method: 'POST',
      url: '/api/v4/users/reset_password',
      payload: { password: NEW_PASSWORD, verification_token: token },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expect((await sites(p, p.personalSpaceId)).statusCode).toBe(401);
  });

  it('applies a role change, a removal and a deleted workspace at once', async () => {
    const x = await workspace(suite.t);
    const on = (who: Person) => sites(who, x.companyId);
    // An admin may create sites; demoted to guest they see only what is shared with them.
    await call(suite.t, x.owner, 'POST', `/company/${x.companyId}/sites`, {
      name: 'Owned',
      geometry: FIELD,
    });
    expect((await on(x.admin)).json<TSitePage>().sites).toHaveLength(1);
    const demote = await call(
      suite.t,
      x.owner,
      'PATCH',
      `/company/${x.companyId}/members/${x.admin.id}`,
      {
        role: 'guest',
      },
    );
    expect(demote.statusCode, demote.body).toBe(204);
    expect((await on(x.admin)).json<TSitePage>().sites).toHaveLength(0);

    expect((await on(x.member)).statusCode).toBe(200);
    const removed = await call(
      suite.t,
      x.owner,
      'DELETE',
      `/company/${x.companyId}/members/${x.member.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await on(x.member)).json<{ error: { type: string } }>().error.type).toBe(
      'user_not_part_of_company',
    );

    expect((await on(x.guest)).statusCode).toBe(200);
    const deleted = await call(suite.t, x.owner, 'DELETE', `/company/${x.companyId}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await on(x.guest)).statusCode).toBe(403);
    expect((await on(x.owner)).statusCode).toBe(403);
  });

  it('shows a new site, a new share and a renamed creator on the next list', async () => {
    await newSite(w.owner, 'Alpha');
    expect(await names(w.owner)).toEqual(['Alpha']);
    expect(await names(w.guest)).toEqual([]);
    const beta = await newSite(w.admin, 'Beta');
    expect(await names(w.owner)).toEqual(['Alpha', 'Beta']);

    const share = await call(
      suite.t,
      w.owner,
      'POST',
      `/company/${w.companyId}/sites/${beta.id}/shares`,
      {
        user_id: w.guest.id,
        access_level: 'view',
      },
    );
    expect(share.statusCode, share.body).toBe(201);
    expect(await names(w.guest)).toEqual(['Beta']);

    const creator = async () => {
      const list = (await sites(w.owner)).json<TSitePage>();
      return list.sites?.find((s) => s.name === 'Beta')?.stakeholders?.[0]?.name;
    };
    expect(await creator()).toBe('Admin');
    const renamed = await call(suite.t, w.admin, 'PATCH', `/users/${w.admin.id}`, {
      name: 'Admin Renamed',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await creator()).toBe('Admin Renamed');
  });

  it('keeps each member to their own list, and follows raw SQL changes too', async () => {
    // Members without default access see only their own and shared sites.
    await setDefaultMemberAccess(suite.t, w.companyId, 'none');
    const other = await person(suite.t, 'Second Member');
    await sql`insert into company_members (company_id, user_id, role, created_at)
      values (${w.companyId}, ${other.id}, 'member', now())`.execute(suite.t.db);
    await newSite(w.member, 'Members own');
    expect(await names(w.member)).toEqual(['Members own']);
    expect(await names(other)).toEqual([]);
    await setDefaultMemberAccess(suite.t, w.companyId, 'view');
    expect(await names(other)).toEqual(['Alpha', 'Beta', 'Members own']);
  });
});

// Two server processes on one PostgreSQL database, as behind a load balancer: each has its own
// database pool (so its own write watch) and caches; only the Redis bus tells one of the other's
// writes. Each change must reach the other process well inside the caches' TTLs (30 s).
const REDIS_URL = process.env.REDIS_URL;
const DATABASE_URL = process.env.DATABASE_URL;
const twoProcesses = Boolean(REDIS_URL && DATABASE_URL);
if (!twoProcesses)
  console.info('read-caches two-process test skipped: needs REDIS_URL and DATABASE_URL');

describe.skipIf(!twoProcesses)('read caches across processes (REDIS_URL)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDb: Db;
  let w: Workspace;

  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL } });
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.db);
    bDb = createDatabase({ databaseUrl: DATABASE_URL, searchPath: rows[0]!.schema });
    b = await buildApp({ db: bDb, config: loadTestConfig({ REDIS_URL }), clock: a.clock });
    await b.ready();
    w = await workspace(a);
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.destroy();
    await a?.close();
  });

  const onB = (who: Person, url: string) =>
    b.inject({ method: 'GET', url: `/api/v4${url}`, headers: bearer(who.token) });
  const within = { timeout: 10_000 };

  it('hears sign-out, a removal and a new site from the other process', async () => {
    const list = `/company/${w.companyId}/sites?limit=20`;
    expect((await onB(w.guest, list)).statusCode).toBe(200);
    expect((await onB(w.member, list)).statusCode).toBe(200);
    expect((await onB(w.owner, list)).json<TSitePage>().sites).toHaveLength(0);

    expect((await call(a, w.guest, 'PATCH', '/authenticate/logout')).statusCode).toBe(204);
    await expect.poll(async () => (await onB(w.guest, list)).statusCode, within).toBe(401);

    const removed = await call(
      a,
      w.owner,
      'DELETE',
      `/company/${w.companyId}/members/${w.member.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    await expect.poll(async () => (await onB(w.member, list)).statusCode, within).toBe(403);

    const created = await call(a, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'From A',
      geometry: FIELD,
    });
    expect(created.statusCode, created.body).toBe(201);
    await expect
      .poll(async () => (await onB(w.owner, list)).json<TSitePage>().sites.length, within)
      .toBe(1);
  });
});
