// What the one site judge costs on the shapes that made the old checks quadratic (issue 10 §9):
// the 100,000-vertex lollipop (61 s before, accepted), a star of 20,000 long spikes (refused at the
// work budget) and 20,000 holes (refused by the hole cap). Prints outcome and time per shape.
import { strToU8 } from 'fflate';
import { siteShapeFromFile } from '@sortie/flightplan';
import { holeyPolygon, lollipopRing, polygonKml, starRing } from '@sortie/flightplan/testing';

export function benchHostileShapes(): void {
  console.log('\nSite judge on hostile shapes (parse + all geometry checks)\n');
  console.log('| file | size MB | outcome | ms |');
  console.log('|---|---:|---|---:|');
  const cases: [string, Uint8Array][] = [
    ['lollipop.kml', strToU8(polygonKml([lollipopRing()]))],
    ['star.kml', strToU8(polygonKml([starRing()]))],
    ['holes.kml', strToU8(polygonKml(holeyPolygon(20_000)))],
    ['holes-1000.kml', strToU8(polygonKml(holeyPolygon(1_000)))],
  ];
  for (const [name, bytes] of cases) {
    const t = performance.now();
    const r = siteShapeFromFile(bytes, name);
    const ms = performance.now() - t;
    const outcome = r.ok ? 'accepted' : `${r.error.type} (${String(r.error.details?.reason)})`;
    console.log(`| ${name} | ${(bytes.length / 1e6).toFixed(1)} | ${outcome} | ${ms.toFixed(0)} |`);
  }
}
