// Site list at scale (issue 4): seeds 100,000 sites in one workspace, then times the list use-case
// (page, count and hydration queries, no HTTP) for the Sites page's calls: filters, search (a
// word no site has too), Flown By, grouping and per-group pages, a restricted member (default
// access none: their own sites and those shared with them) and a personal workspace listing
// sites shared in from the big one. Prints p50/p95 per scenario. PGlite always (in memory); PostgreSQL too when DATABASE_URL is set (a scratch schema,
// dropped afterwards). Target: p95 under 50 ms. Run: `npm run bench:sites -w @sortie/bench`.
// SITES=20000 seeds fewer sites for a quick look.
import { randomBytes, randomUUID } from 'node:crypto';
import type { TListSitesQuery } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import type { Membership } from '../../apps/server/src/access/index.ts';
import { createSitesService } from '../../apps/server/src/modules/sites/index.ts';

/** Every seeded site is the same point: the list queries under test never read geometry. */
const POINT_GEOMETRY = JSON.stringify({ type: 'Point', coordinates: [77.59, 12.97] });
const POINT_SITE = {
  site_type: 'point' as const,
  geometry: POINT_GEOMETRY,
  outline: POINT_GEOMETRY,
  centroid_lng: 77.59,
  centroid_lat: 12.97,
  bbox_west: 77.59,
  bbox_south: 12.97,
  bbox_east: 77.59,
  bbox_north: 12.97,
};
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

type Seeded = { companyId: string; users: string[]; personalId: string };

/** Site ids, newest last, picked deterministically for shares and pilots. */
async function pickSites(db: Db, companyId: string, every: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sites')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.filter((_, i) => i % every === 0).map((r) => r.id);
}

async function seed(db: Db): Promise<Seeded> {
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
        ...POINT_SITE,
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
  // users[1] is a member of a workspace whose default access is none (restricted), with 500
  // sites shared with them; users[2] has a personal workspace with 10 sites of its own and 50
  // shared in from the big one; pilots flew 5% of the sites (Flown By).
  await sql`update companies set default_member_access_level = 'none' where id = ${companyId}`.execute(
    db,
  );
  await sql`insert into company_members (company_id, user_id, role, created_at)
    values (${companyId}, ${users[1]}, 'member', ${NOW})`.execute(db);
  const shareRow = (siteId: string, userId: string, invite: boolean) => ({
    id: randomUUID(),
    site_id: siteId,
    company_id: companyId,
    user_id: userId,
    email: null,
    access_level: 'view' as const,
    invite,
    created_by: users[0]!,
    created_at: NOW,
  });
  const shared = await pickSites(db, companyId, 200);
  await db
    .insertInto('site_shares')
    .values(shared.map((id) => shareRow(id, users[1]!, false)))
    .execute();
  const personalId = randomUUID();
  await sql`insert into companies (id, name, personal_space, plan_key, plan_name, etag, created_by, created_at, updated_at)
    values (${personalId}, 'Personal', true, '', 'Free', 'e', ${users[2]}, ${NOW}, ${NOW})`.execute(
    db,
  );
  await sql`insert into company_members (company_id, user_id, role, created_at)
    values (${personalId}, ${users[2]}, 'owner', ${NOW})`.execute(db);
  await db
    .insertInto('sites')
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        id: randomUUID(),
        company_id: personalId,
        name: `My Plot ${i}`,
        ...POINT_SITE,
        created_by: users[2]!,
        created_at: new Date(NOW.getTime() - i * DAY),
        updated_at: NOW,
        etag: randomUUID(),
      })),
    )
    .execute();
  const sharedIn = await pickSites(db, companyId, 2000);
  await db
    .insertInto('site_shares')
    .values(sharedIn.map((id) => shareRow(id, users[2]!, true)))
    .execute();
  const flown = await pickSites(db, companyId, 20);
  for (let i = 0; i < flown.length; i += BATCH) {
    await db
      .insertInto('site_pilots')
      .values(
        flown.slice(i, i + BATCH).map((siteId, k) => ({
          site_id: siteId,
          user_id: users[3 + ((i + k) % 5)]!,
          last_flown_at: NOW,
        })),
      )
      .execute();
  }
  await sql`analyze`.execute(db);
  return { companyId, users, personalId };
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
  const { companyId, users, personalId } = await seed(db);
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
      // As the users module answers: one query for the page's creators and pilots.
      namesOf: async (ids) => {
        if (ids.length === 0) return new Map<string, string | null>();
        const rows = await db
          .selectFrom('users')
          .select(['id', 'name'])
          .where('id', 'in', ids)
          .execute();
        return new Map(rows.map((r) => [r.id, r.name]));
      },
    },
  });
  const actor: Membership = {
    userId: users[0]!,
    companyId,
    role: 'owner',
    personalSpace: false,
    defaultMemberAccessLevel: 'view',
    planKey: 'pro',
  };
  // A member of a workspace whose default access is none sees only their own and shared sites.
  const restricted: Membership = {
    ...actor,
    userId: users[1]!,
    role: 'member',
    defaultMemberAccessLevel: 'none',
  };
  const personal: Membership = {
    ...actor,
    userId: users[2]!,
    companyId: personalId,
    personalSpace: true,
  };
  const listAs = (who: Membership, q: Partial<TListSitesQuery>) =>
    sites.list(who, { limit: 20, direction: 'lt', ...q });
  const list = (q: Partial<TListSitesQuery>) => listAs(actor, q);
  const f = (filters: object) => ({ filters: JSON.stringify(filters) });

  // The cursor of page 50: walk 49 pages once, as a user pressing Load More would.
  let value: string | undefined;
  for (let i = 0; i < 49; i++) {
    const page = (await list(value ? { value } : {})) as { next_value: string | null };
    value = page.next_value ?? undefined;
  }
  const grouped = (await list({ group_by: 'created_at' })) as {
    groups: Partial<Record<string, { next_value: string | null }>>;
  };
  const groupCursor = grouped.groups.last_3_months?.next_value ?? undefined;
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
    await measure('search_query "zzyzx" (no match)', () => list(f({ search_query: 'zzyzx' }))),
    await measure('filter pilots / Flown By [1 pilot]', () => list(f({ pilots: [users[4]] }))),
    await measure('grouped by created_at (4 groups)', () => list({ group_by: 'created_at' })),
    await measure('grouped by status (3 groups)', () => list({ group_by: 'status' })),
    await measure('group last_3_months, page 2', () =>
      list({ group_by: 'created_at', group: 'last_3_months', value: groupCursor! }),
    ),
    await measure('restricted member, first page', () => listAs(restricted, {})),
    await measure('restricted member, search "orchard"', () =>
      listAs(restricted, f({ search_query: 'orchard' })),
    ),
    await measure('personal workspace (10 own + 50 shared in)', () => listAs(personal, {})),
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
