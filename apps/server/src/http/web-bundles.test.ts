// A cheap check on the web build, when one exists (npm test builds only for e2e, after this
// project; CI's e2e step and a developer's `npm run build` leave dist behind for the next run).
// It reads the files, it never builds; bench/web prints the same numbers as a table.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesWithJsts,
  filesWithTfjs,
  measureRoute,
  readManifest,
  routeFiles,
  MEASURED_ROUTES,
  ROUTE_GZIP_BUDGET_KB,
} from '../test/web-bundles.ts';

const dist = path.resolve(import.meta.dirname, '../../../web/dist');
const manifest = fs.existsSync(dist) ? readManifest(dist) : null;

describe.skipIf(!manifest)('the web build', () => {
  it('keeps jsts (turf buffer) out of every chunk, the planner worker included', () => {
    const landing = routeFiles(manifest!, MEASURED_ROUTES.landing!);
    expect(landing.length).toBeGreaterThan(0);
    // The worker is in assets/ too (planner.worker-*.js); decision 419 sends margins to the server.
    expect(
      fs.readdirSync(path.join(dist, 'assets')).some((f) => f.startsWith('planner.worker')),
    ).toBe(true);
    expect(filesWithJsts(dist)).toEqual([]);
  });

  it('loads the site-file readers only on the new-site page', () => {
    const site = routeFiles(manifest!, MEASURED_ROUTES['site page (planner)']!);
    const text = site.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
    // saxes (KML) and proj4 (shapefiles) belong to the new-site page, loaded on its own.
    for (const marker of ['saxes', 'proj4']) expect(text.includes(marker), marker).toBe(false);
  });

  it('keeps TensorFlow.js and the model in the detection worker, off the other pages', () => {
    const assets = fs.readdirSync(path.join(dist, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
    // The markers are real: the detection worker's chunk carries them (decision 500).
    expect(filesWithTfjs(dist, scripts).length).toBeGreaterThan(0);
    // The model's files, copied with hashed names; only the worker may name them.
    const model = assets.filter((f) => /^centernet-.*\.(json|bin)$/.test(f));
    expect(model).toHaveLength(2);
    for (const route of ['landing', 'sites list', 'site page (planner)']) {
      const files = routeFiles(manifest!, MEASURED_ROUTES[route]!);
      expect(files.length, route).toBeGreaterThan(0);
      expect(filesWithTfjs(dist, files), route).toEqual([]);
      const text = files.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
      expect(
        model.filter((m) => text.includes(m)),
        route,
      ).toEqual([]);
    }
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
