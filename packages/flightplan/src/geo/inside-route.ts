// Shortest route between two points that stays inside a polygon: A* over the visibility graph of
// the polygon's vertices (the shortest path inside a polygon bends only at its vertices). Used for
// transit legs only, so a transit never flies over a notch or hole the operator cut out.
import type { LocalXY } from './types.ts';
import { isSegmentInside } from './segment-inside.ts';

/** Above this many vertices routing costs more than it saves (O(n³) worst case); fly direct. */
export const MAX_ROUTING_VERTICES = 120;

const dist = (a: LocalXY, b: LocalXY) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Intermediate points of the shortest inside route from a to b (empty when the straight segment
 * is inside, when no inside route exists, or when the polygon is too large to route).
 *
 * @example
 * routeInside([100, 500], [500, 500], [uShape]); // [[200, 200], [400, 200]]
 */
export function routeInside(a: LocalXY, b: LocalXY, rings: readonly LocalXY[][]): LocalXY[] {
  const vertices = rings.reduce((n, r) => n + r.length, 0);
  if (vertices > MAX_ROUTING_VERTICES || isSegmentInside(a, b, rings)) return [];
  const nodes: LocalXY[] = [a, b, ...rings.flat()];
  const g = new Array<number>(nodes.length).fill(Infinity);
  const prev = new Array<number>(nodes.length).fill(-1);
  const done = new Array<boolean>(nodes.length).fill(false);
  g[0] = 0;
  for (;;) {
    let u = -1;
    let best = Infinity;
    for (let i = 0; i < nodes.length; i++) {
      const f = g[i]! + dist(nodes[i]!, b);
      if (!done[i] && f < best) {
        best = f;
        u = i;
      }
    }
    if (u === -1) return [];
    if (u === 1) break;
    done[u] = true;
    for (let v = 0; v < nodes.length; v++) {
      if (done[v] || v === u) continue;
      const d = g[u]! + dist(nodes[u]!, nodes[v]!);
      if (d < g[v]! && isSegmentInside(nodes[u]!, nodes[v]!, rings)) {
        g[v] = d;
        prev[v] = u;
      }
    }
  }
  const route: LocalXY[] = [];
  for (let v = prev[1]!; v > 0; v = prev[v]!) route.unshift(nodes[v]!);
  return route;
}
