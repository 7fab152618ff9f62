// Site list at scale (issue 4): seeds 100,000 sites in one workspace, then times the list use-case
// (page, count and hydration queries, no HTTP) for the Sites page's calls. Prints p50/p95 per
// scenario. PGlite always (in memory); PostgreSQL too when DATABASE_URL is set (a scratch schema,
// dropped afterwards). Target: p95 under 50 ms. Run: `npm run bench:sites -w @sortie/bench`.
// SITES=20000 seeds fewer sites for a quick look.
import { randomBytes, randomUUID } from 'node:crypto';
import type { TListSitesQuery } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createSitesService, type Membership } from '../../apps/server/src/modules/sites/index.ts';

const SITES = Number(process.env.SITES ?? 100_000);
const BATCH = 1000;
const RUNS = Number(process.env.RUNS ?? 40);
const NOW = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;

const WORDS = [
  'North',
  'South',
  'East',
  'West',
  'River',
  'Hill',
  'Canal',
  'Orchard',
  'Quarry',
  'Mill',
];
const KINDS = ['Farm', 'Field', 'Road', 'Tower', 'Pipeline', 'Plot', 'Estate', 'Mine'];
const STATUSES = ['new', 'in_progress', 'complete'] as const;

/** A deterministic pseudo-random sequence (mulberry32) so runs are comparable. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(db: Db): Promise<{ companyId: string; users: string[] }> {
  const companyId = randomUUID();
  const users = Array.from({ length: 20 }, () => randomUUID());
  for (const [i, id] of users.entries()) {
    await sql`insert into users (id, name, email, created_at, updated_at)
      values (${id}, ${`Pilot ${i}`}, ${`pilot${i}-${id}@example.com`}, ${NOW}, ${NOW})`.execute(
      db,
    );
  }
  await sql`insert into companies (id, name, plan_key, plan_name, etag, created_by, created_at, updated_at)
    values (${companyId}, 'Bench Co', 'no_limit', 'No Limit', 'e', ${users[0]}, ${NOW}, ${NOW})`.execute(
    db,
  );
  await sql`insert into company_members (company_id, user_id, role, created_at)
    values (${companyId}, ${users[0]}, 'owner', ${NOW})`.execute(db);
  const random = rng(42);
  const geometry = JSON.stringify({ type: 'Point', coordinates: [77.59, 12.97] });
  for (let done = 0; done < SITES; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, SITES - done) }, (_, k) => {
      const n = done + k;
      // Two years of sites, denser recently.
      const ageDays = Math.floor(730 * random() ** 2);
      const at = new Date(NOW.getTime() - ageDays * DAY - Math.floor(random() * DAY));
      const word = WORDS[Math.floor(random() * WORDS.length)]!;
      const kind = KINDS[Math.floor(random() * KINDS.length)]!;
      return {
        id: randomUUID(),
        company_id: companyId,
        name: `${word} ${kind} ${n}`,
        site_type: 'point' as const,
        geometry,
        centroid_lng: 77.59,
        centroid_lat: 12.97,
        bbox_west: 77.59,
        bbox_south: 12.97,
        bbox_east: 77.59,
        bbox_north: 12.97,
        thumbnail_svg: '<svg/>',
        status: STATUSES[Math.floor(random() * 3)]!,
        created_by: users[Math.floor(random() * users.length)]!,
        created_at: at,
        updated_at: at,
        etag: randomUUID(),
      };
    });
    await db.insertInto('sites').values(rows).execute();
    if ((done / BATCH) % 20 === 19) process.stdout.write(`  seeded ${done + BATCH}\n`);
  }
  await sql`analyze`.execute(db);
  return { companyId, users };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { name, p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

async function run(label: string, db: Db): Promise<void> {
  const t0 = performance.now();
  await migrateToLatest(db);
  const { companyId, users } = await seed(db);
  console.log(
    `${label}: seeded ${SITES} sites in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const sites = createSitesService({
    db,
    clock: { now: () => NOW },
    gate: { findMembership: () => Promise.resolve(null) },
    features: {
      can: () => Promise.resolve(true),
      consume: () => Promise.resolve(),
      release: () => Promise.resolve(),
    },
    users: {
      getRecord: (id) => Promise.resolve({ id, name: 'Owner', email: null }),
      findByEmail: () => Promise.resolve(undefined),
    },
  });
  const actor: Membership = {
    userId: users[0]!,
    companyId,
    role: 'owner',
    personalSpace: false,
    defaultMemberAccessLevel: 'view',
  };
  const list = (q: Partial<TListSitesQuery>) =>
    sites.list(actor, { limit: 20, direction: 'lt', ...q });
  const f = (filters: object) => ({ filters: JSON.stringify(filters) });

  // The cursor of page 50: walk 49 pages once, as a user pressing Load More would.
  let value: string | undefined;
  for (let i = 0; i < 49; i++) {
    const page = (await list(value ? { value } : {})) as { next_value: string | null };
    value = page.next_value ?? undefined;
  }
  const results = [
    await measure('first page (20)', () => list({})),
    await measure('page 50 via cursor', () => list({ value: value! })),
    await measure('filter status [complete]', () => list(f({ status: ['complete'] }))),
    await measure('filter created_by [1 user]', () => list(f({ created_by: [users[3]] }))),
    await measure('filter created_between -30d', () => list(f({ created_between: '-30d' }))),
    await measure('filter date range (1 month, a year ago)', () =>
      list(f({ created_between: ['2025-10-01T00:00:00Z', '2025-10-31T23:59:59Z'] })),
    ),
    await measure('search_query "orchard"', () => list(f({ search_query: 'orchard' }))),
    await measure('search_query "river mine 4"', () => list(f({ search_query: 'river mine 4' }))),
    await measure('grouped by created_at (4 groups)', () => list({ group_by: 'created_at' })),
    await measure('grouped by status (3 groups)', () => list({ group_by: 'status' })),
  ];
  console.log(`\n${label}, ${SITES} sites, ${RUNS} runs each (ms)`);
  console.log(`| scenario | p50 | p95 |\n|---|---:|---:|`);
  for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`);
  console.log('');
}

const pglite = createDatabase({});
try {
  await run('PGlite', pglite);
} finally {
  await pglite.destroy();
}

const url = process.env.DATABASE_URL;
if (url) {
  const schema = `bench_sites_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const db = createDatabase({ databaseUrl: url, searchPath: schema });
  try {
    await run('PostgreSQL', db);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
