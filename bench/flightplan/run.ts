// Planning-engine benchmarks (issue 5 §10): generation time by site size (flat and with terrain
// following), and path efficiency L / (A / s) plus turn count over convex and concave sites, the
// automatic sweep angle against a fixed 0° (north–south) sweep.
import {
  applyTerrainFollowing,
  planAreaMapping,
  polygonAreaM2,
  toLngLatPolygon,
  type AreaMappingParams,
  type GroundSampler,
} from '@sortie/flightplan';
import { M3E, efficiencySites, squareOfAcres } from './sites.ts';
import { benchHugeKml, benchImport } from './import.ts';
import { benchHostileShapes } from './hostile-shapes.ts';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time<T>(fn: () => T, runs: number): { ms: number; value: T } {
  let value = fn(); // warm-up (JIT)
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    value = fn();
    ms.push(performance.now() - t);
  }
  return { ms: median(ms), value };
}

function plan(p: Omit<AreaMappingParams, 'camera'>) {
  const r = planAreaMapping({ camera: M3E, front_overlap_pct: 75, side_overlap_pct: 65, ...p });
  if (!r.ok) throw new Error(`${r.error.type}: ${r.error.message}`);
  return r.value;
}

/** Rolling hills, 40 m amplitude, 600 m wavelength: enough relief to force interstitial waypoints. */
const hills: GroundSampler = {
  elevationAt: ([lng, lat]) => 400 + 40 * Math.sin(lng * 900) * Math.cos(lat * 1300),
};

const f = (n: number, d = 1) => n.toFixed(d);

console.log(
  '\nGeneration time, area mapping, M3E at 2.5 cm/px, 75/65 % overlap (median of runs, after warm-up)\n',
);
console.log(
  '| acres | auto angle ms | fixed 0° ms | + terrain ms | waypoints | photos | batteries |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const acres of [10, 100, 1000, 5000]) {
  const polygon = squareOfAcres(acres);
  const runs = acres >= 1000 ? 7 : 21;
  const auto = time(() => plan({ polygon, gsd_cm: 2.5 }), runs);
  const fixed = time(() => plan({ polygon, gsd_cm: 2.5, angle_deg: 0 }), runs);
  const terrain = time(() => {
    const r = applyTerrainFollowing(auto.value, hills);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, runs);
  const m = auto.value;
  console.log(
    `| ${acres} | ${f(auto.ms)} | ${f(fixed.ms)} | ${f(terrain.ms)} | ${m.stats.waypoint_count} (→ ${terrain.value.waypoints.length} with terrain) | ${m.stats.photo_count} | ${m.stats.batteries} |`,
  );
}

console.log(
  '\nPath efficiency L / (A / s) and turns (corners > 30°), auto angle vs fixed 0°; M3E at 3 cm/px, 75/65 %\n',
);
console.log(
  '| site | shape | area ha | s m | auto angle° | auto L/(A/s) | auto turns | 0° L/(A/s) | 0° turns | auto time vs 0° |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
let concaveWins = 0;
let concaveCount = 0;
for (const site of efficiencySites()) {
  const area = polygonAreaM2(toLngLatPolygon(site.rings));
  const auto = plan({ polygon: site.rings, gsd_cm: 3 });
  const zero = plan({ polygon: site.rings, gsd_cm: 3, angle_deg: 0 });
  const s = auto.stats.line_spacing_m!;
  const eff = (d: number) => d / (area / s);
  const dt = (auto.stats.flight_time_s / zero.stats.flight_time_s - 1) * 100;
  if (site.shape === 'concave') {
    concaveCount++;
    if (auto.stats.flight_time_s < zero.stats.flight_time_s) concaveWins++;
  }
  console.log(
    `| ${site.name} | ${site.shape} | ${f(area / 1e4)} | ${f(s)} | ${f(auto.stats.angle_deg!)} | ${f(eff(auto.stats.distance_m), 3)} | ${auto.stats.turn_count} | ${f(eff(zero.stats.distance_m), 3)} | ${zero.stats.turn_count} | ${dt >= 0 ? '+' : ''}${f(dt)} % |`,
  );
}
console.log(`\nAuto angle faster than 0° on ${concaveWins} of ${concaveCount} concave sites.`);

benchImport();
benchHugeKml();
benchHostileShapes();
