// The basemap shipped with the app (issue 10 §6): Natural Earth 1:50m land and country borders
// (public domain, via world-atlas), drawn under every base map so that a closed network, a
// self-hosted install without a tile server, or a failing tile host still shows where one is.
// The TopoJSON (~0.75 MB, ~0.24 MB gzipped) is a static asset fetched on first use, never part of
// a JavaScript chunk; topojson-client is loaded with it.
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export const FALLBACK_SOURCE = 'sortie-fallback';
export const FALLBACK_LAYER_IDS = ['fallback-land', 'fallback-coast', 'fallback-borders'] as const;
export const FALLBACK_WATER = '#c9dbe3';
const LAND = '#f1efe8';
const COAST = '#9fb6c1';
const BORDER = '#a09a91';
export const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>';

export function fallbackSource(data: FeatureCollection | null): SourceSpecification {
  return {
    type: 'geojson',
    data: data ?? { type: 'FeatureCollection', features: [] },
    attribution: NATURAL_EARTH_ATTRIBUTION,
  };
}

/** Land, coastline and borders; `visible` false keeps them ready under a vector style. */
export function fallbackLayers(visible = true): LayerSpecification[] {
  const layout = { visibility: visible ? 'visible' : 'none' } as const;
  const kind = (k: string) => ['==', ['get', 'kind'], k] as ['==', ['get', string], string];
  return [
    {
      id: 'fallback-land',
      type: 'fill',
      source: FALLBACK_SOURCE,
      filter: kind('land'),
      paint: { 'fill-color': LAND },
      layout,
    },
    {
      id: 'fallback-coast',
      type: 'line',
      source: FALLBACK_SOURCE,
      filter: kind('coast'),
      paint: { 'line-color': COAST, 'line-width': 0.8 },
      layout,
    },
    {
      id: 'fallback-borders',
      type: 'line',
      source: FALLBACK_SOURCE,
      filter: kind('border'),
      paint: {
        'line-color': BORDER,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.6],
        'line-dasharray': [3, 2],
      },
      layout,
    },
  ];
}

let cached: Promise<FeatureCollection> | null = null;

/** Land polygons, coastlines and land borders, fetched and converted once per page. */
export function loadFallbackBasemap(): Promise<FeatureCollection> {
  cached ??= (async (): Promise<FeatureCollection> => {
    const [res, topo] = await Promise.all([fetch(countriesUrl), import('topojson-client')]);
    if (!res.ok) throw new Error(`Fallback basemap request failed: ${res.status}`);
    // world-atlas's file: one GeometryCollection of country polygons named 'countries'.
    const world = (await res.json()) as Topology<{ countries: GeometryCollection }>;
    const countries = world.objects.countries;
    const land = topo.merge(world, countries.geometries as Parameters<typeof topo.merge>[1]);
    const coast = topo.mesh(world, countries, (a: unknown, b: unknown) => a === b);
    const borders = topo.mesh(world, countries, (a: unknown, b: unknown) => a !== b);
    const feature = (kind: string, geometry: Geometry) => ({
      type: 'Feature' as const,
      properties: { kind },
      geometry,
    });
    return {
      type: 'FeatureCollection',
      features: [feature('land', land), feature('coast', coast), feature('border', borders)],
    };
  })().catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}
