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
import { ROUTE_ACCESS, type RouteAccess } from './route-access-table.ts';
import { ACTORS, headersFor, seedRoster, type Roster } from './roster.ts';

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('route access: every route × every actor', () => {
  let t: TestApp;
  let roster: Roster;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-access-'));
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    roster = await seedRoster(t.app, t.db);
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
    for (const actor of ACTORS) {
      const fill = (pattern: string) =>
        pattern
          .replace(/:(\w+)/g, (_m, name: string) =>
            name === 'companyId' ? r.companyId : randomUUID(),
          )
          .replace(/\*$/, '');
      const spec = (await entry.request?.({ roster: r, actor, fill })) ?? {};
      const res = await t.app.inject({
        method: entry.method,
        url: spec.url ?? fill(entry.url),
        headers: { ...headersFor(r, actor), ...spec.headers },
        ...(spec.payload !== undefined
          ? { payload: spec.payload as InjectOptions['payload'] }
          : {}),
      });
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
    return failures;
  };

  for (const entry of ROUTE_ACCESS) {
    it(`${entry.method} ${entry.url}`, async () => {
      const r = entry.fresh ? await seedRoster(t.app, t.db) : roster;
      expect(await call(entry, r)).toEqual([]);
    });
  }
});
