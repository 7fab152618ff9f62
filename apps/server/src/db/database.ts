// The Kysely instance: embedded PGlite in DATA_DIR/db by default, PostgreSQL when DATABASE_URL
// is set (DESIGN.md, "Runtime pieces"). Both run the same migrations and the same SQL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** Postgres schema to use (tests give each file its own). */
  searchPath?: string | undefined;
};

export function createDatabase(options: DatabaseOptions): Db {
  return new Kysely<Database>({ dialect: createDialect(options) });
}

function createDialect({ databaseUrl, pgliteDir, searchPath }: DatabaseOptions): Dialect {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    return new PostgresDialect({ pool });
  }
  if (pgliteDir) fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
  return new PGliteDialect(new PGlite(pgliteDir));
}

/** Cheap liveness probe for GET /api/health. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}
