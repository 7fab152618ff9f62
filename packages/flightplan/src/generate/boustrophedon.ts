// Orders cells into one flight path. Each cell is swept back and forth from one of its four
// corners; the next cell and corner are the cheapest to reach and sweep from where the aircraft
// is (greedy, like Mission Planner's ordering; an exact order is a generalised TSP, Bähnemann et al.
// 2019, not worth it for the few cells real sites produce).
import type { LocalXY } from '../geo/types.ts';
import type { Cell, CellSegment } from './sweep.ts';

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
  /** Length of the hops between rows when the cell is swept this way, and where it ends. */
  hops: number;
  exit: LocalXY;
}

const dist = (a: LocalXY, b: LocalXY) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Where a row's leg starts and ends, corner tips included, flown left to right or back. */
function legEnds(s: CellSegment, left: boolean): [LocalXY, LocalXY] {
  const l: LocalXY = s.tipLeft ?? [s.x0, s.y];
  const r: LocalXY = s.tipRight ?? [s.x1, s.y];
  return left ? [l, r] : [r, l];
}

function option(cell: Cell, index: number, reverseRows: boolean, startLeft: boolean): Option {
  const segs = cell.segments;
  const n = segs.length;
  let left = startLeft;
  let hops = 0;
  let entry: LocalXY = [0, 0];
  let exit: LocalXY = [0, 0];
  for (let k = 0; k < n; k++) {
    const [a, b] = legEnds(segs[reverseRows ? n - 1 - k : k]!, left);
    if (k === 0) entry = a;
    else hops += dist(exit, a);
    exit = b;
    left = !left;
  }
  return { cell: index, reverseRows, startLeft, entry, hops, exit };
}

function options(cell: Cell, index: number): Option[] {
  return [
    option(cell, index, false, true),
    option(cell, index, false, false),
    option(cell, index, true, true),
    option(cell, index, true, false),
  ];
}

/** The cell whose cheapest corner, way there included, is cheapest from `here`. */
function nearestCell(
  all: readonly Option[][],
  here: LocalXY,
  home: LocalXY | null,
  last: boolean,
): number {
  let best = -1;
  let bestD = Infinity;
  all.forEach((opts, i) => {
    for (const o of opts) {
      const d = dist(o.entry, here) + o.hops + (last && home ? dist(o.exit, home) : 0);
      if (d < bestD - 1e-6 * Math.max(1, d)) {
        bestD = d;
        best = i;
      }
    }
  });
  return best;
}

/**
 * Sweeps every cell. The next cell and the corner it is entered from are those with the shortest
 * approach plus hops between its rows (a short first row makes one corner cost a long hop back
 * along the next row); with a `home` to return to, the last cell also counts the way home. When
 * `startFlown` is false (no take-off) the way to the first cell is not flown: the first cell is
 * still the one nearest `start`, but its entry corner is the one with the least hops, the nearer
 * on ties (decision 220).
 *
 * @example
 * const path = orderCells(sweepCells(sweepRows(rings, 30)), [0, 0]);
 */
export function orderCells(
  cells: readonly Cell[],
  start: LocalXY,
  home: LocalXY | null = null,
  startFlown = true,
): SweepPath {
  const all = cells.map(options);
  const points: LocalXY[] = [];
  const coverage: boolean[] = [];
  const done = new Array<boolean>(cells.length).fill(false);
  let here = start;
  for (let visited = 0; visited < cells.length; visited++) {
    let best: Option | null = null;
    let bestD = Infinity;
    let bestApproach = Infinity;
    const last = visited === cells.length - 1;
    // Without a take-off the path begins at the first entry: the first cell is still the one
    // nearest the start (the corner of the site), but which of its corners is entered no longer
    // pays for the way there, which is not flown.
    const free = visited === 0 && !startFlown;
    const firstCell = free ? nearestCell(all, start, home, cells.length === 1) : -1;
    all.forEach((opts, i) => {
      if (done[i] || (free && i !== firstCell)) return;
      for (const o of opts) {
        const approach = dist(o.entry, here);
        const d = (free ? 0 : approach) + o.hops + (last && home ? dist(o.exit, home) : 0);
        // On a tie (out and back the same length either way) enter at the nearer corner.
        const tie = Math.abs(d - bestD) <= 1e-6 * Math.max(1, d);
        if ((!tie && d < bestD) || (tie && approach < bestApproach)) {
          bestD = d;
          bestApproach = approach;
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
        ? [s.tipLeft, s.viaLeft ?? null, [s.x0, s.y], [s.x1, s.y], s.viaRight ?? null, s.tipRight]
        : [s.tipRight, s.viaRight ?? null, [s.x1, s.y], [s.x0, s.y], s.viaLeft ?? null, s.tipLeft];
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
