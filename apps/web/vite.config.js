// Vite build of the single-page app. In development /api and /brands go to the API server; in
// production the server serves apps/web/dist itself, so the app always calls its own origin.
// (Plain JS: the repo's lint ignores *.config.js, and import-x cannot resolve vite's plugin here.)
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where `vite` (dev) and `vite preview` send /api and /brands; the server's default port.
const API_TARGET = process.env.SORTIE_API_TARGET ?? 'http://localhost:8080';

/**
 * Big, rarely changing libraries get their own long-cached chunks; MapLibre loads only with maps.
 * @param {string} id
 * @returns {string | undefined}
 */
function manualChunks(id) {
  if (!id.includes('node_modules')) return undefined;
  if (id.includes('maplibre-gl')) return 'maplibre';
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  if (/node_modules\/(@mui|@emotion)\//.test(id)) return 'mui';
  if (id.includes('@tanstack')) return 'query';
  if (id.includes('node_modules/zod')) return 'zod';
  return undefined;
}

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 900,
    rollupOptions: { output: { manualChunks } },
  },
});
