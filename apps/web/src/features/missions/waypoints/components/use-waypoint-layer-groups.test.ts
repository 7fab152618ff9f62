import { describe, expect, it } from 'vitest';
import { extraLayerId } from '../../../../lib/map/extra-layers.ts';
import {
  WAYPOINT_CIRCLE_LAYER,
  WAYPOINT_POINTS_GROUP,
  waypointLayerGroups,
} from './use-waypoint-layer-groups.ts';

const colours = { path: '#111', point: '#222', selected: '#333' };

describe('waypoint map layer groups', () => {
  it('lays the path under numbered waypoint circles', () => {
    const groups = waypointLayerGroups(
      { altitude_m: 50, waypoints: [{ position: [1, 1] }, { position: [2, 2] }] },
      1,
      colours,
    );
    expect(groups.map((g) => g.id)).toEqual(['mission-waypoint-path', 'mission-waypoints']);
    expect(groups[0]!.data.features[0]!.geometry.type).toBe('LineString');
    const points = groups[1]!;
    expect(points.layers.map((l) => l.type)).toEqual(['circle', 'symbol']);
    expect(points.data.features.map((f) => f.properties?.selected === true)).toEqual([false, true]);
    expect(extraLayerId(WAYPOINT_POINTS_GROUP, WAYPOINT_CIRCLE_LAYER)).toBe(
      'extra-mission-waypoints-circle',
    );
  });
});
