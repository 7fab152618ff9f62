// Modules never read or write each other's tables (docs/architecture.md, decision 270). The
// owner of a table is the module whose table.ts declares its type in db/schema.ts. A module's
// queries (Kysely calls and raw SQL alike) may name its own tables and views, and may read
// another module's read views (`*_view`, created in migrations, typed in the owner's table.ts);
// nothing else. Import lint cannot see a table name in a string, so this test reads the source.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
const modulesDir = path.join(src, 'modules');

/** Table or view name → owning module, from db/schema.ts. */
function owners(): Map<string, string> {
  const schema = fs.readFileSync(path.join(src, 'db/schema.ts'), 'utf8');
  const typeOwner = new Map<string, string>();
  for (const m of schema.matchAll(
    /import type \{([^}]*)\} from '\.\.\/modules\/([\w-]+)\/table\.ts'/g,
  ))
    for (const name of m[1]!.split(',').map((n) => n.trim())) if (name) typeOwner.set(name, m[2]!);
  const body = schema.slice(schema.indexOf('export interface Database'));
  const result = new Map<string, string>();
  for (const m of body.matchAll(/^ {2}(\w+): (\w+);/gm))
    result.set(m[1]!, typeOwner.get(m[2]!) ?? '(shared)');
  return result;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const READS = /\b(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'(\w+)/g;
const WRITES = /\b(?:insertInto|updateTable|deleteFrom|mergeInto)\(\s*'(\w+)/g;
const RAW = /\b(from|join|into|update)\s+"?(\w+)/gi;

/** Every table another module owns that `code` (a file of `module`) names, and how. */
function foreignTables(module: string, code: string, owner: Map<string, string>) {
  const found: string[] = [];
  const check = (table: string, write: boolean) => {
    const of = owner.get(table);
    if (!of || of === module) return;
    if (!write && table.endsWith('_view')) return;
    found.push(`${write ? 'writes' : 'reads'} ${table} (${of})`);
  };
  for (const m of code.matchAll(READS)) check(m[1]!, false);
  for (const m of code.matchAll(WRITES)) check(m[1]!, true);
  for (const m of code.matchAll(RAW)) check(m[2]!, !/^(from|join)$/i.test(m[1]!));
  return found;
}

describe('table owners', () => {
  const owner = owners();

  it('knows every table of the schema and its module', () => {
    expect(owner.get('sites')).toBe('sites');
    expect(owner.get('sessions')).toBe('auth');
    expect(owner.get('user_cards_view')).toBe('users');
  });

  it("finds another module's table in Kysely calls and raw SQL, but allows read views", () => {
    const code = [
      "db.selectFrom('users').selectAll()",
      "db.updateTable('user_cards_view')",
      'sql`select x from sessions s`',
      "db.selectFrom('sites as s').innerJoin('user_cards_view as u', 'u.id', 's.created_by')",
    ].join('\n');
    expect(foreignTables('sites', code, owner)).toEqual([
      'reads users (users)',
      'writes user_cards_view (users)',
      'reads sessions (auth)',
    ]);
  });

  it("no module reads or writes another module's tables", () => {
    const problems: string[] = [];
    for (const module of fs.readdirSync(modulesDir)) {
      const dir = path.join(modulesDir, module);
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const file of sourceFiles(dir)) {
        const code = fs.readFileSync(file, 'utf8');
        for (const problem of foreignTables(module, code, owner))
          problems.push(`${path.relative(src, file)}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
