import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { syncLayerGroups, type MapLayerGroup } from './extra-layers.ts';

const collection = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** The MapLibre calls syncLayerGroups makes, recording every setData. */
function fakeMap(options: { styleLoaded?: boolean } = {}) {
  let styleLoaded = options.styleLoaded ?? true;
  const sources = new Map<string, { setData: (d: unknown) => void }>();
  const layers: { id: string }[] = [];
  const setData: string[] = [];
  const idle: (() => void)[] = [];
  const map = {
    getStyle: () =>
      styleLoaded
        ? {
            layers: [...layers],
            sources: Object.fromEntries([...sources.keys()].map((k) => [k, {}])),
          }
        : undefined,
    getSource: (id: string) => sources.get(id),
    addSource: (id: string) => sources.set(id, { setData: () => setData.push(id) }),
    removeSource: (id: string) => sources.delete(id),
    getLayer: (id: string) => layers.find((l) => l.id === id),
    addLayer: (l: { id: string }) => layers.push({ id: l.id }),
    removeLayer: (id: string) =>
      layers.splice(
        layers.findIndex((l) => l.id === id),
        1,
      ),
    once: (_: 'idle', fn: () => void) => idle.push(fn),
  };
  return {
    map: map as unknown as MapLibreMap,
    setData,
    layerIds: () => layers.map((l) => l.id),
    loadStyle: () => {
      styleLoaded = true;
      idle.splice(0).forEach((fn) => fn());
    },
  };
}

const group = (id: string, data = collection()): MapLayerGroup => ({
  id,
  data,
  layers: [{ id: 'dots', type: 'circle' }],
});

describe('syncLayerGroups', () => {
  it('sets data only on groups whose data object changed', () => {
    const fake = fakeMap();
    const gcps = group('gcps');
    const preview = group('preview');
    syncLayerGroups(fake.map, [gcps, preview]);
    expect(fake.layerIds()).toEqual(['extra-gcps-dots', 'extra-preview-dots']);
    syncLayerGroups(fake.map, [gcps, group('preview')]);
    syncLayerGroups(fake.map, [gcps, { ...preview, data: collection() }]);
    expect(fake.setData).toEqual(['extra-preview', 'extra-preview']);
  });

  it('removes groups no longer listed', () => {
    const fake = fakeMap();
    const gcps = group('gcps');
    syncLayerGroups(fake.map, [gcps, group('preview')]);
    syncLayerGroups(fake.map, [gcps]);
    expect(fake.layerIds()).toEqual(['extra-gcps-dots']);
  });

  it('waits for the style while it loads, then lays the latest groups', () => {
    const fake = fakeMap({ styleLoaded: false });
    let latest = [group('preview')];
    syncLayerGroups(fake.map, latest, () => latest);
    expect(fake.layerIds()).toEqual([]);
    latest = [group('saved')];
    fake.loadStyle();
    expect(fake.layerIds()).toEqual(['extra-saved-dots']);
  });
});
