// `npm run bench:cli -w @sortie/bench`: the flightplan CLI as a whole process (issue 18 §8).
// Prints the median wall time of `flightplan --help` (start-up: tsx compiles the TypeScript on
// every run today) against bare `node`, and of reading a 100,000-vertex KML site (`flightplan
// gcps`, whose own work after reading is small) against `ogr2ogr` converting the same file.
// Targets: start-up ≤ 0.2 s; the KML whole process ≤ 1.0 × ogr2ogr.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIN = path.resolve(import.meta.dirname, '../../packages/flightplan/bin/flightplan.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cli-'));

/** A ~10-acre field near Bengaluru with `n` vertices on a slightly wobbly ring. */
function kmlWithVertices(n: number): string {
  const [lng0, lat0, r] = [77.5946, 12.9716, 0.0006];
  const coords: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const a = (2 * Math.PI * i) / n;
    const rr = r * (1 + 0.05 * Math.sin(7 * a));
    coords.push(
      `${(lng0 + rr * Math.cos(a)).toFixed(8)},${(lat0 + rr * Math.sin(a)).toFixed(8)},0`,
    );
  }
  coords.push(coords[0]!);
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>field</name>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${coords.join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>`;
}

function median(cmd: string, args: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = process.hrtime.bigint();
    const res = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')}: ${String(res.stderr)}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const kml = path.join(dir, 'field-100k.kml');
fs.writeFileSync(kml, kmlWithVertices(100_000));
const node = median(process.execPath, ['-e', '']);
const help = median(process.execPath, [BIN, '--help']);
const cliKml = median(process.execPath, [
  BIN,
  'gcps',
  kml,
  '--spacing',
  '200',
  '--format',
  'csv',
  '--out',
  path.join(dir, 'gcps.csv'),
]);
let hasOgr = true;
try {
  execFileSync('ogr2ogr', ['--version'], { stdio: 'pipe' });
} catch {
  hasOgr = false;
}
const ogr = hasOgr
  ? // To stdout (discarded): the GeoJSON driver cannot overwrite a file, and every run must write.
    median('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', kml])
  : undefined;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`runs per figure: ${RUNS} (median)`);
console.log(`node, no script:           ${s(node)}`);
console.log(`flightplan --help:         ${s(help)}   (target ≤ 0.20 s)`);
console.log(`flightplan gcps 100k KML:  ${s(cliKml)}`);
console.log(
  ogr === undefined
    ? 'ogr2ogr: not installed'
    : `ogr2ogr 100k KML→GeoJSON:  ${s(ogr)}   ratio ${(cliKml / ogr).toFixed(2)}× (target ≤ 1.0×)`,
);
fs.rmSync(dir, { recursive: true, force: true });
