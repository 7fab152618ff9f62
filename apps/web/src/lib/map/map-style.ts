// Builds the MapLibre style of a site map: the brand's base map (a style URL, a raster tile
// template, or several templates joined by '|' and drawn bottom to top, as hybrid is imagery
// under labels; platform-core §9 "map styles default, satellite, hybrid") under our overlay.
// The overlay never needs glyphs or sprites, so without internet the geometry still draws on the
// fallback basemap shipped with the app (Natural Earth land and borders, fallback-basemap.ts).
import type {
  FilterSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { rasterAttribution } from './attributions.ts';
import {
  FALLBACK_LAYER_IDS,
  FALLBACK_SOURCE,
  FALLBACK_WATER,
  fallbackLayers,
  fallbackSource,
} from './fallback-basemap.ts';

export type MapStyleKey = 'default' | 'satellite' | 'hybrid';
export const MAP_STYLE_KEYS: readonly MapStyleKey[] = ['default', 'satellite', 'hybrid'];

export const OVERLAY_SOURCE = 'sortie-site';
export const VERTEX_SOURCE = 'sortie-vertices';
export const VERTEX_LAYER = 'sortie-vertex';
export const PLAIN_BACKGROUND = '#e9ede6';
const INVALID = '#d32f2f';

export const emptyCollection = (): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [],
});

/** A tile URL template ({z}/{x}/{y}), or several joined by '|', rather than a style document. */
export function isTileTemplate(url: string): boolean {
  return url.includes('{z}');
}

/** The raster tile templates of a brand map style, bottom layer first. */
export function rasterTemplates(url: string): string[] {
  return url
    .split('|')
    .map((t) => t.trim())
    .filter((t) => t.includes('{z}'));
}

function colour(primary: string): unknown {
  return ['case', ['boolean', ['get', 'invalid'], false], INVALID, primary];
}

const isType = (t: string): FilterSpecification => ['==', ['geometry-type'], t];

export function overlayLayers(primary: string): LayerSpecification[] {
  const c = colour(primary) as string;
  return [
    {
      // A corridor's survey strip: its width in metres turned into pixels at every zoom
      // (web-mercator metres per pixel halve with each zoom level; w0 is the width at zoom 0).
      id: 'sortie-corridor',
      type: 'line',
      source: OVERLAY_SOURCE,
      filter: ['all', ['==', ['geometry-type'], 'LineString'], ['has', 'w0']],
      paint: {
        'line-color': c,
        'line-opacity': 0.18,
        'line-width': [
          'interpolate',
          ['exponential', 2],
          ['zoom'],
          0,
          ['get', 'w0'],
          24,
          ['*', ['get', 'w0'], 2 ** 24],
        ],
      },
      layout: { 'line-join': 'round', 'line-cap': 'butt' },
    },
    {
      id: 'sortie-fill',
      type: 'fill',
      source: OVERLAY_SOURCE,
      filter: isType('Polygon'),
      paint: { 'fill-color': c, 'fill-opacity': 0.22 },
    },
    {
      id: 'sortie-line',
      type: 'line',
      source: OVERLAY_SOURCE,
      filter: ['!=', ['geometry-type'], 'Point'],
      paint: { 'line-color': c, 'line-width': 3 },
      layout: { 'line-join': 'round', 'line-cap': 'round' },
    },
    {
      id: 'sortie-point',
      type: 'circle',
      source: OVERLAY_SOURCE,
      filter: isType('Point'),
      paint: {
        'circle-radius': 8,
        'circle-color': c,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: VERTEX_LAYER,
      type: 'circle',
      source: VERTEX_SOURCE,
      paint: {
        // The selected vertex (keyboard editing) is larger and filled with the shape's colour.
        'circle-radius': [
          'case',
          ['boolean', ['get', 'selected'], false],
          9,
          6,
        ] as unknown as number,
        'circle-color': [
          'case',
          ['boolean', ['get', 'selected'], false],
          c,
          '#ffffff',
        ] as unknown as string,
        'circle-stroke-color': [
          'case',
          ['boolean', ['get', 'selected'], false],
          '#ffffff',
          c,
        ] as unknown as string,
        'circle-stroke-width': [
          'case',
          ['boolean', ['get', 'selected'], false],
          3,
          2.5,
        ] as unknown as number,
      },
    },
  ];
}

export interface OverlayData {
  shapes: FeatureCollection;
  vertices: FeatureCollection;
}

function overlaySources(data: OverlayData): Record<string, SourceSpecification> {
  return {
    [OVERLAY_SOURCE]: { type: 'geojson', data: data.shapes },
    [VERTEX_SOURCE]: { type: 'geojson', data: data.vertices },
  };
}

/**
 * The offline-safe style: water, the fallback land and borders, optional raster tiles (one source
 * per template, bottom first, each with its host's credit), then the overlay. Tiles that cannot
 * load leave the fallback basemap and the overlay; tiles that load cover the fallback.
 */
export function plainStyle(
  primary: string,
  data: OverlayData,
  rasterTemplate?: string | null,
  fallback: string | null = null,
): StyleSpecification {
  const base: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': FALLBACK_WATER } },
    ...fallbackLayers(true),
  ];
  const sources: Record<string, SourceSpecification> = {
    [FALLBACK_SOURCE]: fallbackSource(fallback),
    ...overlaySources(data),
  };
  rasterTemplates(rasterTemplate ?? '').forEach((template, i) => {
    const id = i === 0 ? 'base' : `base-${i}`;
    const attribution = rasterAttribution(template);
    sources[id] = {
      type: 'raster',
      tiles: [template],
      tileSize: 256,
      maxzoom: 19,
      ...(attribution ? { attribution } : {}),
    };
    base.push({ id, type: 'raster', source: id });
  });
  return { version: 8, sources, layers: [...base, ...overlayLayers(primary)] };
}

