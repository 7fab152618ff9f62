// Transit legs (between rows of a cell, and between cells) carry no photos, but a straight transit
// can still cut across a notch or a hole, i.e. over ground the operator excluded (a neighbour's
// yard, a building). When a transit leaves the area and an axis-aligned dog-leg in the sweep
// frame (along the row, then across, or the reverse) stays inside, the dog-leg is flown instead.
import type { LocalXY } from '../geo/types.ts';
import { isSegmentInside } from '../geo/segment-inside.ts';
import { routeInside } from '../geo/inside-route.ts';
import type { SweepPath } from './boustrophedon.ts';

/** Each transit check is O(vertices); past this size they would dominate planning time. */
export const MAX_TRANSIT_CHECK_VERTICES = 5000;

/**
 * Replaces transits that leave the polygon by an inside dog-leg where one exists. Works in the
 * sweep frame (rows along x), where the two dog-legs follow the rows and the cross-row direction.
 *
 * @example
 * const safe = keepTransitsInside(path, rotatedRings);
 */
export function keepTransitsInside(path: SweepPath, rings: readonly LocalXY[][]): SweepPath {
  if (rings.reduce((n, r) => n + r.length, 0) > MAX_TRANSIT_CHECK_VERTICES) return path;
  const points: LocalXY[] = [];
  const coverage: boolean[] = [];
  path.points.forEach((p, i) => {
    points.push(p);
    const next = path.points[i + 1];
    if (!next) return;
    const photos = path.coverage[i]!;
    if (!photos && !isSegmentInside(p, next, rings)) {
      for (const corner of [
        [next[0], p[1]],
        [p[0], next[1]],
      ] as LocalXY[]) {
        if (isSegmentInside(p, corner, rings) && isSegmentInside(corner, next, rings)) {
          points.push(corner);
          coverage.push(false);
          break;
        }
      }
    }
    coverage.push(photos);
  });
  return { points, coverage };
}

/**
 * Re-routes every transit that leaves the polygon along the shortest inside route (vertex
 * visibility graph, geo/inside-route.ts). Run once on the chosen plan; angle search uses the
 * cheaper dog-legs above.
 *
 * @example
 * const flown = routeTransits(path, [local.outer, ...local.holes]);
 */
export function routeTransits(path: SweepPath, rings: readonly LocalXY[][]): SweepPath {
  const points: LocalXY[] = [];
  const coverage: boolean[] = [];
  path.points.forEach((p, i) => {
    points.push(p);
    const next = path.points[i + 1];
    if (!next) return;
    const photos = path.coverage[i]!;
    if (!photos) {
      for (const via of routeInside(p, next, rings)) {
        points.push(via);
        coverage.push(false);
      }
    }
    coverage.push(photos);
  });
  return { points, coverage };
}
