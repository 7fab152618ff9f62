// The lint rule that keeps server modules apart (eslint.config.js, serverModuleZones), run on
// deliberate imports: another module's internals fail, its index.ts and a module's own files pass.
// Type-aware rules are off here: only the import zones matter, and they need no type program.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The boundary errors ESLint reports for `code` as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const INTERNALS = /through its index\.ts only/;

describe('server module boundaries (lint)', () => {
  it("refuses another module's internals from inside a module, any file name", async () => {
    const file = 'apps/server/src/modules/missions/probe.ts';
    for (const target of ['../sites/access.ts', '../sites/repo.ts', '../sites/geometry.ts']) {
      const errors = await boundaryErrors(file, `export * from '${target}';\n`);
      expect(errors, target).toEqual([expect.stringMatching(INTERNALS)]);
    }
    const nested = await boundaryErrors(
      'apps/server/src/modules/workspaces/routes/probe.ts',
      "export * from '../../users/repo.ts';\n",
    );
    expect(nested).toEqual([expect.stringMatching(INTERNALS)]);
  });

  it("lets a module import another module's index.ts and its own files", async () => {
    const code = "export * from '../sites/index.ts';\nexport * from './engine.ts';\n";
    expect(await boundaryErrors('apps/server/src/modules/missions/probe.ts', code)).toEqual([]);
  });

  it('refuses module internals outside modules/, but table types in db/', async () => {
    const fromHttp = await boundaryErrors(
      'apps/server/src/http/probe.ts',
      "export * from '../modules/sites/repo.ts';\n",
    );
    expect(fromHttp).toEqual([expect.stringMatching(INTERNALS)]);
    const fromDb = await boundaryErrors(
      'apps/server/src/db/probe.ts',
      "export * from '../modules/sites/table.ts';\nexport * from '../modules/sites/repo.ts';\n",
    );
    expect(fromDb).toEqual([expect.stringMatching(INTERNALS)]);
  });

  it('lets nothing in the apps import contract-tests/', async () => {
    const errors = await boundaryErrors(
      'apps/server/src/probe.ts',
      "export * from '../../../contract-tests/same-plan.test.ts';\n",
    );
    expect(errors).toEqual([expect.stringMatching(/contract-tests/)]);
  });
});
