// `npm run bench:web:lighthouse -w @sortie/bench`: Lighthouse performance (mobile defaults:
// simulated slow 4G and a 4× slower CPU) of the built web app served by the real server, on the
// landing page (target ≥ 95) and a site page with its planner (target ≥ 80), in Debian's
// Chromium. Run `npm run build` first. The server runs in this process on a random port with an
// in-memory database seeded through the API: a user, a workspace and one site.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_SCHEMA_VERSION } from '@sortie/domain';
import type { TSessionResponse, TSite } from '@sortie/domain/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadTestConfig } from '../../apps/server/src/config/index.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { siteGeometry } from '../api/shapes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// When set, each page's full Lighthouse result (JSON) is written there, to see what blocks.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

const db = createDatabase({ databaseUrl: undefined });
await migrateToLatest(db);
const app = await buildApp({
  db,
  config: loadTestConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, SEED_DEMO: 'false' }),
  clock: systemClock,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function json<T>(method: string, url: string, token?: string, body?: object): Promise<T> {
  const res = await fetch(`${origin}/api/v4${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const session = await json<TSessionResponse>('POST', '/register', undefined, {
  name: 'Bench Pilot',
  email: `lh-${randomBytes(4).toString('hex')}@example.com`,
  password: 'Flight-plan-42',
});
const token = String(session.id_token);
const company = await json<{ id: string }>('POST', '/company', token, { name: 'Bench Survey' });
const site = await json<TSite>('POST', `/company/${company.id}/sites`, token, {
  name: 'Bench field',
  ...siteGeometry(1),
});

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** Signs the browser in as the app would: the session in localStorage of the app's origin. */
async function signIn(): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${chrome.port}/json/new?${origin}/`, { method: 'PUT' });
  const target = (await res.json()) as { webSocketDebuggerUrl: string; id: string };
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.once('open', resolve));
  const items: Record<string, string> = {
    user: JSON.stringify({ ...session.user, web_schema_version: WEB_SCHEMA_VERSION }),
    authorised: 'true',
    id_token: token,
    issued_at: new Date().toISOString(),
    expires_at: session.expires_at,
  };
  const expression = Object.entries(items)
    .map(([k, v]) => `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
    .join('');
  // A new target starts at the app's origin, so its localStorage is the app's.
  const answered = new Promise((resolve) => ws.on('message', resolve));
  ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression } }));
  await answered;
  ws.close();
  await fetch(`http://127.0.0.1:${chrome.port}/json/close/${target.id}`);
}

async function score(url: string, keepStorage: boolean, name: string) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    logLevel: 'error',
  });
  const lhr = result!.lhr;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    bytes: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
  };
}

try {
  const rows: [string, Awaited<ReturnType<typeof score>>, number][] = [];
  rows.push(['landing', await score(`${origin}/`, false, 'landing'), 95]);
  await signIn();
  rows.push([
    'site page (planner)',
    await score(`${origin}/company/${company.id}/sites/${site.id}`, true, 'site-page'),
    80,
  ]);
  console.log('page                  score  target  FCP ms  LCP ms  TBT ms    CLS  transfer KB');
  for (const [name, r, target] of rows) {
    console.log(
      `${name.padEnd(20)} ${String(r.score).padStart(6)} ${String(target).padStart(7)} ${String(r.fcp).padStart(7)} ${String(r.lcp).padStart(7)} ${String(r.tbt).padStart(7)} ${r.cls.toFixed(3).padStart(6)} ${String(r.bytes).padStart(12)}`,
    );
  }
} finally {
  chrome.kill();
  await app.close();
  await db.destroy();
}
