// Pure list edits of the waypoint editor. Every function returns a new draft (React state is never
// mutated) and keeps values metric, as the contract stores them.
import type { WaypointAction, WaypointDraft, WaypointsDraft } from '../types.ts';

type LngLat = [number, number];

/** How far past the last waypoint the Add button places a new one (a visible, draggable step). */
export const NEW_WAYPOINT_STEP_M = 30;
const METRES_PER_DEG_LAT = 111_320;

/**
 * Moves an item of a list from one index to another (both clamped); the same array when nothing moves.
 *
 * @example
 * moveItem(['a', 'b', 'c'], 0, 2); // ['b', 'c', 'a']
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A point `metres` away from `from` on a compass bearing (flat-earth step; fine for tens of metres). */
export function offsetLngLat(from: LngLat, bearingDeg: number, metres: number): LngLat {
  const rad = (bearingDeg * Math.PI) / 180;
  const dLat = (metres * Math.cos(rad)) / METRES_PER_DEG_LAT;
  const dLng =
    (metres * Math.sin(rad)) / (METRES_PER_DEG_LAT * Math.cos((from[1] * Math.PI) / 180));
  return [from[0] + dLng, from[1] + dLat];
}

function bearingBetween(a: LngLat, b: LngLat): number {
  const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
  const dy = b[1] - a[1];
  return (Math.atan2(dx, dy) * 180) / Math.PI;
}

/**
 * Where the Add button puts the next waypoint: a step past the last one, continuing the last leg's
 * direction (east when there is only one), or `fallback` (the site's point) for an empty list.
 *
 * @example
 * nextWaypointPosition([], [10, 50]); // [10, 50]
 */
export function nextWaypointPosition(
  waypoints: readonly WaypointDraft[],
  fallback: LngLat | null,
): LngLat | null {
  const last = waypoints[waypoints.length - 1];
  if (!last) return fallback;
  const prev = waypoints[waypoints.length - 2];
  const bearing = prev ? bearingBetween(prev.position, last.position) : 90;
  return offsetLngLat(last.position, bearing, NEW_WAYPOINT_STEP_M);
}

/** A new waypoint: only its position; altitude, speed and gimbal follow the mission defaults. */
export function newWaypoint(position: LngLat): WaypointDraft {
  return { position: [position[0], position[1]], actions: [] };
}

export function addWaypoint(draft: WaypointsDraft, position: LngLat): WaypointsDraft {
  return { ...draft, waypoints: [...draft.waypoints, newWaypoint(position)] };
}

export function removeWaypoint(draft: WaypointsDraft, index: number): WaypointsDraft {
  return { ...draft, waypoints: draft.waypoints.filter((_, i) => i !== index) };
}

export function moveWaypoint(draft: WaypointsDraft, from: number, to: number): WaypointsDraft {
  return { ...draft, waypoints: moveItem(draft.waypoints, from, to) };
}

export function updateWaypoint(
  draft: WaypointsDraft,
  index: number,
  patch: Partial<WaypointDraft>,
): WaypointsDraft {
  return {
    ...draft,
    waypoints: draft.waypoints.map((w, i) => (i === index ? withPatch(w, patch) : w)),
  };
}

/** Applies a patch; keys set to undefined are removed so the waypoint falls back to the default. */
function withPatch(w: WaypointDraft, patch: Partial<WaypointDraft>): WaypointDraft {
  const next: Record<string, unknown> = { ...w, ...patch };
  for (const [k, v] of Object.entries(next)) if (v === undefined) delete next[k];
  return next as WaypointDraft;
}

export function setWaypointActions(
  draft: WaypointsDraft,
  index: number,
  actions: WaypointAction[],
): WaypointsDraft {
  return updateWaypoint(draft, index, { actions });
}

/** The selection after moving `from` to `to`, so the moved waypoint stays selected. */
export function selectionAfterMove(
  selected: number | null,
  from: number,
  to: number,
): number | null {
  if (selected === null) return null;
  if (selected === from) return to;
  if (from < selected && to >= selected) return selected - 1;
  if (from > selected && to <= selected) return selected + 1;
  return selected;
}
