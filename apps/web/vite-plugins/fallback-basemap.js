// The fallback basemap's GeoJSON, made at build time (decision 421). world-atlas ships Natural
// Earth 1:50m as TopoJSON (~0.75 MB); merging it into land and meshing the borders took seconds of
// the page's main thread under Lighthouse's 4× CPU. Here it is done once, in Node, and the result
// is a hashed asset whose URL the app hands to MapLibre, so MapLibre's own worker fetches and
// parses it, and only when the fallback is shown.
// `import url from 'virtual:sortie-fallback-basemap'`: the asset's URL (in dev, a served path).
// (Plain JS beside vite.config.js, which imports it; vitest.config.ts too, for the unit tests.)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import topojson from 'topojson-client';

const ID = 'virtual:sortie-fallback-basemap';
const RESOLVED = `\0${ID}`;
const DEV_PATH = '/@sortie/fallback-basemap.json';
// Three decimals of a degree: about 100 m, finer than 1:50m's own detail; halves the file.
const ROUND = 1e3;

/**
 * Land polygons (their outline is the coast) and land borders between countries, as one
 * FeatureCollection whose features say their `kind`, which the fallback layers filter on.
 * @returns {string}
 */
export function fallbackGeoJson() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/countries-50m.json');
  const world = JSON.parse(fs.readFileSync(file, 'utf8'));
  // world-atlas's file: one GeometryCollection of country polygons named 'countries'.
  const countries = world.objects.countries;
  const land = topojson.merge(world, countries.geometries);
  const borders = topojson.mesh(world, countries, (a, b) => a !== b);
  /** @param {string} kind @param {unknown} geometry */
  const feature = (kind, geometry) => ({ type: 'Feature', properties: { kind }, geometry });
  const collection = {
    type: 'FeatureCollection',
    features: [feature('land', land), feature('border', borders)],
  };
  return JSON.stringify(collection, (_, v) =>
    typeof v === 'number' ? Math.round(v * ROUND) / ROUND : v,
  );
}

/** @returns {import('vite').Plugin} */
export function fallbackBasemap() {
  let build = false;
  /** @type {string | undefined} */
  let cached;
  const source = () => (cached ??= fallbackGeoJson());
  return {
    name: 'sortie-fallback-basemap',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!build) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'fallback-basemap.json', source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(source());
      });
    },
  };
}
