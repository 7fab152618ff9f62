// Coverage of a site outline by photo footprints, on a grid of at most about 40,000 cells: each
// cell inside the outline is covered when its centre lies in some footprint. Uncovered cells are
// merged into rectangles (row runs, then equal runs stacked) so a gap draws as a few shapes.
import { insideRing } from './geo.ts';

export type CoverageResult = {
  coveragePct: number;
  /** Uncovered rectangles [x, y]. */
  gaps: [number, number][][];
};

const MAX_CELLS = 40_000;
const MAX_GAPS = 300;

export function siteCoverage(
  site: readonly [number, number][],
  footprints: readonly [number, number][][],
): CoverageResult {
  const xs = site.map((p) => p[0]);
  const ys = site.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = Math.max(...xs) - minX;
  const h = Math.max(...ys) - minY;
  const cell = Math.max(0.25, Math.sqrt((w * h) / MAX_CELLS));
  const nx = Math.max(1, Math.ceil(w / cell));
  const ny = Math.max(1, Math.ceil(h / cell));
  // 0 outside, 1 inside uncovered, 2 inside covered.
  const grid = new Uint8Array(nx * ny);
  let inside = 0;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      if (insideRing(minX + (i + 0.5) * cell, minY + (j + 0.5) * cell, site)) {
        grid[j * nx + i] = 1;
        inside++;
      }
    }
  }
  let covered = 0;
  for (const f of footprints) {
    const fx = f.map((p) => p[0]);
    const fy = f.map((p) => p[1]);
    const i0 = Math.max(0, Math.floor((Math.min(...fx) - minX) / cell));
    const i1 = Math.min(nx - 1, Math.floor((Math.max(...fx) - minX) / cell));
    const j0 = Math.max(0, Math.floor((Math.min(...fy) - minY) / cell));
    const j1 = Math.min(ny - 1, Math.floor((Math.max(...fy) - minY) / cell));
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        const k = j * nx + i;
        if (grid[k] !== 1) continue;
        if (insideRing(minX + (i + 0.5) * cell, minY + (j + 0.5) * cell, f)) {
          grid[k] = 2;
          covered++;
        }
      }
    }
  }
  return {
    coveragePct: inside ? (covered / inside) * 100 : 0,
    gaps: gapRectangles(grid, nx, ny, (i, j) => [minX + i * cell, minY + j * cell]),
  };
}

function gapRectangles(
  grid: Uint8Array,
  nx: number,
  ny: number,
  at: (i: number, j: number) => [number, number],
): [number, number][][] {
  type Run = { i0: number; i1: number; j0: number; j1: number };
  const done: Run[] = [];
  let open = new Map<string, Run>();
  for (let j = 0; j < ny; j++) {
    const next = new Map<string, Run>();
    for (let i = 0; i < nx; i++) {
      if (grid[j * nx + i] !== 1) continue;
      const i0 = i;
      while (i + 1 < nx && grid[j * nx + i + 1] === 1) i++;
      const key = `${i0}:${i}`;
      const run = open.get(key);
      if (run) {
        run.j1 = j;
        open.delete(key);
        next.set(key, run);
      } else next.set(key, { i0, i1: i, j0: j, j1: j });
    }
    done.push(...open.values());
    open = next;
  }
  done.push(...open.values());
  return done
    .sort((a, b) => (b.i1 - b.i0 + 1) * (b.j1 - b.j0 + 1) - (a.i1 - a.i0 + 1) * (a.j1 - a.j0 + 1))
    .slice(0, MAX_GAPS)
    .map((r) => [at(r.i0, r.j0), at(r.i1 + 1, r.j0), at(r.i1 + 1, r.j1 + 1), at(r.i0, r.j1 + 1)]);
}
