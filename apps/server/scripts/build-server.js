// Builds the server as compiled JavaScript (issue 18 §8, decision 417): esbuild bundles the
// server and the workspace packages it imports (which ship TypeScript) into apps/server/dist;
// npm dependencies stay external and load from node_modules. Entry points: main (one process),
// supervise (restarts it), tasks (the planning pool's worker threads) and every migration (the
// migrator reads the folder). Not committed; `npm run build` at the root runs this.
import { build } from 'esbuild';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const src = `${root}/src`;
const out = `${root}/dist`;
rmSync(out, { recursive: true, force: true });

const migrations = Object.fromEntries(
  readdirSync(`${src}/db/migrations`)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, `${src}/db/migrations/${f}`]),
);

/** Bare imports stay external, except our own workspace packages (they export .ts files). */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sortie/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: `${src}/main.ts`,
    supervise: `${src}/supervise.ts`,
    tasks: `${src}/workers/tasks.ts`,
    'logbook-pdf-worker': `${src}/modules/fleet/logbook-pdf-worker.ts`,
    ...migrations,
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [externalDependencies],
  logLevel: 'warning',
});
// Files the code finds beside itself (new URL('./data/...', import.meta.url)).
cpSync(`${src}/modules/airspace/data`, `${out}/data`, { recursive: true });
