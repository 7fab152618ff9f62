// Dragging the orbit centre on MapLibre: mousedown on the centre, mousemove, mouseup. Owns no
// state, like the site draw controller: it reads the draft and reports the next one.
import type { Map as MapLibreMap, MapLayerMouseEvent, MapMouseEvent } from 'maplibre-gl';
import type { PoiDraft } from '../types.ts';

export interface PoiControllerOptions {
  /** MapLibre id of the centre layer (extraLayerId of the POI group). */
  layerId: string;
  getValue: () => PoiDraft;
  onChange: (next: PoiDraft) => void;
}

export function attachPoiController(map: MapLibreMap, options: PoiControllerOptions): () => void {
  const { layerId, getValue, onChange } = options;
  const container = map.getCanvasContainer();
  let dragging = false;

  const onDown = (e: MapLayerMouseEvent) => {
    e.preventDefault();
    dragging = true;
    map.dragPan.disable();
    container.style.cursor = 'grabbing';
  };
  const onMove = (e: MapMouseEvent) => {
    if (!dragging) return;
    onChange({ ...getValue(), center: [e.lngLat.lng, e.lngLat.lat] });
  };
  const onUp = () => {
    if (!dragging) return;
    dragging = false;
    map.dragPan.enable();
    container.style.cursor = 'grab';
  };
  const onEnter = () => {
    if (!dragging) container.style.cursor = 'grab';
  };
  const onLeave = () => {
    if (!dragging) container.style.cursor = '';
  };

  map.on('mousedown', layerId, onDown);
  map.on('touchstart', layerId, onDown as never);
  map.on('mousemove', onMove);
  map.on('touchmove', onMove as never);
  map.on('mouseup', onUp);
  map.on('touchend', onUp);
  map.on('mouseenter', layerId, onEnter);
  map.on('mouseleave', layerId, onLeave);
  return () => {
    map.off('mousedown', layerId, onDown);
    map.off('touchstart', layerId, onDown as never);
    map.off('mousemove', onMove);
    map.off('touchmove', onMove as never);
    map.off('mouseup', onUp);
    map.off('touchend', onUp);
    map.off('mouseenter', layerId, onEnter);
    map.off('mouseleave', layerId, onLeave);
    if (dragging) map.dragPan.enable();
    container.style.cursor = '';
  };
}
