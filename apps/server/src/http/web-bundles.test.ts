// A cheap check on the web build, when one exists (npm test builds only for e2e, after this
// project; CI's e2e step and a developer's `npm run build` leave dist behind for the next run).
// It reads the files, it never builds; bench/web prints the same numbers as a table.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesWithJsts,
  measureRoute,
  readManifest,
  routeFiles,
  MEASURED_ROUTES,
  ROUTE_GZIP_BUDGET_KB,
} from '../test/web-bundles.ts';

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const manifest = fs.existsSync(dist) ? readManifest(dist) : null;

describe.skipIf(!manifest)('the web build', () => {
  it('keeps jsts (turf buffer) out of everything the landing page loads', () => {
    const landing = routeFiles(manifest!, MEASURED_ROUTES.landing!);
    expect(landing.length).toBeGreaterThan(0);
    const withJsts = new Set(filesWithJsts(dist));
    expect(landing.filter((f) => withJsts.has(f))).toEqual([]);
  });

  it('keeps every measured route within its gzip budget', () => {
    for (const [route, budgetKb] of Object.entries(ROUTE_GZIP_BUDGET_KB)) {
      const { gzipBytes } = measureRoute(dist, manifest!, route);
      expect(gzipBytes / 1024, `${route} gzip KB`).toBeLessThanOrEqual(budgetKb);
    }
  });

  it('ships a brotli and a gzip twin of every large script', () => {
    const scripts = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js') && fs.statSync(path.join(dist, 'assets', f)).size > 4096);
    for (const f of scripts) {
      expect(fs.existsSync(path.join(dist, 'assets', `${f}.br`)), f).toBe(true);
      expect(fs.existsSync(path.join(dist, 'assets', `${f}.gz`)), f).toBe(true);
    }
  });
});
