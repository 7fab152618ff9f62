// Reads the web build's manifest (apps/web/dist/.vite/manifest.json) to say which JavaScript each
// route loads before it renders: the entry's static imports plus the route module's. Used by
// bench/web (bytes per route) and web-bundles.test.ts (budgets, no jsts in any chunk, TensorFlow.js
// only where detection runs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** The routes measured, by their lazy module in apps/web/src/app/routes. */
export const MEASURED_ROUTES: Record<string, string> = {
  landing: 'src/app/routes/home/landing-route.tsx',
  'site page (planner)': 'src/app/routes/sites/site-details-route.tsx',
  'sites list': 'src/app/routes/sites/sites-overview-route.tsx',
};

/**
 * Gzip budgets per route, in KB, that web-bundles.test.ts enforces. A ratchet: each is the
 * measured size plus a little, lowered as chunks are split further. Issue 18's target for the
 * landing page is 150 KB (decision 416 says what is left); raise a number only with a reason.
 */
// i18next and react-i18next (issue 18 §2, decision 430) are on every page: +19 KB gzip each.
export const ROUTE_GZIP_BUDGET_KB: Record<string, number> = {
  landing: 142,
  'site page (planner)': 450,
  'sites list': 370,
};
export const LANDING_TARGET_KB = 150;

export type RouteBytes = { route: string; files: string[]; rawBytes: number; gzipBytes: number };

export function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The JS files a manifest key loads statically, itself included. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The manifest key of a route module. Usually its source path; but when Rollup merges modules
 * shared by the route's own lazy parts into the route's chunk, the chunk loses its facade and Vite
 * keys it `_<file>`, keeping the module's name.
 */
function routeKey(manifest: Manifest, routeModule: string): string {
  if (manifest[routeModule]) return routeModule;
  const name = path.basename(routeModule).replace(/\.[jt]sx?$/, '');
  const found = Object.entries(manifest).find(([, c]) => c.isDynamicEntry && c.name === name);
  if (!found) throw new Error(`${routeModule} is not in the web build's manifest`);
  return found[0];
}

/** JS a route loads before it renders: the entry's static graph plus the route module's. */
export function routeFiles(manifest: Manifest, routeModule: string): string[] {
  const files = closure(manifest, 'index.html');
  closure(manifest, routeKey(manifest, routeModule), files);
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

export function measureRoute(distDir: string, manifest: Manifest, route: string): RouteBytes {
  const files = routeFiles(manifest, MEASURED_ROUTES[route] ?? route);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const f of files) {
    const raw = fs.readFileSync(path.join(distDir, f));
    rawBytes += raw.length;
    gzipBytes += zlib.gzipSync(raw, { level: 9 }).length;
  }
  return { route, files, rawBytes, gzipBytes };
}

// jsts, the geometry library behind turf's buffer, names its classes in the minified output.
const JSTS_MARKERS = ['BufferOp', 'jsts'];

/** The JS files of dist/assets that carry jsts. */
export function filesWithJsts(distDir: string): string[] {
  const dir = path.join(distDir, 'assets');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      return JSTS_MARKERS.some((m) => text.includes(m));
    })
    .map((f) => `assets/${f}`);
}

// TensorFlow.js core registers these by name (flags.js, a side effect of every import of it, and
// environment.js's URL flag prefix); string literals survive minification.
const TFJS_MARKERS = ['TENSORLIKE_CHECK_SHAPE_CONSISTENCY', 'tfjsflags'];

/** The given dist files (as `routeFiles` names them) that carry TensorFlow.js. */
export function filesWithTfjs(distDir: string, files: readonly string[]): string[] {
  return files.filter((f) => {
    const text = fs.readFileSync(path.join(distDir, f), 'utf8');
    return TFJS_MARKERS.some((m) => text.includes(m));
  });
}
