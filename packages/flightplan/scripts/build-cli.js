// Builds the `flightplan` CLI as compiled JavaScript (issue 18 §8): one ES-module bundle per
// command (esbuild code splitting), dependencies included, so a run loads no TypeScript compiler
// and resolves no packages. Output in dist/ (not committed); `npm run build` at the root runs it.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(`${root}/dist`, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}/src/cli/main.ts` },
  outdir: `${root}/dist/cli`,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  sourcemap: 'linked',
  // Bundled CommonJS dependencies call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
