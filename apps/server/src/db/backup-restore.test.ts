// scripts/backup.sh and scripts/restore.sh round-trip (issue 18 §6): a real app writes users,
// workspaces and a stored file; the server stops; backup; the database and files are wiped;
// restore; the same rows and bytes are back. PGlite (stop-and-copy) by default, PostgreSQL
// (pg_dump of the test's own schema) when DATABASE_URL is set.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createManualClock } from '../clock.ts';
import { loadTestConfig } from '../config/index.ts';
import { createStorage } from '../storage/index.ts';
import { registerUser } from '../test/helpers.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const SCRIPTS = path.resolve(import.meta.dirname, '../../../../scripts');

describe('backup and restore', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-backup-'));
  const config = loadTestConfig({ DATA_DIR: dataDir, S3_BUCKET: undefined });
  const schema = config.databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const sql = async (text: string) => {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  const open = (): Db =>
    createDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(dataDir, 'db'),
      searchPath: schema,
    });
  const run = (script: string, args: string[]) =>
    execFileSync('bash', [path.join(SCRIPTS, script), ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: config.databaseUrl ?? '',
        PG_SCHEMA: schema ?? '',
        S3_BUCKET: '',
        // Nothing listens here: the PGlite stop-and-copy check must see a stopped server.
        SORTIE_HEALTH_URL: 'http://127.0.0.1:9/api/health',
      },
    });
  const snapshot = async (db: Db) => ({
    users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    companies: await db.selectFrom('companies').selectAll().orderBy('id').execute(),
  });

  afterAll(async () => {
    if (schema) await sql(`drop schema if exists ${schema} cascade`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('backs up, wipes, restores and finds the same rows and files', async () => {
    if (schema) await sql(`create schema ${schema}`);
    let db = open();
    await migrateToLatest(db);
    const app = await buildApp({ db, config, clock: createManualClock() });
    await app.ready();
    await registerUser(app, { name: 'Backup Asha' });
    await registerUser(app, { name: 'Backup Ravi' });
    const bytes = randomBytes(64 * 1024);
    await createStorage(config).put('logos/backup-test.bin', bytes);
    const before = await snapshot(db);
    expect(before.users.length).toBeGreaterThanOrEqual(2);
    await app.close();
    await db.destroy();

    const backup = run('backup.sh', [path.join(dataDir, 'backups')])
      .trim()
      .split('\n')
      .pop()!;
    const manifest = fs.readFileSync(path.join(backup, 'manifest'), 'utf8');
    expect(manifest).toContain(schema ? 'database=postgres' : 'database=pglite');
    expect(manifest).toContain('files=local');

    // Wipe: the database and the files are gone.
    if (schema) await sql(`drop schema ${schema} cascade`);
    else fs.rmSync(path.join(dataDir, 'db'), { recursive: true });
    fs.rmSync(path.join(dataDir, 'files'), { recursive: true });

    expect(run('restore.sh', [backup])).toContain('restored');
    db = open();
    try {
      expect(await snapshot(db)).toEqual(before);
      expect(await createStorage(config).read('logos/backup-test.bin')).toEqual(bytes);
    } finally {
      await db.destroy();
    }
    // An on-disk PGlite, migrations, an app and two tar runs: slow on a loaded 2-core machine.
  }, 240_000);

  it('refuses to copy PGlite while the server answers', async () => {
    if (schema) return;
    const server = http.createServer((_req, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      // Asynchronous: this process's server must answer the script's health check.
      await expect(
        promisify(execFile)('bash', [path.join(SCRIPTS, 'backup.sh'), path.join(dataDir, 'b2')], {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SORTIE_HEALTH_URL: `http://127.0.0.1:${port}/api/health`,
          },
        }),
      ).rejects.toThrow(/stop it first/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
