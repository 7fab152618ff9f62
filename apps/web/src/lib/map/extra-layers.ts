// Extra map layers that features lay over the site (mission previews, waypoints, elevation heat
// maps). Each group is one GeoJSON source plus its layers. A base-map change replaces the whole
// MapLibre style, so the canvas re-applies every group after each style load; data changes only
// call setData. Features build groups; they never touch the MapLibre instance for drawing.
import type { GeoJSONSource, LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

/** A layer of a group: any MapLibre layer without its `source` (the group's source is used). */
export type ExtraLayer = Omit<LayerSpecification, 'source'> & { id: string };

export interface MapLayerGroup {
  /** Unique among the map's groups; used as the source id (prefixed). */
  id: string;
  data: FeatureCollection;
  layers: readonly ExtraLayer[];
}

const PREFIX = 'extra-';
const sourceId = (group: MapLayerGroup) => `${PREFIX}${group.id}`;
const layerId = (group: MapLayerGroup, layer: ExtraLayer) => `${PREFIX}${group.id}-${layer.id}`;

/** The data each source was last given: a group whose data is the same object costs nothing. */
const lastData = new WeakMap<GeoJSONSource, FeatureCollection>();

/**
 * Makes the map show exactly `groups`: adds missing ones, updates the data of present ones whose
 * `data` is a new object (so groups keep their data object while it is unchanged) and removes
 * extra sources and layers no longer listed. Only the style itself has to be loaded: MapLibre
 * queues a setData while tiles or an earlier setData are still loading, so a new preview is not
 * held back until the map is idle. During a base-map change it tries again once the map is idle,
 * with whatever `latest()` is then.
 */
export function syncLayerGroups(
  map: MapLibreMap,
  groups: readonly MapLayerGroup[],
  latest: () => readonly MapLayerGroup[] = () => groups,
): void {
  // undefined until the style is loaded (MapLibre refuses sources and layers before that).
  const style = map.getStyle() as ReturnType<MapLibreMap['getStyle']> | undefined;
  if (!style) {
    void map.once('idle', () => {
      if (map.getStyle()) syncLayerGroups(map, latest(), latest);
    });
    return;
  }
  const keepSources = new Set(groups.map(sourceId));
  const keepLayers = new Set(groups.flatMap((g) => g.layers.map((l) => layerId(g, l))));
  for (const layer of style.layers) {
    if (layer.id.startsWith(PREFIX) && !keepLayers.has(layer.id)) map.removeLayer(layer.id);
  }
  for (const id of Object.keys(style.sources)) {
    if (id.startsWith(PREFIX) && !keepSources.has(id)) map.removeSource(id);
  }
  for (const group of groups) {
    const id = sourceId(group);
    const src = map.getSource<GeoJSONSource>(id);
    if (!src) map.addSource(id, { type: 'geojson', data: group.data });
    else if (lastData.get(src) !== group.data) src.setData(group.data);
    const added = src ?? map.getSource<GeoJSONSource>(id);
    if (added) lastData.set(added, group.data);
    for (const layer of group.layers) {
      const lid = layerId(group, layer);
      if (map.getLayer(lid)) continue;
      map.addLayer({ ...layer, id: lid, source: id } as LayerSpecification);
    }
  }
}

/** The MapLibre id of a group's layer (for click and hover handlers). */
export function extraLayerId(groupId: string, layer: string): string {
  return `extra-${groupId}-${layer}`;
}
