// Corner tips. A row ends where it leaves the polygon, but the polygon can reach further inside the
// row's strip: an acute corner lying between two rows is seen by neither row's photos once it is
// more than half a footprint beyond the row's end. Instead of extending the line outside the area
// (DJI's approach, which breaks "stay inside the boundary plus margin"), the leg bends to the
// farthest corner of its strip (or the farthest point where the boundary crosses the strip's edge)
// when that point is in view, so the waypoint stays on the boundary.
import type { LocalXY } from '../geo/types.ts';
import { doSegmentsIntersect } from '../geo/self-intersection.ts';
import { isPointInRing, isPointNearBoundary } from '../geo/planar.ts';
import { crossingsAt, type Row, type Tips } from './sweep.ts';

export function isVisible(from: LocalXY, to: LocalXY, rings: readonly LocalXY[][]): boolean {
  // The edge exemptions below could let a segment run along the outside of a notch; its midpoint
  // must be inside.
  const mid: LocalXY = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  const inside =
    isPointInRing(mid, rings[0]!) && !rings.slice(1).some((h) => isPointInRing(mid, h));
  const poly = { outer: rings[0]!, holes: rings.slice(1) };
  if (!inside && !isPointNearBoundary(mid, poly, 1e-3)) return false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      // Edges that end at the target corner touch the segment there by construction.
      if ((a[0] === to[0] && a[1] === to[1]) || (b[0] === to[0] && b[1] === to[1])) continue;
      if (doSegmentsIntersect(from, to, a, b)) {
        // Touching the boundary at the row end itself is expected too.
        const onStart =
          Math.abs((b[0] - a[0]) * (from[1] - a[1]) - (b[1] - a[1]) * (from[0] - a[0])) < 1e-6;
        if (!onStart) return false;
      }
    }
  }
  return true;
}

/**
 * Finds, for each row interval end, the corner of the polygon inside that row's strip lying more
 * than `reach` beyond it (and before the next interval), if it can be flown to in a straight line.
 *
 * @example
 * const tips = sweepTips(rows, rings, 30, 20);
 */
export function sweepTips(
  rows: readonly Row[],
  rings: readonly LocalXY[][],
  spacing: number,
  reach: number,
  byRow: readonly LocalXY[][] = stripCandidates(rows, rings, spacing),
): Tips {
  const left = rows.map((r) => r.intervals.map(() => null as LocalXY | null));
  const right = rows.map((r) => r.intervals.map(() => null as LocalXY | null));
  if (rows.length === 0) return { left, right };

  rows.forEach((row, k) => {
    row.intervals.forEach(([x0, x1], i) => {
      const prevEnd = i > 0 ? row.intervals[i - 1]![1] : -Infinity;
      const nextStart = i + 1 < row.intervals.length ? row.intervals[i + 1]![0] : Infinity;
      let bestR: LocalXY | null = null;
      let bestL: LocalXY | null = null;
      for (const v of byRow[k]!) {
        if (v[0] > x1 + reach && v[0] < nextStart && (!bestR || v[0] > bestR[0])) bestR = v;
        if (v[0] < x0 - reach && v[0] > prevEnd && (!bestL || v[0] < bestL[0])) bestL = v;
      }
      if (bestR && isVisible([x1, row.y], bestR, rings)) right[k]![i] = bestR;
      if (bestL && isVisible([x0, row.y], bestL, rings)) left[k]![i] = bestL;
    });
  });
  return { left, right };
}

/**
 * Per row, the points of the polygon that can lie farthest along its strip (y ± spacing/2): the
 * ring vertices in the strip and where the boundary crosses the strip's edges.
 *
 * @example
 * stripCandidates(sweepRows(rings, 30), rings, 30)[0]; // vertices and crossings of row 0's strip
 */
export function stripCandidates(
  rows: readonly Row[],
  rings: readonly LocalXY[][],
  spacing: number,
): LocalXY[][] {
  const byRow: LocalXY[][] = rows.map(() => []);
  if (rows.length === 0) return byRow;
  const y0 = rows[0]!.y;
  for (const ring of rings) {
    for (const v of ring) {
      const k = Math.round((v[1] - y0) / spacing);
      if (k >= 0 && k < rows.length) byRow[k]!.push(v);
    }
  }
  // Where the boundary crosses the strip edges (y ± spacing/2): on slanted edges of thin shapes the
  // strip reaches furthest there, and the neighbouring row may be too short to see it.
  const edges = crossingsAt(rings, y0 - spacing / 2, spacing, rows.length + 1);
  edges.forEach((xs, k) => {
    const y = y0 + (k - 0.5) * spacing;
    for (const x of xs) {
      if (k > 0) byRow[k - 1]!.push([x, y - 1e-6]);
      if (k < rows.length) byRow[k]!.push([x, y + 1e-6]);
    }
  });
  return byRow;
}
