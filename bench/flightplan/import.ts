// Site-file import timing: a 100,000-vertex polygon as KML and as KMZ (issue 5 §1: "well under a
// second"), and what refusing a hostile 20 MB KML of ~1.7 million vertices costs in time and memory
// (refused on the running vertex count while the text streams in).
import { strToU8, zipSync } from 'fflate';
import { parseSiteFile } from '@sortie/flightplan';

function bigKml(n: number): Uint8Array {
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    const r = 0.01 * (1 + 0.1 * Math.sin(a * 40));
    pts.push(`${(8.5 + r * Math.cos(a)).toFixed(8)},${(47.4 + r * Math.sin(a)).toFixed(8)},0`);
  }
  pts.push(pts[0]!);
  const body = `<Placemark><name>big</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${pts.join(' ')}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
  return strToU8(
    `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`,
  );
}

/** Prints parse times (median of 5 after a warm-up) for KML and KMZ. */
export function benchImport(): void {
  const kml = bigKml(100_000);
  const kmz = zipSync({ 'doc.kml': kml });
  console.log(
    '\nSite import, 100,000-vertex polygon (parse + validate + self-intersection check)\n',
  );
  console.log('| file | size MB | ms |');
  console.log('|---|---:|---:|');
  for (const [name, bytes] of [
    ['big.kml', kml],
    ['big.kmz', kmz],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = performance.now();
      const r = parseSiteFile(bytes, name);
      if (!r.ok) throw new Error(r.error.message);
      times.push(performance.now() - t);
    }
    const ms = times.slice(1).sort((a, b) => a - b)[2]!;
    console.log(`| ${name} | ${(bytes.length / 1e6).toFixed(1)} | ${ms.toFixed(0)} |`);
  }
}

/** Prints the refusal of a ~20 MB single-ring KML: time and resident-memory growth. */
export function benchHugeKml(): void {
  const tuple = '10.12,50.12 ';
  const n = Math.floor((19.5 * 1024 * 1024) / tuple.length);
  const bytes = strToU8(
    `<kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${tuple.repeat(n)}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`,
  );
  const before = process.memoryUsage().rss;
  const t = performance.now();
  const r = parseSiteFile(bytes, 'huge.kml');
  const ms = performance.now() - t;
  const grew = (process.memoryUsage().rss - before) / 1e6;
  const outcome = r.ok ? 'accepted' : `${r.error.type} (${String(r.error.details?.reason)})`;
  console.log('\nHostile site file: one ring of', n.toLocaleString('en-US'), 'vertices\n');
  console.log('| file | size MB | outcome | ms | RSS growth MB |');
  console.log('|---|---:|---|---:|---:|');
  console.log(
    `| huge.kml | ${(bytes.length / 1e6).toFixed(1)} | ${outcome} | ${ms.toFixed(0)} | ${grew.toFixed(0)} |`,
  );
}
