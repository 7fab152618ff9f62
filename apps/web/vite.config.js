// Vite build of the single-page app. In development /api and /brands go to the API server; in
// production the server serves apps/web/dist itself, so the app always calls its own origin.
// (Plain JS: the repo's lint ignores *.config.js, and import-x cannot resolve vite's plugin here.)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fallbackBasemap } from './vite-plugins/fallback-basemap.js';

// Where `vite` (dev) and `vite preview` send /api and /brands; the server's default port.
const API_TARGET = process.env.SORTIE_API_TARGET ?? 'http://localhost:8080';

/**
 * Only React itself and MapLibre get named chunks: React is on every page, MapLibre only with maps.
 * MUI, zod, react-router and TanStack Query are left to Rollup, which splits them by the pages that
 * import them, so the landing page loads only the MUI components it renders (decision 411).
 * @param {string} id
 * @returns {string | undefined}
 */
function manualChunks(id) {
  if (!id.includes('node_modules')) return undefined;
  if (id.includes('maplibre-gl')) return 'maplibre';
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  return undefined;
}

// Precompression (decision 410): after the bundle is written, every compressible file in dist gets
// a brotli (.br) and a gzip (.gz) twin, which the server sends as they are. Twins that would not
// save a tenth are skipped; the server then sends the original.
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map|webmanifest)$/i;
const MIN_BYTES = 512;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes .br and .gz next to each compressible file of `dir`; returns how many files. */
function precompressDir(dir) {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = zlib.gzipSync(raw, { level: 9 });
    if (br.length < raw.length * 0.9) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length * 0.9) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/** @returns {import('vite').Plugin} */
function precompress() {
  /** @type {string} */
  let outDir = 'dist';
  return {
    name: 'sortie-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

// turf's buffer carries jsts (~270 KB minified); the engine uses it only for an area mapping's
// margin, which the web sends to the server (decision 419). The alias covers the planner worker too.
const BUFFER_ON_SERVER = path.resolve(
  import.meta.dirname,
  'src/features/missions/worker/buffer-on-server.ts',
);

export default defineConfig({
  plugins: [react(), fallbackBasemap(), precompress()],
  resolve: { alias: { '@turf/buffer': BUFFER_ON_SERVER } },
  server: {
    port: 5173,
    // The Host header is kept, because the server picks the brand by host name.
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/brands': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads, read by bench/web and the budget test.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rollupOptions: { output: { manualChunks } },
  },
});
