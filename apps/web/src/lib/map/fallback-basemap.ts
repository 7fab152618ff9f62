// The basemap shipped with the app (issue 10 §6): Natural Earth 1:50m land and country borders
// (public domain, via world-atlas), drawn under every base map so that a closed network, a
// self-hosted install without a tile server, or a failing tile host still shows where one is.
// It is GeoJSON made at build time (vite-plugins/fallback-basemap.js, ~1.3 MB, ~0.28 MB in
// brotli), fetched and parsed by MapLibre's worker, never on the main thread, and only when the
// fallback is shown: with no tiles, under the self-hosted extract, or once the tiles fail
// (decision 421).
import type { LayerSpecification, SourceSpecification } from 'maplibre-gl';
import fallbackUrl from 'virtual:sortie-fallback-basemap';

export const FALLBACK_SOURCE = 'sortie-fallback';
export const FALLBACK_LAYER_IDS = ['fallback-land', 'fallback-coast', 'fallback-borders'] as const;
export const FALLBACK_WATER = '#c9dbe3';
const LAND = '#f1efe8';
const COAST = '#9fb6c1';
const BORDER = '#a09a91';
export const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>';

/** The fallback's source: the GeoJSON's URL once it is wanted, else empty. */
export function fallbackSource(url: string | null): SourceSpecification {
  return {
    type: 'geojson',
    data: url ?? { type: 'FeatureCollection', features: [] },
    // 1:50m has no detail past zoom 8; closer views overzoom these tiles, so the worker cuts
    // few of them.
    maxzoom: 9,
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
      // The land polygons' outline: the coast.
      id: 'fallback-coast',
      type: 'line',
      source: FALLBACK_SOURCE,
      filter: kind('land'),
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

/**
 * The GeoJSON's URL: land and borders, converted from world-atlas's TopoJSON at build time.
 * MapLibre's worker fetches and parses it when a style's fallback source is given it.
 */
export const FALLBACK_BASEMAP_URL: string = fallbackUrl;
