// GeoJSON of a waypoint draft for the map: one numbered point per waypoint and the flight path.
// A curved path is drawn as a Catmull-Rom spline, which passes through every waypoint as the
// drone does in curved mode, without stopping; a normal path is straight legs.
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { WaypointsDraft } from '../types.ts';

type LngLat = [number, number];

/**
 * A uniform Catmull-Rom spline through the points, `steps` segments per leg; the ends are kept
 * by repeating the first and last points as their own neighbours.
 *
 * @example
 * smoothPath([[0, 0], [1, 0], [1, 1]], 2); // [[0,0],[0.5,-0.0625],[1,0],[1.0625,0.5],[1,1]]
 */
export function smoothPath(points: readonly LngLat[], steps = 12): LngLat[] {
  if (points.length < 3) return points.map((p) => [p[0], p[1]]);
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  const out: LngLat[] = [[points[0]![0], points[0]![1]]];
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const c = (a: number, b: number, cc: number, d: number) =>
        0.5 *
        (2 * b +
          (-a + cc) * t +
          (2 * a - 5 * b + 4 * cc - d) * t2 +
          (-a + 3 * b - 3 * cc + d) * t3);
      out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  return out;
}

/** Points carry `index` (0-based, for handlers), `label` (1-based) and `selected`. */
export function waypointPointsGeoJson(
  draft: WaypointsDraft,
  selectedIndex: number | null = null,
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: draft.waypoints.map((w, index): Feature<Point> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [w.position[0], w.position[1]] },
      properties: {
        index,
        label: String(index + 1),
        selected: index === selectedIndex,
        actions: w.actions?.length ?? 0,
      },
    })),
  };
}

export function waypointPathGeoJson(draft: WaypointsDraft): FeatureCollection<LineString> {
  const points = draft.waypoints.map((w) => w.position);
  if (points.length < 2) return { type: 'FeatureCollection', features: [] };
  const coords = draft.path_mode === 'curved' ? smoothPath(points) : points;
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'LineString', coordinates: coords.map((p) => [p[0], p[1]]) },
        properties: { curved: draft.path_mode === 'curved' },
      },
    ],
  };
}
