// Pointer interactions of the waypoint editor on MapLibre: a click on empty map adds a waypoint at
// the end, a click on a waypoint selects it, dragging a waypoint moves it. Like the site draw
// controller it owns no state: it reads the current draft and reports the next one.
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { attachDragHandle } from '../../../../lib/map/drag-handle.ts';
import type { WaypointsDraft } from '../types.ts';
import { addWaypoint, updateWaypoint } from './waypoint-list.ts';

export interface WaypointControllerOptions {
  /** MapLibre id of the waypoint circle layer (extraLayerId of the points group). */
  layerId: string;
  getValue: () => WaypointsDraft;
  onChange: (next: WaypointsDraft) => void;
  onSelect?: (index: number) => void;
}

type Pointer = Pick<MapMouseEvent, 'lngLat'>;
const toLngLat = (e: Pointer): [number, number] => [e.lngLat.lng, e.lngLat.lat];

/** Wires the interactions to a map; returns the function that removes them. */
export function attachWaypointController(
  map: MapLibreMap,
  options: WaypointControllerOptions,
): () => void {
  const { layerId, getValue, onChange, onSelect } = options;
  // MapLibre fires click after a drag's mouseup; that click must not add a waypoint.
  let swallowClick = false;

  const hitIndex = (e: MapMouseEvent): number | null => {
    if (!map.getLayer(layerId)) return null;
    const hit = map.queryRenderedFeatures(e.point, { layers: [layerId] })[0];
    const index = hit?.properties?.index as number | undefined;
    return typeof index === 'number' ? index : null;
  };

  const onClick = (e: MapMouseEvent) => {
    if (swallowClick) {
      swallowClick = false;
      return;
    }
    const index = hitIndex(e);
    if (index !== null) {
      onSelect?.(index);
      return;
    }
    const value = getValue();
    onChange(addWaypoint(value, toLngLat(e)));
    onSelect?.(value.waypoints.length);
  };

  const detachDrag = attachDragHandle(map, {
    layerId,
    indexed: true,
    onDrag: (index, position) => onChange(updateWaypoint(getValue(), index, { position })),
    onRelease: (index, dragged) => {
      swallowClick = dragged;
      onSelect?.(index);
    },
    cursorAfterRelease: 'grab',
  });

  map.on('click', onClick);

  return () => {
    map.off('click', onClick);
    detachDrag();
  };
}
