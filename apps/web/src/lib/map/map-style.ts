// Builds the MapLibre style of a site map: the brand's base map (a style URL, a raster tile
// template, or several templates joined by '|' and drawn bottom to top, as hybrid is imagery
// under labels; platform-core §9 "map styles default, satellite, hybrid") under our overlay.
// The overlay never needs glyphs or sprites, so without internet the geometry still draws on the
// plain background.
import type {
  FilterSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

export type MapStyleKey = 'default' | 'satellite' | 'hybrid';
export const MAP_STYLE_KEYS: readonly MapStyleKey[] = ['default', 'satellite', 'hybrid'];
export const MAP_STYLE_LABELS: Readonly<Record<MapStyleKey, string>> = {
  default: 'Map',
  satellite: 'Satellite',
  hybrid: 'Hybrid',
};

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
 * The offline-safe style: a plain background, optional raster tiles (one source per template,
 * bottom first), then the overlay. Tiles that cannot load leave the background and the overlay.
 */
export function plainStyle(
  primary: string,
  data: OverlayData,
  rasterTemplate?: string | null,
): StyleSpecification {
  const base: LayerSpecification[] = [
    { id: 'background', type: 'background', paint: { 'background-color': PLAIN_BACKGROUND } },
  ];
  const sources: Record<string, SourceSpecification> = overlaySources(data);
  rasterTemplates(rasterTemplate ?? '').forEach((template, i) => {
    const id = i === 0 ? 'base' : `base-${i}`;
    sources[id] = { type: 'raster', tiles: [template], tileSize: 256, maxzoom: 19 };
    base.push({ id, type: 'raster', source: id });
  });
  return { version: 8, sources, layers: [...base, ...overlayLayers(primary)] };
}

/** A fetched style document with our overlay added on top. */
export function withOverlay(
  style: StyleSpecification,
  primary: string,
  data: OverlayData,
): StyleSpecification {
  return {
    ...style,
    sources: { ...style.sources, ...overlaySources(data) },
    layers: [...style.layers, ...overlayLayers(primary)],
  };
}

/** True for sources that are ours (the overlay), so tile errors elsewhere mean the base map. */
export function isOverlaySource(id: string | undefined): boolean {
  return id === OVERLAY_SOURCE || id === VERTEX_SOURCE;
}
