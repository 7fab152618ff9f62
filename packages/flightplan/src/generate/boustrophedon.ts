// Orders cells into one flight path. Each cell is swept back and forth from one of its four
// corners; the next cell is the one whose entry corner is nearest to where the aircraft is
// (greedy, like Mission Planner's ordering; an exact order is a generalised TSP, Bähnemann et al.
// 2019, not worth it for the few cells real sites produce).
import type { LocalXY } from '../geo/types.ts';
import type { Cell } from './sweep.ts';

/** A path in the sweep frame: coverage[i] says whether points[i]→points[i+1] takes photos. */
export interface SweepPath {
  points: LocalXY[];
  coverage: boolean[];
}

interface Option {
  cell: number;
  reverseRows: boolean;
  startLeft: boolean;
  entry: LocalXY;
}

function options(cell: Cell, index: number): Option[] {
  const first = cell.segments[0]!;
  const last = cell.segments[cell.segments.length - 1]!;
  return [
    { cell: index, reverseRows: false, startLeft: true, entry: [first.x0, first.y] },
    { cell: index, reverseRows: false, startLeft: false, entry: [first.x1, first.y] },
    { cell: index, reverseRows: true, startLeft: true, entry: [last.x0, last.y] },
    { cell: index, reverseRows: true, startLeft: false, entry: [last.x1, last.y] },
  ];
}

/**
 * Sweeps every cell, entering the first at the corner nearest `start`.
 *
 * @example
 * const path = orderCells(sweepCells(sweepRows(rings, 30)), [0, 0]);
 */
export function orderCells(cells: readonly Cell[], start: LocalXY): SweepPath {
  const points: LocalXY[] = [];
  const coverage: boolean[] = [];
  const done = new Array<boolean>(cells.length).fill(false);
  let here = start;
  for (let visited = 0; visited < cells.length; visited++) {
    let best: Option | null = null;
    let bestD = Infinity;
    cells.forEach((cell, i) => {
      if (done[i]) return;
      for (const o of options(cell, i)) {
        const d = Math.hypot(o.entry[0] - here[0], o.entry[1] - here[1]);
        if (d < bestD) {
          bestD = d;
          best = o;
        }
      }
    });
    const chosen = best as Option | null;
    if (!chosen) break;
    done[chosen.cell] = true;
    const segs = cells[chosen.cell]!.segments;
    const ordered = chosen.reverseRows ? [...segs].reverse() : segs;
    let left = chosen.startLeft;
    for (const s of ordered) {
      const leg: (LocalXY | null)[] = left
        ? [s.tipLeft, [s.x0, s.y], [s.x1, s.y], s.tipRight]
        : [s.tipRight, [s.x1, s.y], [s.x0, s.y], s.tipLeft];
      if (points.length > 0) coverage.push(false);
      let n = 0;
      for (const p of leg) {
        if (!p) continue;
        if (n++ > 0) coverage.push(true);
        points.push(p);
      }
      left = !left;
    }
    here = points[points.length - 1]!;
  }
  return { points, coverage };
}
