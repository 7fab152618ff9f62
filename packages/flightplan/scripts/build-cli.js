// Builds the `flightplan` CLI as compiled JavaScript (issue 18 §8): a small `main` and one
// self-contained ES-module bundle per command, dependencies included, so a run loads no TypeScript
// compiler and resolves no packages. Each command is its own build, not a chunk of one split
// build: esbuild assigns modules to shared chunks by file-level reachability, so every command
// loaded one 1.2 MB chunk with zod, jsts and proj4 that `gcps` never runs (~0.1 s of compiling,
// decision 417). Output in dist/ (not committed); `npm run build` at the root runs it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const COMMANDS = ['plan-command', 'export-command', 'gcps-command'];
const common = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  outdir: `${root}/dist/cli`,
  // Bundled CommonJS dependencies call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};
// main's `import('./x-command.ts')` stays a dynamic import of the command's own bundle.
const commandsExternal = {
  name: 'commands-external',
  setup(b) {
    b.onResolve({ filter: /^\.\/[a-z-]+-command\.ts$/ }, (args) => ({
      path: args.path.replace(/\.ts$/, '.js'),
      external: true,
    }));
  },
};

rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { main: `${root}/src/cli/main.ts` },
  plugins: [commandsExternal],
});
// One at a time: each keeps its lazy chunks (geotiff's decoders) but shares none with the others.
for (const name of COMMANDS)
  await build({ ...common, entryPoints: { [name]: `${root}/src/cli/${name}.ts` } });
