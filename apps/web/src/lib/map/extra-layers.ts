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

/**
 * Makes the map show exactly `groups`: adds missing ones, updates the data of present ones and
 * removes extra sources and layers no longer listed. While the style is busy (a setData or a
 * base-map change in flight) MapLibre refuses new sources, so it tries again once the map is idle
 * with whatever `latest()` is then.
 */
export function syncLayerGroups(
  map: MapLibreMap,
  groups: readonly MapLayerGroup[],
  latest: () => readonly MapLayerGroup[] = () => groups,
): void {
  if (!map.isStyleLoaded()) {
    void map.once('idle', () => {
      if (map.getStyle()) syncLayerGroups(map, latest(), latest);
    });
    return;
  }
  const keepSources = new Set(groups.map(sourceId));
  const keepLayers = new Set(groups.flatMap((g) => g.layers.map((l) => layerId(g, l))));
  for (const layer of map.getStyle().layers) {
    if (layer.id.startsWith(PREFIX) && !keepLayers.has(layer.id)) map.removeLayer(layer.id);
  }
  for (const id of Object.keys(map.getStyle().sources)) {
    if (id.startsWith(PREFIX) && !keepSources.has(id)) map.removeSource(id);
  }
  for (const group of groups) {
    const src = map.getSource<GeoJSONSource>(sourceId(group));
    if (src) src.setData(group.data);
    else map.addSource(sourceId(group), { type: 'geojson', data: group.data });
    for (const layer of group.layers) {
      const id = layerId(group, layer);
      if (map.getLayer(id)) continue;
      map.addLayer({ ...layer, id, source: sourceId(group) } as LayerSpecification);
    }
  }
}

/** The MapLibre id of a group's layer (for click and hover handlers). */
export function extraLayerId(groupId: string, layer: string): string {
  return `extra-${groupId}-${layer}`;
}
