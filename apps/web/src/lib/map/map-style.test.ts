import { describe, expect, it } from 'vitest';
import {
  ESRI_IMAGERY_ATTRIBUTION,
  ESRI_REFERENCE_ATTRIBUTION,
  PROTOMAPS_ATTRIBUTION,
  rasterAttribution,
} from './attributions.ts';
import {
  FALLBACK_BASEMAP_URL,
  FALLBACK_SOURCE,
  NATURAL_EARTH_ATTRIBUTION,
} from './fallback-basemap.ts';
import {
  emptyCollection,
  isBaseMapFailure,
  plainStyle,
  rasterTemplates,
  setFallbackVisible,
  withOverlay,
} from './map-style.ts';
import { PMTILES_SOURCE, pmtilesStyle } from './pmtiles-style.ts';

const data = { shapes: emptyCollection(), vertices: emptyCollection() };
const IMAGERY = 'https://imagery.example/{z}/{y}/{x}';
const LABELS = 'https://labels.example/{z}/{y}/{x}';
const ESRI =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const ESRI_REF =
  'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Transportation/MapServer/tile/{z}/{y}/{x}';
const FALLBACK_IDS = ['fallback-land', 'fallback-coast', 'fallback-borders'];

describe('brand map styles', () => {
  it('lays hybrid tiles bottom to top over the fallback basemap, under the overlay', () => {
    expect(rasterTemplates(` ${IMAGERY} | ${LABELS} `)).toEqual([IMAGERY, LABELS]);
    const style = plainStyle('#e8622c', data, `${IMAGERY} | ${LABELS}`);
    const ids = style.layers.map((l) => l.id);
    expect(ids.slice(0, 6)).toEqual(['background', ...FALLBACK_IDS, 'base', 'base-1']);
    expect(ids.indexOf('base-1')).toBeLessThan(ids.indexOf('sortie-fill'));
    expect(style.sources.base).toMatchObject({ type: 'raster', tiles: [IMAGERY] });
    expect(style.sources['base-1']).toMatchObject({ type: 'raster', tiles: [LABELS] });
  });

  it('draws the Natural Earth fallback and the overlay when there are no tiles', () => {
    const style = plainStyle('#e8622c', data, null, FALLBACK_BASEMAP_URL);
    expect(style.layers.map((l) => l.id).slice(0, 4)).toEqual(['background', ...FALLBACK_IDS]);
    expect(Object.keys(style.sources)).not.toContain('base');
    expect(style.sources[FALLBACK_SOURCE]).toMatchObject({
      type: 'geojson',
      data: FALLBACK_BASEMAP_URL,
      attribution: NATURAL_EARTH_ATTRIBUTION,
    });
    expect(style.layers.map((l) => l.id)).toContain('sortie-fill');
    for (const l of style.layers.filter((x) => FALLBACK_IDS.includes(x.id)))
      expect(l.layout).toMatchObject({ visibility: 'visible' });
  });

  it('credits Esri imagery and reference layers, and nothing made up for unknown hosts', () => {
    expect(rasterAttribution(ESRI)).toBe(ESRI_IMAGERY_ATTRIBUTION);
    expect(ESRI_IMAGERY_ATTRIBUTION).toMatch(/Esri.*Maxar/);
    expect(rasterAttribution(ESRI_REF)).toBe(ESRI_REFERENCE_ATTRIBUTION);
    expect(rasterAttribution('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toMatch(
      /OpenStreetMap/,
    );
    expect(rasterAttribution(IMAGERY)).toBeUndefined();
    expect(rasterAttribution('not a url {z}')).toBeUndefined();
    const hybrid = plainStyle('#e8622c', data, `${ESRI} | ${ESRI_REF}`);
    expect(hybrid.sources.base).toMatchObject({ attribution: ESRI_IMAGERY_ATTRIBUTION });
    expect(hybrid.sources['base-1']).toMatchObject({ attribution: ESRI_REFERENCE_ATTRIBUTION });
  });
});

describe('self-hosted PMTiles style', () => {
  it('reads the archive over pmtiles:// on our origin, credits Protomaps and OSM, needs no glyphs', () => {
    const style = pmtilesStyle('/api/v4/basemap/region.pmtiles', 'https://sortie.example');
    expect(style.sources[PMTILES_SOURCE]).toEqual({
      type: 'vector',
      url: 'pmtiles://https://sortie.example/api/v4/basemap/region.pmtiles',
      attribution: PROTOMAPS_ATTRIBUTION,
    });
    expect(PROTOMAPS_ATTRIBUTION).toMatch(/Protomaps.*OpenStreetMap/);
    expect(style.layers.length).toBeGreaterThan(20);
    // No symbol layers: labels would fetch glyphs from the internet.
    expect(style.layers.filter((l) => l.type === 'symbol')).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.every((l) => l.type === 'background' || 'source' in l)).toBe(true);
  });

  it('puts the fallback just above the background (the world around a regional extract)', () => {
    const style = withOverlay(
      pmtilesStyle('/api/v4/basemap/region.pmtiles', 'https://sortie.example'),
      '#e8622c',
      data,
      null,
      true,
    );
    const ids = style.layers.map((l) => l.id);
    expect(style.layers[0]!.type).toBe('background');
    expect(ids.slice(1, 4)).toEqual(FALLBACK_IDS);
    expect(ids.at(-1)).toBe('sortie-vertex');
    expect(style.layers[1]!.layout).toMatchObject({ visibility: 'visible' });
  });
});

describe('fallback trigger', () => {
  it('counts base-source errors before any base tile loaded, never overlay ones', () => {
    expect(isBaseMapFailure({ sourceId: 'base', tile: {} }, false)).toBe(true);
    expect(isBaseMapFailure({ sourceId: 'openmaptiles' }, false)).toBe(true);
    expect(isBaseMapFailure({ sourceId: 'base', tile: {} }, true)).toBe(false);
    expect(isBaseMapFailure({ sourceId: 'sortie-site' }, false)).toBe(false);
    expect(isBaseMapFailure({ sourceId: FALLBACK_SOURCE }, false)).toBe(false);
    expect(isBaseMapFailure({}, false)).toBe(false);
  });

  it('keeps the fallback hidden under a fetched vector style until its tiles fail', () => {
    const vector = {
      version: 8 as const,
      sources: { omt: { type: 'vector' as const, url: 'https://tiles.example/omt.json' } },
      layers: [
        { id: 'bg', type: 'background' as const },
        { id: 'water', type: 'fill' as const, source: 'omt', 'source-layer': 'water' },
      ],
    };
    const style = withOverlay(vector, '#e8622c', data);
    expect(style.layers.map((l) => l.id).slice(0, 5)).toEqual(['bg', ...FALLBACK_IDS, 'water']);
    expect(style.layers[1]!.layout).toMatchObject({ visibility: 'none' });
    // Empty until wanted: its GeoJSON is fetched only when the fallback shows (decision 421).
    expect(style.sources[FALLBACK_SOURCE]).toMatchObject({ data: emptyCollection() });

    const shown = new Map<string, string>();
    const map = {
      getLayer: (id: string) => style.layers.find((l) => l.id === id),
      setLayoutProperty: (id: string, _k: string, v: string) => shown.set(id, v),
    };
    setFallbackVisible(map, true);
    expect(Object.fromEntries(shown)).toEqual(
      Object.fromEntries(FALLBACK_IDS.map((id) => [id, 'visible'])),
    );
  });
});
