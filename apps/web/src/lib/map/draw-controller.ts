// Our small draw controller on MapLibre (no draw library supports MapLibre 5 well): click adds a
// vertex, clicking or dragging a vertex selects and moves it, double-click or Enter finishes,
// Escape clears the selection or cancels, Backspace removes the last vertex. Keyboard editing:
// ']' and '[' select the next or previous vertex, the arrow keys nudge it (Shift: five times
// further) and Delete removes it. It owns no state: it reads the current drawing and reports the
// next one, so React stays the single source of truth and the rules live in draw-geometry.ts.
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { attachDragHandle } from './drag-handle.ts';
import {
  addVertex,
  canFinish,
  cycleSelection,
  dropRepeatedVertices,
  emptyDraw,
  finishDraw,
  moveVertex,
  nudgeSelected,
  nudgeStepM,
  removeLastVertex,
  removeSelected,
  selectVertex,
  selectedIndex,
  type DrawState,
} from './draw-geometry.ts';

/** Arrow key → [east, north] direction of a nudge. */
const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};
import { VERTEX_LAYER } from './map-style.ts';

export interface DrawControllerOptions {
  getState: () => DrawState;
  onChange: (next: DrawState) => void;
}

/** Wires the drawing interactions to a map; returns the function that removes them. */
export function attachDrawController(map: MapLibreMap, options: DrawControllerOptions): () => void {
  const { getState, onChange } = options;
  const container = map.getCanvasContainer();
  /** Whether the last press moved its vertex: the click that follows a drag is not a click. */
  let dragged = false;
  /** The vertex under the last mousedown: its click selects it instead of adding a vertex. */
  let pressedVertex: number | null = null;

  map.doubleClickZoom.disable();

  const onClick = (e: MapMouseEvent) => {
    const pressed = pressedVertex;
    pressedVertex = null;
    if (dragged) {
      dragged = false;
      return;
    }
    const state = getState();
    if (pressed !== null) {
      // Clicking the first vertex of an open polygon closes it, as in most drawing tools.
      if (pressed === 0 && state.mode === 'polygon' && !state.finished && canFinish(state)) {
        onChange(finishDraw(state));
      } else {
        onChange(selectVertex(state, pressed));
      }
      return;
    }
    const next = addVertex(state, [e.lngLat.lng, e.lngLat.lat]);
    onChange(next === state ? selectVertex(state, null) : next);
  };

  const onDblClick = (e: MapMouseEvent) => {
    e.preventDefault();
    onChange(finishDraw(dropRepeatedVertices(getState())));
  };

  const detachDrag = attachDragHandle(map, {
    layerId: VERTEX_LAYER,
    indexed: true,
    onPress: (index) => {
      pressedVertex = index;
      dragged = false;
    },
    onDrag: (index, position) =>
      onChange(selectVertex(moveVertex(getState(), index, position), index)),
    onRelease: (_index, moved) => {
      dragged = moved;
    },
    cursorAfterRelease: '',
  });

  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const state = getState();
    const selected = selectedIndex(state);
    const arrow = ARROWS[e.key];
    if (arrow) {
      // Without a selection the arrows pan the map (MapLibre's own keyboard handler).
      if (selected === null) return;
      const vertex = state.vertices[selected]!;
      const step = nudgeStepM(map.getZoom(), vertex[1]) * (e.shiftKey ? 5 : 1);
      onChange(nudgeSelected(state, arrow[0] * step, arrow[1] * step));
    } else if (e.key === ']') onChange(cycleSelection(state, 1));
    else if (e.key === '[') onChange(cycleSelection(state, -1));
    else if (e.key === 'Enter') onChange(finishDraw(state));
    else if (e.key === 'Escape')
      onChange(selected === null ? emptyDraw(state.mode) : selectVertex(state, null));
    else if (e.key === 'Backspace' || e.key === 'Delete')
      onChange(selected === null ? removeLastVertex(state) : removeSelected(state));
    else return;
    e.preventDefault();
    // Handled here: keep MapLibre's keyboard handler from also panning or zooming.
    e.stopPropagation();
  };

  map.on('click', onClick);
  map.on('dblclick', onDblClick);
  container.addEventListener('keydown', onKey, { capture: true });
  container.style.cursor = 'crosshair';

  return () => {
    map.off('click', onClick);
    map.off('dblclick', onDblClick);
    container.removeEventListener('keydown', onKey, { capture: true });
    detachDrag();
    map.doubleClickZoom.enable();
  };
}
