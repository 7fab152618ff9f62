// The Kysely instance: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL
// is set (DESIGN.md, "Runtime pieces"). Both run the same migrations and the same SQL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { preparingPool } from './prepared-pool.ts';
import type { Database } from './schema.ts';
import { watchWrites, type WriteWatch } from './write-watch.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** Postgres schema to use (tests give each file its own). */
  searchPath?: string | undefined;
};

const watches = new WeakMap<Db, WriteWatch>();
const pools = new WeakMap<Db, pg.Pool>();

/** Connections of a PostgreSQL pool, for /metrics; PGlite has one in-process connection. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export function createDatabase(options: DatabaseOptions): Db {
  let pool: pg.Pool | undefined;
  const { dialect, watch } = watchWrites(
    createDialect(options, (created) => {
      pool = created;
    }),
  );
  const db = new Kysely<Database>({ dialect });
  watches.set(db, watch);
  if (pool) pools.set(db, pool);
  return db;
}

/** The pool's connection counts, or undefined on PGlite. */
export function poolStatsOf(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 10,
  };
}

/** Every write through `db` (a createDatabase instance), for the read caches (decision 260). */
export function writeWatchOf(db: Db): WriteWatch | undefined {
  return watches.get(db);
}

function createDialect(
  { databaseUrl, pgliteDir, searchPath }: DatabaseOptions,
  onPool: (pool: pg.Pool) => void,
): Dialect {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      options: [NO_PARALLEL, ...(searchPath ? [`-c search_path=${searchPath}`] : [])].join(' '),
    });
    onPool(pool);
    return new PostgresDialect({ pool: preparingPool(pool) });
  }
  if (pgliteDir) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const pglite = new PGlite(pgliteDir);
  // Queued before any other statement (PGlite runs them in order once open). A failure here
  // means the database did not open, which the first real query reports.
  pglite.exec('set max_parallel_workers_per_gather = 0').catch(() => undefined);
  return new PGliteDialect(pglite);
}

/**
 * Parallel query off on every connection: this server's statements read a few hundred rows at
 * most (site list pages, one site, a session), where starting workers costs more than the query,
 * and more still on a busy 2-core machine (bench/sites, bench/api; decision 150). The site list
 * once set it per page with SET LOCAL inside a transaction: three extra statements per page.
 */
const NO_PARALLEL = '-c max_parallel_workers_per_gather=0';

/** Cheap liveness probe for GET /api/health. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
