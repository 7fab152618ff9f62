// A stand-in for the few MapLibre calls the map controllers use (on/off, layer hit tests, drag-pan
// toggles, the canvas container), so their pointer sequences can be tested without WebGL.
import type { Map as MapLibreMap } from 'maplibre-gl';

type Handler = (e: Record<string, unknown>) => void;

export interface FakeMap {
  map: MapLibreMap;
  container: HTMLElement;
  dragPanEnabled: () => boolean;
  handlerCount: () => number;
  /** Fires a map-wide event at lng/lat; `hit` is the feature index under the pointer, if any. */
  fire: (type: string, lngLat?: [number, number], hit?: number | null) => void;
  /** Fires a layer event (mousedown on a feature with `index`). */
  fireLayer: (type: string, layer: string, index: number, lngLat?: [number, number]) => void;
}

export function createFakeMap(options: { layers?: string[] } = {}): FakeMap {
  const layers = new Set(options.layers ?? []);
  const global = new Map<string, Set<Handler>>();
  const byLayer = new Map<string, Set<Handler>>();
  const container = document.createElement('div');
  let dragPan = true;
  let hitIndex: number | null = null;
  const key = (type: string, layer: string) => `${type}@${layer}`;
  const add = (m: Map<string, Set<Handler>>, k: string, h: Handler) => {
    if (!m.has(k)) m.set(k, new Set());
    m.get(k)!.add(h);
  };
  const fake = {
    on(type: string, a: string | Handler, b?: Handler) {
      if (typeof a === 'string') add(byLayer, key(type, a), b!);
      else add(global, type, a);
      return fake;
    },
    off(type: string, a: string | Handler, b?: Handler) {
      if (typeof a === 'string') byLayer.get(key(type, a))?.delete(b!);
      else global.get(type)?.delete(a);
      return fake;
    },
    getLayer: (id: string) => (layers.has(id) ? { id } : undefined),
    queryRenderedFeatures: () => (hitIndex === null ? [] : [{ properties: { index: hitIndex } }]),
    getCanvasContainer: () => container,
    dragPan: { enable: () => (dragPan = true), disable: () => (dragPan = false) },
    doubleClickZoom: { enable: () => undefined, disable: () => undefined },
    getZoom: () => 16,
  };
  const event = (lngLat?: [number, number], extra: Record<string, unknown> = {}) => ({
    lngLat: lngLat ? { lng: lngLat[0], lat: lngLat[1] } : undefined,
    point: { x: 0, y: 0 },
    preventDefault: () => undefined,
    ...extra,
  });
  return {
    map: fake as unknown as MapLibreMap,
    container,
    dragPanEnabled: () => dragPan,
    handlerCount: () => [...global.values(), ...byLayer.values()].reduce((n, s) => n + s.size, 0),
    fire(type, lngLat, hit = null) {
      hitIndex = hit;
      for (const h of global.get(type) ?? []) h(event(lngLat));
    },
    fireLayer(type, layer, index, lngLat) {
      for (const h of byLayer.get(key(type, layer)) ?? [])
        h(event(lngLat, { features: [{ properties: { index } }] }));
    },
  };
}
