// Builds the real app on a fresh database per test file (STYLE.md "Tests"): in-memory PGlite, or
// on Postgres (DATABASE_URL) a random schema that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app.ts';
import { createManualClock } from '../clock.ts';
import { loadTestConfig, type AppConfig } from '../config/index.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { registerTestDb } from './helpers.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  clock: ReturnType<typeof createManualClock>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string | undefined>;
  /** Runs before app.ready(), e.g. to add a route that throws. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Use the wall clock instead of a manual one (OIDC tokens are issued in real time). */
  realTime?: boolean;
  /** Fastify logger options (default: no logging); the log-redaction test passes a stream. */
  logger?: AppDeps['logger'];
};

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadTestConfig(options.env);
  const clock = createManualClock(options.realTime ? new Date() : undefined);
  if (options.realTime) clock.now = () => new Date();

  let schema: string | undefined;
  if (config.databaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const db = createDatabase({ databaseUrl: config.databaseUrl, searchPath: schema });
  const dropSchema = async () => {
    if (!schema || !config.databaseUrl) return;
    await underSchemaLock(config.databaseUrl, (client) =>
      client.query(`drop schema if exists ${schema} cascade`),
    );
  };
  try {
    if (config.databaseUrl) await underSchemaLock(config.databaseUrl, () => migrateToLatest(db));
    else await migrateToLatest(db);
    const app = await buildApp({ db, config, clock, logger: options.logger });
    registerTestDb(app, db);
    await options.beforeReady?.(app);
    await app.ready();
    return {
      app,
      db,
      config,
      clock,
      close: async () => {
        await app.close();
        await db.destroy();
        await dropSchema();
      },
    };
  } catch (error) {
    await db.destroy();
    await dropSchema();
    throw error;
  }
}

/**
 * A second app on the same database with other settings (e.g. a 1 ms planning deadline), so a
 * test can set up through the first and send the request under test to the second; tokens work on
 * both (the same test secrets). Close it before the first.
 */
export async function buildSiblingApp(
  t: TestApp,
  env: Record<string, string | undefined>,
): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: loadTestConfig(env), clock: t.clock });
  registerTestDb(app, t.db);
  await app.ready();
  return app;
}

// Test files run in parallel, each in its own schema of one Postgres database. Kysely's migrator
// introspects the tables of every schema, and a schema dropped by another file's teardown during
// that scan fails it with 'schema "test_…" does not exist'. One advisory lock around migrating
// and dropping serialises the two (a few hundred milliseconds per file) and removes the race.
const SCHEMA_LOCK = 7_420_001;
async function underSchemaLock<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await client.end();
  }
}
