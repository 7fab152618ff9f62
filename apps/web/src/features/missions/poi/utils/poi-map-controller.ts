// Dragging the orbit centre on MapLibre: mousedown on the centre, mousemove, mouseup. Owns no
// state, like the site draw controller: it reads the draft and reports the next one.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { attachDragHandle } from '../../../../lib/map/drag-handle.ts';
import type { PoiDraft } from '../types.ts';

export interface PoiControllerOptions {
  /** MapLibre id of the centre layer (extraLayerId of the POI group). */
  layerId: string;
  getValue: () => PoiDraft;
  onChange: (next: PoiDraft) => void;
}

export function attachPoiController(map: MapLibreMap, options: PoiControllerOptions): () => void {
  const { layerId, getValue, onChange } = options;
  return attachDragHandle(map, {
    layerId,
    indexed: false,
    onDrag: (_index, center) => onChange({ ...getValue(), center }),
    cursorAfterRelease: 'grab',
  });
}
