// The server under load for bench/api (run.ts starts it as a child process, so the load generator
// does not share its event loop): the real app on the real database (in-memory PGlite, or a
// scratch schema of DATABASE_URL), seeded through the API like a real client: a user signs up,
// creates a company and uploads SITES sites of realistic shapes. Prints one JSON line with the
// port, token and ids on stdout, then serves until killed (SIGTERM drops the scratch schema).
import { randomBytes } from 'node:crypto';
import type { TSessionResponse, TSite } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadTestConfig } from '../../apps/server/src/config/index.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { siteGeometry } from './shapes.ts';

const SITES = Number(process.env.SITES ?? 1000);
const databaseUrl = process.env.DATABASE_URL || undefined;

async function main(): Promise<void> {
  let schema: string | undefined;
  if (databaseUrl) {
    schema = `bench_api_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config = loadTestConfig({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' });
  const db = createDatabase({ databaseUrl, searchPath: schema });
  await migrateToLatest(db);
  const app = await buildApp({ db, config, clock: systemClock });
  let served = 0;
  app.addHook('onResponse', (_request, _reply, done) => {
    served += 1;
    done();
  });
  await app.ready();

  const json = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/v4${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };
  const session = await json<TSessionResponse>('POST', '/register', undefined, {
    name: 'Bench Owner',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Flight-plan-42',
  });
  const token = String(session.id_token);
  const company = await json<{ id: string }>('POST', '/company', token, { name: 'Bench Survey' });
  // A paid plan: the free one stops at a few sites.
  await sql`update companies set plan_key = 'no_limit', plan_name = 'No Limit'
    where id = ${company.id}`.execute(db);
  let siteId = '';
  const t0 = performance.now();
  for (let i = 0; i < SITES; i++) {
    const site = await json<TSite>('POST', `/company/${company.id}/sites`, token, {
      name: `Site ${i}`,
      ...siteGeometry(i),
    });
    siteId = site.id;
  }
  await sql`analyze`.execute(db);
  process.stderr.write(`seeded ${SITES} sites in ${Math.round(performance.now() - t0)} ms\n`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(
    `${JSON.stringify({ port, token, companyId: company.id, siteId, userId: session.user.id })}\n`,
  );

  // The parent asks for this process's CPU time around each route's run: CPU ms per request
  // compares runs on a busy machine better than requests per second do.
  process.on('message', () => {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMs: (user + system) / 1000, served });
  });

  const stop = async () => {
    await app.close();
    await db.destroy();
    if (schema && databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
