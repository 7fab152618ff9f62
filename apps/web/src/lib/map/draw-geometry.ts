// Pure model of the site drawing tools (polygon, line, point): the map controller turns pointer
// and key events into these transitions, so every rule here is unit-tested without a map.
import {
  bboxCentre,
  createLocalProjection,
  hasSelfIntersection,
  lineLengthM,
  polygonAreaM2,
  type LngLat,
  type SiteGeometry,
} from '@sortie/flightplan';

export type DrawMode = 'polygon' | 'line' | 'point';

export interface DrawState {
  mode: DrawMode;
  vertices: LngLat[];
  /** The shape is closed (polygon, line) or placed (point); clicks no longer add vertices. */
  finished: boolean;
  /**
   * The vertex selected for keyboard editing (arrow keys nudge it, Delete removes it), or
   * null/absent when none is.
   */
  selected?: number | null;
}

export const MIN_VERTICES: Readonly<Record<DrawMode, number>> = { polygon: 3, line: 2, point: 1 };

export function emptyDraw(mode: DrawMode): DrawState {
  return { mode, vertices: [], finished: false };
}

/** Adds a vertex; a point is placed (and finished) by its single click. */
export function addVertex(state: DrawState, p: LngLat): DrawState {
  if (state.mode === 'point') return { ...state, vertices: [p], finished: true, selected: null };
  if (state.finished) return state;
  return { ...state, vertices: [...state.vertices, p], selected: null };
}

export function moveVertex(state: DrawState, index: number, p: LngLat): DrawState {
  if (index < 0 || index >= state.vertices.length) return state;
  const vertices = state.vertices.slice();
  vertices[index] = p;
  return { ...state, vertices };
}

/** Backspace: removes the last vertex and reopens the shape. */
export function removeLastVertex(state: DrawState): DrawState {
  if (state.vertices.length === 0) return state;
  return { ...state, vertices: state.vertices.slice(0, -1), finished: false, selected: null };
}

/** The selected vertex index when it points at a vertex, else null. */
export function selectedIndex(state: DrawState): number | null {
  const i = state.selected;
  return i !== null && i !== undefined && i >= 0 && i < state.vertices.length ? i : null;
}

/** Selects a vertex (null clears the selection); out-of-range indexes clear it too. */
export function selectVertex(state: DrawState, index: number | null): DrawState {
  const selected = index !== null && index >= 0 && index < state.vertices.length ? index : null;
  return selected === (state.selected ?? null) ? state : { ...state, selected };
}

/**
 * ']' and '[': selects the next (step 1) or previous (step -1) vertex, wrapping around; with
 * nothing selected, next starts at the first vertex and previous at the last.
 */
export function cycleSelection(state: DrawState, step: 1 | -1): DrawState {
  const n = state.vertices.length;
  if (n === 0 || state.mode === 'point') return state;
  const current = selectedIndex(state);
  const next = current === null ? (step === 1 ? 0 : n - 1) : (current + step + n) % n;
  return { ...state, selected: next };
}

/** Metres per degree of latitude (and of longitude at the equator) on the WGS84 mean sphere. */
const M_PER_DEG = 111_320;

/**
 * Arrow keys: moves the selected vertex `eastM` metres east and `northM` metres north (a local
 * flat-earth step, exact enough for nudges of a few metres). Nothing selected: unchanged.
 */
export function nudgeSelected(state: DrawState, eastM: number, northM: number): DrawState {
  const i = selectedIndex(state);
  if (i === null) return state;
  const [lng, lat] = state.vertices[i]!;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 1e-6);
  const nextLat = Math.max(-90, Math.min(90, lat + northM / M_PER_DEG));
  const nextLng = ((lng + eastM / (M_PER_DEG * cos) + 540) % 360) - 180;
  return moveVertex(state, i, [nextLng, nextLat]);
}

/**
 * The nudge of one arrow key press, in metres: `px` screen pixels at web-mercator `zoom` (512 px
 * tiles) and latitude `lat`, so a nudge looks the same size at every zoom.
 */
export function nudgeStepM(zoom: number, lat: number, px = 4): number {
  return (px * 78_271.517 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}

/**
 * Delete: removes the selected vertex. The next vertex (or the new last one) becomes selected so
 * Delete can be pressed again; a shape left with too few vertices is reopened.
 */
export function removeSelected(state: DrawState): DrawState {
  const i = selectedIndex(state);
  if (i === null) return state;
  const vertices = state.vertices.filter((_, j) => j !== i);
  const selected = vertices.length === 0 ? null : Math.min(i, vertices.length - 1);
  const finished = state.finished && vertices.length >= MIN_VERTICES[state.mode];
  return { ...state, vertices, selected, finished };
}

export function canFinish(state: DrawState): boolean {
  return state.vertices.length >= MIN_VERTICES[state.mode];
}

/** Double-click or Enter: closes the shape when it has enough vertices. */
export function finishDraw(state: DrawState): DrawState {
  return canFinish(state) ? { ...state, finished: true } : state;
}

/**
 * A double-click also fires two clicks before it: the duplicate vertices they add are dropped
 * (consecutive vertices closer than `toleranceDeg`).
 */
export function dropRepeatedVertices(state: DrawState, toleranceDeg = 1e-9): DrawState {
  const vertices = state.vertices.filter((p, i, all) => {
    const prev = all[i - 1];
    return (
      !prev || Math.abs(prev[0] - p[0]) > toleranceDeg || Math.abs(prev[1] - p[1]) > toleranceDeg
    );
  });
  return vertices.length === state.vertices.length ? state : { ...state, vertices };
}

/** The GeoJSON geometry of the drawing (polygon ring closed), or null while it is too short. */
export function drawGeometry(state: DrawState): SiteGeometry | null {
  const v = state.vertices;
  if (!canFinish(state)) return null;
  switch (state.mode) {
    case 'point':
      return { type: 'Point', coordinates: v[0]! };
    case 'line':
      return { type: 'LineString', coordinates: v };
    case 'polygon':
      return { type: 'Polygon', coordinates: [[...v, v[0]!]] };
  }
}

/** True when edges cross (a polygon is tested as a closed ring, a line as an open path). */
export function isDrawSelfIntersecting(state: DrawState): boolean {
  const v = state.vertices;
  if (state.mode === 'point' || v.length < (state.mode === 'polygon' ? 4 : 3)) return false;
  const proj = createLocalProjection(bboxCentre(v));
  return hasSelfIntersection([v.map(proj.toLocal)], state.mode === 'polygon');
}

/** Geodesic area (m²) of a polygon drawing and length (m) of a line drawing. */
export function drawMeasures(state: DrawState): { areaM2: number | null; lengthM: number | null } {
  const v = state.vertices;
  if (state.mode === 'polygon')
    return { areaM2: v.length >= 3 ? polygonAreaM2({ outer: v, holes: [] }) : 0, lengthM: null };
  if (state.mode === 'line') return { areaM2: null, lengthM: lineLengthM(v) };
  return { areaM2: null, lengthM: null };
}
