// Airspace advisory at scale (issue 17): imports 50,000 zones over India through the real import
// path (one GeoJSON file, one transaction), then times the public point advisory use-case (the
// zone-file version check, the Flatbush candidates, the aerodrome scan and the exact judge; no
// HTTP) at random points. Prints the import time, the first query (index build) and p50/p95.
// Target: p95 ≤ 10 ms. PGlite (in memory). Run: `npm run bench:airspace -w @sortie/bench`.
// ZONES=10000 RUNS=500 for a quick look.
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import {
  DEFAULT_RULES,
  createAirspaceService,
  loadAerodromes,
} from '../../apps/server/src/modules/airspace/index.ts';

const ZONES = Number(process.env.ZONES ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 2_000);

/** A deterministic pseudo-random sequence (mulberry32) so runs are comparable. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function main() {
  const db = createDatabase({ databaseUrl: undefined });
  await migrateToLatest(db);
  const airspace = createAirspaceService({
    db,
    clock: { now: () => new Date('2026-11-24T06:00:00Z') },
    aerodromes: loadAerodromes(),
    weather: null,
    // Point advisories never read sites; the site use-case is not timed here.
    sites: null as never,
    missions: null as never,
  });

  const r = rng(17);
  const classes = ['red', 'yellow', 'green'] as const;
  const features = Array.from({ length: ZONES }, (_, i) => {
    // Over India's box; squares of 0.5–5 km a side.
    const x = 68 + r() * 29;
    const y = 8 + r() * 27;
    const d = 0.0025 + r() * 0.0225;
    return {
      type: 'Feature',
      properties: { name: `Zone ${i}`, class: classes[i % 3], floor_m: 0, ceiling_m: 300 },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [x - d, y - d],
            [x + d, y - d],
            [x + d, y + d],
            [x - d, y + d],
            [x - d, y - d],
          ],
        ],
      },
    };
  });
  const content = JSON.stringify({ type: 'FeatureCollection', features });
  let t0 = performance.now();
  const file = await airspace.importFile(
    { userId: 'bench', metaRoles: ['super_admin'] },
    {
      name: 'bench-zones',
      format: 'geojson',
      source: 'bench',
      content,
      defaults: { class: 'red', floor_m: 0, ceiling_m: 300, valid_from: null, valid_to: null },
    },
  );
  console.log(
    `import: ${file.zone_count} zones, ${(content.length / 1e6).toFixed(1)} MB, ${(performance.now() - t0).toFixed(0)} ms`,
  );

  t0 = performance.now();
  await airspace.pointAdvisory(DEFAULT_RULES, [77.6, 13.0], 60);
  console.log(
    `first advisory (loads and indexes the zones): ${(performance.now() - t0).toFixed(0)} ms`,
  );

  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < RUNS; i++) {
    const p: [number, number] = [68 + r() * 29, 8 + r() * 27];
    const s = performance.now();
    const a = await airspace.pointAdvisory(DEFAULT_RULES, p, 60);
    times.push(performance.now() - s);
    if (a.findings.some((f) => f.kind === 'zone')) hits++;
  }
  times.sort((a, b) => a - b);
  console.log(
    `advisory over ${ZONES} zones, ${RUNS} points (${hits} inside a zone): p50 ${pct(times, 0.5).toFixed(2)} ms, p95 ${pct(times, 0.95).toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms`,
  );
  await db.destroy();
}

await main();
