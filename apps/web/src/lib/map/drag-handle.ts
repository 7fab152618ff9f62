// Dragging the handles of one MapLibre layer (site vertices, waypoints, the orbit centre):
// press a handle, move the pointer, release. While a handle is held the map does not pan and the
// cursor says "grabbing"; over a handle it says "grab". It owns no state: the caller reads its
// draft and reports the next one in onDrag, as the draw, waypoint and POI controllers do.
import type { Map as MapLibreMap, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';

export interface DragHandleOptions {
  /** MapLibre id of the layer whose features are the handles. */
  layerId: string;
  /**
   * Whether the handles carry a numeric `index` property (vertices, waypoints); a press on a
   * feature without one is ignored. A single handle (the orbit centre) needs none: index 0.
   */
  indexed: boolean;
  /** A handle was pressed (before any move). */
  onPress?: (index: number) => void;
  /** The held handle moved to [lng, lat]. */
  onDrag: (index: number, position: [number, number]) => void;
  /** The handle was let go; `dragged` says whether it moved, so the click after can be ignored. */
  onRelease?: (index: number, dragged: boolean) => void;
  /** The cursor after a release: 'grab' as the pointer is still over the handle, or none. */
  cursorAfterRelease: 'grab' | '';
}

/** Wires the dragging to a map; returns the function that removes it. */
export function attachDragHandle(map: MapLibreMap, options: DragHandleOptions): () => void {
  const { layerId, indexed, onPress, onDrag, onRelease, cursorAfterRelease } = options;
  const container = map.getCanvasContainer();
  let dragIndex: number | null = null;
  let dragged = false;

  const onDown = (e: MapLayerMouseEvent) => {
    const property = e.features?.[0]?.properties?.index as unknown;
    const index = indexed ? property : 0;
    if (typeof index !== 'number') return;
    e.preventDefault();
    dragIndex = index;
    dragged = false;
    onPress?.(index);
    map.dragPan.disable();
    container.style.cursor = 'grabbing';
  };

  const onMove = (e: MapMouseEvent) => {
    if (dragIndex === null) return;
    dragged = true;
    onDrag(dragIndex, [e.lngLat.lng, e.lngLat.lat]);
  };

  const onUp = () => {
    if (dragIndex === null) return;
    const index = dragIndex;
    dragIndex = null;
    map.dragPan.enable();
    container.style.cursor = cursorAfterRelease;
    onRelease?.(index, dragged);
  };

  const onEnter = () => {
    if (dragIndex === null) container.style.cursor = 'grab';
  };
  const onLeave = () => {
    if (dragIndex === null) container.style.cursor = '';
  };

  // Presses and hovers count on the handles only; moves and releases anywhere on the map.
  const onLayer = [
    ['mousedown', onDown],
    ['touchstart', onDown],
    ['mouseenter', onEnter],
    ['mouseleave', onLeave],
  ] as const;
  const onMap = [
    ['mousemove', onMove],
    ['touchmove', onMove],
    ['mouseup', onUp],
    ['touchend', onUp],
  ] as const;
  for (const [type, handler] of onLayer) map.on(type, layerId, handler as never);
  for (const [type, handler] of onMap) map.on(type, handler as never);

  return () => {
    for (const [type, handler] of onLayer) map.off(type, layerId, handler as never);
    for (const [type, handler] of onMap) map.off(type, handler as never);
    // Detached mid-drag: give the map its panning back.
    if (dragIndex !== null) map.dragPan.enable();
    container.style.cursor = '';
  };
}
