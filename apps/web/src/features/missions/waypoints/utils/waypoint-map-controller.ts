// Pointer interactions of the waypoint editor on MapLibre: a click on empty map adds a waypoint at
// the end, a click on a waypoint selects it, dragging a waypoint moves it. Like the site draw
// controller it owns no state: it reads the current draft and reports the next one.
import type { Map as MapLibreMap, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';
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
  const container = map.getCanvasContainer();
  let dragIndex: number | null = null;
  let dragged = false;
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

  const onDown = (e: MapLayerMouseEvent) => {
    const index = e.features?.[0]?.properties?.index as number | undefined;
    if (typeof index !== 'number') return;
    e.preventDefault();
    dragIndex = index;
    dragged = false;
    map.dragPan.disable();
    container.style.cursor = 'grabbing';
  };

  const onMove = (e: MapMouseEvent) => {
    if (dragIndex === null) return;
    dragged = true;
    onChange(updateWaypoint(getValue(), dragIndex, { position: toLngLat(e) }));
  };

  const onUp = () => {
    if (dragIndex === null) return;
    const index = dragIndex;
    dragIndex = null;
    swallowClick = dragged;
    map.dragPan.enable();
    container.style.cursor = 'grab';
    onSelect?.(index);
  };

  const onEnter = () => {
    if (dragIndex === null) container.style.cursor = 'grab';
  };
  const onLeave = () => {
    if (dragIndex === null) container.style.cursor = '';
  };

  map.on('click', onClick);
  map.on('mousedown', layerId, onDown);
  map.on('touchstart', layerId, onDown as never);
  map.on('mousemove', onMove);
  map.on('touchmove', onMove as never);
  map.on('mouseup', onUp);
  map.on('touchend', onUp);
  map.on('mouseenter', layerId, onEnter);
  map.on('mouseleave', layerId, onLeave);

  return () => {
    map.off('click', onClick);
    map.off('mousedown', layerId, onDown);
    map.off('touchstart', layerId, onDown as never);
    map.off('mousemove', onMove);
    map.off('touchmove', onMove as never);
    map.off('mouseup', onUp);
    map.off('touchend', onUp);
    map.off('mouseenter', layerId, onEnter);
    map.off('mouseleave', layerId, onLeave);
    if (dragIndex !== null) map.dragPan.enable();
    container.style.cursor = '';
  };
}
