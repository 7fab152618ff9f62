// `npm run bench:web -w @sortie/bench`: JavaScript bytes per route of the current web build
// (run `npm run build` first), raw and gzip, against the landing page budget of issue 18 (150 KB
// gzip), and which files still carry jsts (turf buffer).
import path from 'node:path';
import {
  filesWithJsts,
  LANDING_TARGET_KB,
  measureRoute,
  MEASURED_ROUTES,
  readManifest,
  ROUTE_GZIP_BUDGET_KB,
} from '../../apps/server/src/test/web-bundles.ts';

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = readManifest(dist);
if (!manifest) {
  console.error(`No build manifest in ${dist}; run \`npm run build\` first.`);
  process.exit(1);
}
const kb = (n: number) => (n / 1024).toFixed(1);
console.log('route                   files   raw KB   gzip KB   budget KB');
for (const route of Object.keys(MEASURED_ROUTES)) {
  const r = measureRoute(dist, manifest, route);
  console.log(
    `${route.padEnd(22)} ${String(r.files.length).padStart(6)} ${kb(r.rawBytes).padStart(8)} ${kb(r.gzipBytes).padStart(9)} ${String(ROUTE_GZIP_BUDGET_KB[route] ?? '').padStart(11)}`,
  );
}
const landing = measureRoute(dist, manifest, 'landing');
console.log(
  `landing target ${LANDING_TARGET_KB} KB gzip (issue 18): ${landing.gzipBytes <= LANDING_TARGET_KB * 1024 ? 'met' : 'NOT met'}`,
);
console.log(`files with jsts: ${filesWithJsts(dist).join(', ') || 'none'}`);
