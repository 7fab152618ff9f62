import { describe, expect, it } from 'vitest';
import type { WaypointsDraft } from '../types.ts';
import { smoothPath, waypointPathGeoJson, waypointPointsGeoJson } from './waypoint-geojson.ts';

const draft: WaypointsDraft = {
  altitude_m: 50,
  waypoints: [
    { position: [0, 0] },
    { position: [1, 0], actions: [{ type: 'take_photo' }] },
    { position: [1, 1] },
  ],
};

describe('waypoint GeoJSON', () => {
  it('numbers the points from 1 and marks the selected one', () => {
    const fc = waypointPointsGeoJson(draft, 1);
    expect(fc.features.map((f) => f.properties)).toEqual([
      { index: 0, label: '1', selected: false, actions: 0 },
      { index: 1, label: '2', selected: true, actions: 1 },
      { index: 2, label: '3', selected: false, actions: 0 },
    ]);
  });

  it('draws a straight path through the waypoints in normal mode', () => {
    const line = waypointPathGeoJson(draft).features[0]!;
    expect(line.geometry.coordinates).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(waypointPathGeoJson({ ...draft, waypoints: [draft.waypoints[0]!] }).features).toEqual(
      [],
    );
  });

  it('curves through every waypoint and keeps both ends', () => {
    const corner: [number, number][] = [
      [0, 0],
      [1, 0],
      [1, 1],
    ];
    const curve = smoothPath(corner, 2);
    expect(curve).toHaveLength(5);
    expect(curve[0]).toEqual([0, 0]);
    expect(curve[2]![0]).toBeCloseTo(1, 12);
    expect(curve[2]![1]).toBeCloseTo(0, 12);
    expect(curve[1]![0]).toBeCloseTo(0.5, 12);
    expect(curve[1]![1]).toBeCloseTo(-0.0625, 12);
    expect(curve[4]).toEqual([1, 1]);
    const curved = waypointPathGeoJson({ ...draft, path_mode: 'curved' }).features[0]!;
    const coords = curved.geometry.coordinates;
    expect(coords.length).toBeGreaterThan(3);
    expect(coords[0]).toEqual([0, 0]);
    expect(coords[coords.length - 1]).toEqual([1, 1]);
  });
});
