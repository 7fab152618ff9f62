// Runs the e2e specs one at a time: all of them, or those whose file name contains one of the
// words given (`npm run test -w @sortie/e2e -- sites fleet`). A plain `node --test tests/*.e2e.ts`
// cannot narrow: npm appends the words after the glob, so every spec ran.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const words = process.argv.slice(2);
const all = readdirSync(new URL('./tests', import.meta.url))
  .filter((name) => name.endsWith('.e2e.ts'))
  .sort();
const chosen = words.length ? all.filter((name) => words.some((w) => name.includes(w))) : all;
if (chosen.length === 0) {
  console.error(`No e2e spec matches ${words.join(', ')}. Specs: ${all.join(', ')}`);
  process.exit(2);
}
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...chosen.map((name) => `tests/${name}`)],
  { stdio: 'inherit', cwd: new URL('.', import.meta.url) },
);
process.exit(run.status ?? 1);
