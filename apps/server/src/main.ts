// Wires and listens: config → database → migrations → demo seed (once) → app → demo content
// (once, through the API) → listen, and
// closes cleanly on SIGINT/SIGTERM.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loggerOptions } from './http/logger-options.ts';
import { systemClock } from './clock.ts';
import { loadConfig } from './config/index.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContent } from './db/seed-demo-content.ts';
import { seedDemoNews } from './db/seed-demo-news.ts';
import { seedDemo } from './db/seed-demo.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await migrateToLatest(db);
  const seeded = config.seedDemo ? await seedDemo(db, { clock: systemClock }) : false;
  const app = await buildApp({ db, config, clock: systemClock, logger: loggerOptions(config) });
  if (seeded) app.log.info('demo accounts created (see docs/demo-accounts.md)');
  if (config.seedDemo && (await seedDemoContent(app, { db, clock: systemClock })))
    app.log.info('demo sites, missions and collections created');
  if (config.seedDemo && (await seedDemoNews(app, { db, clock: systemClock })))
    app.log.info('demo news and tips created');
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : `pglite:${path.join(config.dataDir, 'db')}`,
      web: config.webDistDir,
      realtime: config.redisUrl ? 'redis' : 'in-process',
      mqtt: config.mqtt.url ? 'external' : `embedded:${config.mqtt.port}`,
    },
    'starting',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // The planning workers compile the engine on start; do it now, not on the first plan.
  app.workPool.warm();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
