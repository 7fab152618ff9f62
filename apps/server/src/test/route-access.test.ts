// Tenant isolation, table-driven over every route (DESIGN.md "API conventions"): each route of
// the server is called as every actor and must answer one of the statuses its entry in
// route-access-table.ts allows, and no body may leak a stack trace. A route without an entry
// fails the first test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeCatalogue } from '../http/route-catalogue.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { CROSS_TENANT, ROUTE_ACCESS, type RouteAccess } from './route-access-table.ts';
import { ACTORS, headersFor, rosterMaker, seedRoster, type Actor, type Roster } from './roster.ts';

/** The roster object a path parameter names, by the path segment before it. */
const OBJECT_BY_SEGMENT = {
  sites: 'siteId',
  collections: 'collectionId',
  missions: 'missionId',
  invites: 'inviteId',
  shares: 'shareId',
} as const;

/**
 * Fills a URL pattern: :companyId is the roster's workspace, a parameter after sites/,
 * collections/, missions/, invites/ or shares/ the roster's real object, anything else (and
 * ':x', used for ids in bodies that should name nothing) a random UUID.
 */
function fillFor(r: Roster): (pattern: string) => string {
  return (pattern) =>
    pattern
      .replace(/(?:\/([\w-]+))?\/:(\w+)|^:(\w+)$/g, (match, segment?: string, name?: string) => {
        if (!name) return randomUUID();
        if (name === 'companyId') return `/${segment}/${r.companyId}`;
        const key = OBJECT_BY_SEGMENT[segment as keyof typeof OBJECT_BY_SEGMENT];
        const id = key && r.objects ? r.objects[key] : randomUUID();
        return match.replace(`:${name}`, id);
      })
      .replace(/\*$/, '');
}

/** Whether a call names objects of the roster's workspace: path parameters or ids in its body. */
function hasObjectIds(entry: RouteAccess): boolean {
  return /:(?!companyId\b)\w+/.test(entry.url) || entry.crossTenant !== undefined;
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route access: every route × every actor', () => {
  let t: TestApp;
  let roster: Roster;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-access-'));
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    roster = await seedRoster(t.app, t.db, { objects: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has exactly one entry per route of the server', () => {
    const routes = routeCatalogue(t.app).map(key);
    const table = ROUTE_ACCESS.map(key);
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.filter((r) => !table.includes(r)),
      'routes without an access entry',
    ).toEqual([]);
    expect(
      table.filter((e) => !routes.includes(e)),
      'entries for no route',
    ).toEqual([]);
    expect(
      table.filter((e, i) => table.indexOf(e) !== i),
      'duplicate entries',
    ).toEqual([]);
  });

  const call = async (entry: RouteAccess, r: Roster) => {
    const failures: string[] = [];
    const make = rosterMaker(t.app, r);
    const send = async (actor: Actor, roster: Roster) => {
      const fill = fillFor(roster);
      const spec = (await entry.request?.({ roster, actor, fill, make })) ?? {};
      return t.app.inject({
        method: entry.method,
        url: spec.url ?? fill(entry.url),
        headers: { ...headersFor(roster, actor), ...spec.headers },
        ...(spec.payload !== undefined
          ? { payload: spec.payload as InjectOptions['payload'] }
          : {}),
      });
    };
    for (const actor of ACTORS) {
      const res = await send(actor, r);
      const allowed = entry.expect[actor];
      // No route, allowed or refused, leaks a stack trace or the server's file paths.
      if (/\bat .+\.(ts|js):\d+|"stack"\s*:|\/work\/|node_modules/.test(res.body)) {
        failures.push(`${actor}: the body leaks internals: ${res.body.slice(0, 160)}`);
      }
      if (!allowed.includes(res.statusCode)) {
        failures.push(
          `${actor}: got ${res.statusCode}, want ${allowed.join('|')}: ${res.body.slice(0, 160)}`,
        );
      } else if (
        actor === 'outsider' &&
        res.statusCode === 403 &&
        entry.url.includes(':companyId')
      ) {
        // Outsiders learn only that they are not part of the workspace.
        const type = res.json<{ error?: { type?: string } }>().error?.type;
        if (type !== 'user_not_part_of_company') failures.push(`outsider: 403 ${String(type)}`);
      }
    }
    // Cross-tenant: the outsider, inside their own company workspace, names the roster
    // workspace's real objects (path ids and the ids in the body); never a 2xx.
    if (entry.url.includes(':companyId') && hasObjectIds(entry)) {
      const own: Roster = { ...r, companyId: r.outsiderCompanyId };
      const res = await send('outsider', own);
      const allowed = entry.crossTenant ?? CROSS_TENANT;
      if (!allowed.includes(res.statusCode)) {
        failures.push(
          `outsider in their own workspace: got ${res.statusCode}, want ${allowed.join('|')}: ${res.body.slice(0, 160)}`,
        );
      }
    }
    return failures;
  };

  for (const entry of ROUTE_ACCESS) {
    it(`${entry.method} ${entry.url}`, async () => {
      const r = entry.fresh ? await seedRoster(t.app, t.db, { objects: true }) : roster;
      expect(await call(entry, r)).toEqual([]);
    });
  }
});