/**
 * A vector style (fetched, or the self-hosted PMTiles one) with the fallback basemap just above
 * its background and our overlay on top. The fallback shows when `showFallback` (a regional
 * PMTiles extract: the world around it) or later when the style's tiles fail (fallbackVisible).
 */
export function withOverlay(
  style: StyleSpecification,
  primary: string,
  data: OverlayData,
  fallback: string | null = null,
  showFallback = false,
): StyleSpecification {
  const bottom = style.layers.findIndex((l) => l.type !== 'background');
  const at = bottom < 0 ? style.layers.length : bottom;
  return {
    ...style,
    sources: {
      ...style.sources,
      [FALLBACK_SOURCE]: fallbackSource(fallback),
      ...overlaySources(data),
    },
    layers: [
      ...style.layers.slice(0, at),
      ...fallbackLayers(showFallback),
      ...style.layers.slice(at),
      ...overlayLayers(primary),
    ],
  };
}

/** Shows or hides the fallback basemap's layers on a loaded style. */
export function setFallbackVisible(
  map: { getLayer(id: string): unknown; setLayoutProperty(id: string, k: string, v: string): void },
  visible: boolean,
): void {
  for (const id of FALLBACK_LAYER_IDS) {
    if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }
}

/** True for sources that are ours (overlay, fallback), so tile errors elsewhere mean the base map. */
export function isOverlaySource(id: string | undefined): boolean {
  return id === OVERLAY_SOURCE || id === VERTEX_SOURCE || id === FALLBACK_SOURCE;
}

/**
 * The fallback trigger: a map error counts as 'the base map is down' when it comes from a base
 * source (a tile or the style's TileJSON) and no base tile has loaded yet.
 */
export function isBaseMapFailure(
  e: { sourceId?: string; tile?: unknown },
  anyBaseTileLoaded: boolean,
): boolean {
  return Boolean(e.sourceId || e.tile) && !isOverlaySource(e.sourceId) && !anyBaseTileLoaded;
}
