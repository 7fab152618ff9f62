// Two projects: fast unit tests (pure packages and the web app) and integration tests that start
// the real server on a real database. `npm test` runs them one after the other.
import { defineConfig } from 'vitest/config';
// The fallback basemap's URL is a virtual module (decision 421); tests get its dev path.
import { fallbackBasemap } from './apps/web/vite-plugins/fallback-basemap.js';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [fallbackBasemap()],
        test: {
          name: 'unit',
          // contract-tests/: tests that compare the apps' paths (the one place importing both).
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'contract-tests/**/*.test.ts',
          ],
          environment: 'node',
          // The web app's i18n, started in English with every catalogue (decision 430).
          setupFiles: ['./apps/web/src/testing/i18n-setup.ts'],
          // A bound, not a wait: a web test that opens two cold lazy pages took 20 s at a load
          // average of 17 on two cores (each page's modules are transformed on first import).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WASM; two workers match this machine's two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
