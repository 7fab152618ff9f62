// The audit log on the real server and database: a site rename and a role change leave entries
// with before and after, actor, IP and request id; a change whose transaction rolls back leaves
// none; only managers read their workspace's log, only the Super Admin reads everyone's; CSV
// export and filters; entries past the configured retention are swept.
import { randomUUID } from 'node:crypto';
import type { TAuditLogPage } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { headersFor, seedRoster, type Actor, type Roster } from '../../test/roster.ts';
import { recordAudit } from './index.ts';

describe('audit log', () => {
  let t: TestApp;
  let r: Roster;
  const logUrl = () => `/api/v4/company/${r.companyId}/audit-log`;
  const get = (actor: Actor, url: string) =>
    t.app.inject({ method: 'GET', url, headers: headersFor(r, actor) });
  const page = async (actor: Actor, query: string) => {
    const res = await get(actor, `${logUrl()}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TAuditLogPage>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    r = await seedRoster(t.app, t.db, { objects: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a site rename with the name before and after, the actor, IP and request id', async () => {
    const siteUrl = `/api/v4/company/${r.companyId}/sites/${r.objects!.siteId}`;
    const site = await get('owner', siteUrl);
    const before = site.json<{ name: string }>().name;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: siteUrl,
      headers: { ...headersFor(r, 'owner'), 'if-match': site.headers.etag as string },
      payload: { name: 'North field (renamed)' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const { entries } = await page('admin', `entity=site&entity_id=${r.objects!.siteId}`);
    const entry = entries.find((e) => e.action === 'updated');
    expect(entry).toMatchObject({
      entity: 'site',
      entity_id: r.objects!.siteId,
      company_id: r.companyId,
      actor_id: r.people.owner.id,
      actor_email: r.people.owner.email,
      before: { name: before },
      after: { name: 'North field (renamed)' },
      request_id: renamed.headers['x-request-id'],
    });
    expect(entry!.ip).toBe('127.0.0.1');
    // Only what changed: the rename touched nothing else.
    expect(Object.keys(entry!.after!)).toEqual(['name']);
    // The creation is there too, from the roster's set-up.
    expect(entries.some((e) => e.action === 'created' && e.after?.name === before)).toBe(true);
  });

  it('records a role change with the role before and after', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/company/${r.companyId}/members/${r.people.member.id}`,
      headers: headersFor(r, 'owner'),
      payload: { role: 'admin' },
    });
    expect(res.statusCode, res.body).toBe(204);
    const { entries } = await page('owner', `entity=member&action=role_changed`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity_id: r.people.member.id,
      actor_id: r.people.owner.id,
      before: { role: 'member' },
      after: { role: 'admin' },
    });
    // Back, so the roster keeps its shape for the RBAC test below.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/company/${r.companyId}/members/${r.people.member.id}`,
      headers: headersFor(r, 'owner'),
      payload: { role: 'member' },
    });
  });

  it('leaves no entry when the change’s transaction rolls back', async () => {
    const entityId = randomUUID();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          { userId: r.people.owner.id, companyId: r.companyId },
          { entity: 'site', entityId, action: 'deleted', before: { name: 'gone' } },
        );
        throw new Error('the change failed after its record was written');
      }),
    ).rejects.toThrow('the change failed');
    expect((await page('owner', `entity_id=${entityId}`)).entries).toEqual([]);

    // And through a route: a refused role change (owners only touch admins) records nothing.
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/company/${r.companyId}/members/${r.people.owner.id}`,
      headers: headersFor(r, 'admin'),
      payload: { role: 'member' },
    });
    expect(refused.statusCode).toBe(403);
    const changes = await page('owner', `entity_id=${r.people.owner.id}`);
    expect(changes.entries).toEqual([]);
  });

  it('lets managers read their workspace’s log and only the Super Admin read every log', async () => {
    const statuses = async (url: string) =>
      Object.fromEntries(
        await Promise.all(
          (
            ['anonymous', 'outsider', 'super_admin', 'guest', 'member', 'admin', 'owner'] as const
          ).map(async (a) => [a, (await get(a, url)).statusCode] as const),
        ),
      );
    const company = {
      anonymous: 401,
      outsider: 403,
      super_admin: 403,
      guest: 403,
      member: 403,
      admin: 200,
      owner: 200,
    };
    expect(await statuses(logUrl())).toEqual(company);
    expect(await statuses(`${logUrl()}/csv`)).toEqual(company);
    const staff = {
      anonymous: 401,
      outsider: 403,
      super_admin: 200,
      guest: 403,
      member: 403,
      admin: 403,
      owner: 403,
    };
    expect(await statuses('/api/v4/audit-log')).toEqual(staff);
    expect(await statuses('/api/v4/audit-log/csv')).toEqual(staff);

    // A manager naming another workspace still reads their own.
    const other = await page('admin', `company_id=${r.outsiderCompanyId}`);
    expect(other.entries.length).toBeGreaterThan(0);
    expect(other.entries.every((e) => e.company_id === r.companyId)).toBe(true);
    // The Super Admin filters by workspace and sees its name.
    const res = await get('super_admin', `/api/v4/audit-log?company_id=${r.companyId}&limit=200`);
    const all = res.json<TAuditLogPage>();
    expect(all.entries.length).toBeGreaterThan(0);
    expect(all.entries.every((e) => e.company_id === r.companyId)).toBe(true);
    expect(all.entries[0]!.company_name).toMatch(/^Roster /);
  });

  it('exports CSV with the filters and pages with a cursor', async () => {
    const csv = await get('owner', `${logUrl()}/csv?entity=member`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('audit-log.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'at,company_id,company_name,actor_id,actor_name,actor_email,ip,request_id,entity,entity_id,action,before,after',
    );
    expect(lines.slice(1).every((l) => l.includes(',member,'))).toBe(true);
    expect(csv.body).toContain('""role"":""admin""');

    const first = await page('owner', 'limit=1');
    expect(first.entries).toHaveLength(1);
    expect(first.next_cursor).not.toBeNull();
    const second = await page('owner', `limit=1&cursor=${first.next_cursor}`);
    expect(Number(second.entries[0]!.id)).toBeLessThan(Number(first.entries[0]!.id));

    for (const bad of [
      'limit=0',
      'limit=100000',
      'cursor=abc',
      'entity=spaceship',
      'from=yesterday',
    ])
      expect((await get('owner', `${logUrl()}?${bad}`)).statusCode, bad).toBe(400);
  });

  it('sweeps entries older than AUDIT_RETENTION_DAYS when an app starts', async () => {
    const old = randomUUID();
    await sql`insert into audit_log (at, company_id, entity, entity_id, action)
      values (${new Date('2020-01-01T00:00:00Z')}, ${r.companyId}, 'site', ${old}, 'deleted')`.execute(
      t.db,
    );
    expect((await page('owner', `entity_id=${old}`)).entries).toHaveLength(1);
    const sibling = await buildSiblingApp(t, { AUDIT_RETENTION_DAYS: '30' });
    await sibling.close();
    expect((await page('owner', `entity_id=${old}`)).entries).toEqual([]);
    // Recent entries stay.
    expect((await page('owner', 'entity=member')).entries.length).toBeGreaterThan(0);
  });
});
