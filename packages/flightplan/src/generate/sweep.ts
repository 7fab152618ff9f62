// Sweep rows and boustrophedon cells in a frame rotated so flight lines run along +x.
// Rows sit at the centres of strips of width `spacing`, the whole set centred on the polygon's
// extent so no edge strip is thinner than half a spacing (QGC anchors lines to the bounding-box
// centre instead and leaves edge slivers, flight-planning.md §2.6). Each row is cut by every ring,
// so a row crossing a notch or hole yields several intervals and never one leg across the gap.
// Consecutive rows whose intervals match one-to-one form a cell (discrete boustrophedon
// decomposition, Choset & Pignon 1998): inside a cell the aircraft sweeps back and forth, between
// cells it transits without photos.
import type { LocalXY } from '../geo/types.ts';

export interface Row {
  y: number;
  /** Sorted, disjoint [x0, x1] ranges inside the polygon. */
  intervals: [number, number][];
}

/** Per row, per interval: an extra point flown before the interval start and after its end. */
export interface Tips {
  left: (LocalXY | null)[][];
  right: (LocalXY | null)[][];
  /** A boundary vertex flown between the interval's end and its tip, when the tip needs one. */
  viaLeft?: (LocalXY | null)[][];
  viaRight?: (LocalXY | null)[][];
}

/** A cell: one interval from each of a run of consecutive rows. */
export interface Cell {
  firstRow: number;
  segments: CellSegment[];
}

/** One row interval of a cell, with optional corner tips flown before/after it (sweep-tips.ts). */
export interface CellSegment {
  y: number;
  x0: number;
  x1: number;
  tipLeft: LocalXY | null;
  tipRight: LocalXY | null;
  viaLeft?: LocalXY | null;
  viaRight?: LocalXY | null;
}

/**
 * Rows of intervals at the given spacing over rings already rotated into the sweep frame.
 *
 * @example
 * sweepRows([[[0, 0], [100, 0], [100, 100], [0, 100]]], 50); // rows at y = 25 and 75
 */
export function sweepRows(rings: readonly (readonly LocalXY[])[], spacing: number): Row[] {
  let ymin = Infinity;
  let ymax = -Infinity;
  for (const p of rings[0] ?? []) {
    if (p[1] < ymin) ymin = p[1];
    if (p[1] > ymax) ymax = p[1];
  }
  if (!(ymax > ymin)) return [];
  const width = ymax - ymin;
  const n = Math.max(1, Math.ceil(width / spacing - 1e-9));
  const y0 = ymin + (width - (n - 1) * spacing) / 2;
  const xs = crossingsAt(rings, y0, spacing, n);
  return xs.map((row, k) => {
    row.sort((a, b) => a - b);
    const intervals: [number, number][] = [];
    for (let i = 0; i + 1 < row.length; i += 2) {
      if (row[i + 1]! - row[i]! > 1e-6) intervals.push([row[i]!, row[i + 1]!]);
    }
    return { y: y0 + k * spacing, intervals };
  });
}

/**
 * x of every ring crossing on the n horizontal lines y0 + k·spacing, unsorted, per line.
 *
 * @example
 * crossingsAt([[[0, 0], [10, 0], [10, 10]]], 5, 10, 1); // [[10, 5]]
 */
export function crossingsAt(
  rings: readonly (readonly LocalXY[])[],
  y0: number,
  spacing: number,
  n: number,
): number[][] {
  const xs: number[][] = Array.from({ length: n }, () => []);
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x1, y1] = ring[j]!;
      const [x2, y2] = ring[i]!;
      if (y1 === y2) continue;
      const lo = Math.min(y1, y2);
      const hi = Math.max(y1, y2);
      // Half-open [lo, hi) so a line through a vertex counts each ring crossing exactly once.
      const k0 = Math.max(0, Math.ceil((lo - y0) / spacing));
      for (let k = k0; k < n; k++) {
        const y = y0 + k * spacing;
        if (y >= hi) break;
        if (y < lo) continue;
        xs[k]!.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
    }
  }
  return xs;
}

const overlaps = (a: [number, number], b: [number, number]) => a[0] <= b[1] && b[0] <= a[1];

/**
 * Groups row intervals into cells: an interval continues the cell of the interval below it only
 * when each overlaps exactly one interval of the other row.
 *
 * @example
 * sweepCells(sweepRows(rings, 30)).length; // 1 for a convex polygon
 */
export function sweepCells(rows: readonly Row[], tips?: Tips): Cell[] {
  const cells: Cell[] = [];
  let open: (Cell | null)[] = [];
  rows.forEach((row, k) => {
    const prev = k > 0 ? rows[k - 1]!.intervals : [];
    const next: (Cell | null)[] = [];
    row.intervals.forEach((iv, i) => {
      const below = prev.flatMap((p, j) => (overlaps(p, iv) ? [j] : []));
      let cell: Cell | null = null;
      if (below.length === 1) {
        const j = below[0]!;
        const above = row.intervals.filter((q) => overlaps(prev[j]!, q)).length;
        if (above === 1) cell = open[j] ?? null;
      }
      if (!cell) {
        cell = { firstRow: k, segments: [] };
        cells.push(cell);
      }
      cell.segments.push({
        y: row.y,
        x0: iv[0],
        x1: iv[1],
        tipLeft: tips?.left[k]?.[i] ?? null,
        tipRight: tips?.right[k]?.[i] ?? null,
        viaLeft: tips?.viaLeft?.[k]?.[i] ?? null,
        viaRight: tips?.viaRight?.[k]?.[i] ?? null,
      });
      next[i] = cell;
    });
    open = next;
  });
  return cells;
}
