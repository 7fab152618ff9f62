import { describe, expect, it } from 'vitest';
import type { WaypointsDraft } from '../types.ts';
import {
  addWaypoint,
  moveItem,
  moveWaypoint,
  nextWaypointPosition,
  offsetLngLat,
  removeWaypoint,
  selectionAfterMove,
  updateWaypoint,
} from './waypoint-list.ts';

const draft = (): WaypointsDraft => ({
  altitude_m: 50,
  waypoints: [
    { position: [10, 50], altitude_m: 30 },
    { position: [10.001, 50] },
    { position: [10.002, 50], actions: [{ type: 'take_photo' }] },
  ],
});

describe('waypoint list edits', () => {
  it('moves an item, clamping the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('reorders waypoints without touching the input', () => {
    const d = draft();
    const next = moveWaypoint(d, 2, 0);
    expect(next.waypoints.map((w) => w.position[0])).toEqual([10.002, 10, 10.001]);
    expect(d.waypoints[0]!.position[0]).toBe(10);
  });

  it('adds at the end and removes by index', () => {
    const added = addWaypoint(draft(), [11, 51]);
    expect(added.waypoints).toHaveLength(4);
    expect(added.waypoints[3]).toEqual({ position: [11, 51], actions: [] });
    expect(removeWaypoint(added, 0).waypoints[0]!.position).toEqual([10.001, 50]);
  });

  it('drops keys patched to undefined so the mission default applies', () => {
    const next = updateWaypoint(draft(), 0, { altitude_m: undefined, gimbal_pitch_deg: -60 });
    expect(next.waypoints[0]).toEqual({ position: [10, 50], gimbal_pitch_deg: -60 });
    expect('altitude_m' in next.waypoints[0]!).toBe(false);
  });

  it('places a new waypoint 30 m on along the last leg, or at the fallback', () => {
    expect(nextWaypointPosition([], [5, 45])).toEqual([5, 45]);
    expect(nextWaypointPosition([], null)).toBeNull();
    const [lng, lat] = nextWaypointPosition(draft().waypoints, null)!;
    expect(lat).toBeCloseTo(50, 6);
    // 30 m east at 50°N is 30 / (111320 · cos 50°) degrees.
    expect(lng - 10.002).toBeCloseTo(30 / (111_320 * Math.cos((50 * Math.PI) / 180)), 8);
  });

  it('offsets north by metres of latitude', () => {
    const [, lat] = offsetLngLat([0, 0], 0, 111_320);
    expect(lat).toBeCloseTo(1, 6);
  });

  it('keeps the moved waypoint selected', () => {
    expect(selectionAfterMove(2, 2, 0)).toBe(0);
    expect(selectionAfterMove(0, 2, 0)).toBe(1);
    expect(selectionAfterMove(1, 0, 2)).toBe(0);
    expect(selectionAfterMove(null, 0, 1)).toBeNull();
    expect(selectionAfterMove(3, 0, 1)).toBe(3);
  });
});
