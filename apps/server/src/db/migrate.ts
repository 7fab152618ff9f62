// Runs the frozen migrations of src/db/migrations with Kysely's Migrator. The folder is the list:
// files named <yyyy-mm-dd>-<nnn>-<name>.ts run in name order, so helpers working in parallel
// add a file and nothing else (a registry here would be a merge conflict per issue).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// .js in the compiled server (apps/server/dist/migrations, decision 417); same names either way.
const MIGRATION_FILE = /^(\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+)\.(ts|js)$/;

class FolderProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const name = file.replace(/\.(ts|js)$/, '');
      migrations[name] = (await import(
        pathToFileURL(path.join(MIGRATIONS_DIR, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typeless by design
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Name the schema: without it Kysely looks for its bookkeeping tables in every schema and can
  // pick up another schema's (several test schemas, or other apps, in one Postgres database).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider: new FolderProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
