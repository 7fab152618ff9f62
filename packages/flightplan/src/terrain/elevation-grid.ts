// Elevation grids over a site: the heat map and CSV export of the terrain under a mission, and a
// coverage check of an elevation source before terrain-following is trusted.
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { area } from '@turf/area';
import { AppError, err, ok, type Result } from '@sortie/domain';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { isPointInPolygon } from '../geo/planar.ts';
import type { LocalPolygon, LocalXY } from '../geo/types.ts';
import type { LngLat } from '../mission/types.ts';
import type { ElevationSampler } from './types.ts';

export interface ElevationCell {
  /** Cell centre. */
  position: LngLat;
  elevation_m: number | null;
}

export interface ElevationGrid {
  spacing_m: number;
  /** Cells whose centre lies inside the polygon, north row first, west to east. */
  cells: ElevationCell[];
  /** Over the non-null cells; null when every cell is a gap. */
  min_m: number | null;
  max_m: number | null;
}

/** Heat maps need thousands of cells, not millions; refuse a spacing that asks for more. */
export const MAX_GRID_CELLS = 250_000;

const toLocalRing = (ring: readonly Position[], f: (p: LngLat) => LocalXY): LocalXY[] =>
  ring.map((p) => f([p[0] ?? 0, p[1] ?? 0]));

/**
 * Samples elevation at the centres of a square grid (spacing in metres) clipped to the polygon.
 * @returns AppError `elevation_grid_too_large` (details.field = 'spacing') past MAX_GRID_CELLS.
 * @example
 * const grid = sampleElevationGrid(site, 25, sampler);
 * if (grid.ok) console.log(grid.value.min_m, grid.value.max_m);
 */
export function sampleElevationGrid(
  polygon: Polygon | MultiPolygon,
  spacing_m: number,
  sampler: ElevationSampler,
): Result<ElevationGrid, AppError> {
  const polys = polygon.type === 'Polygon' ? [polygon.coordinates] : polygon.coordinates;
  const outer = polys.flatMap((p) => p[0] ?? []).map((p): LngLat => [p[0] ?? 0, p[1] ?? 0]);
  const proj = createLocalProjection(bboxCentre(outer));
  const parts: LocalPolygon[] = polys.map(([o = [], ...holes]) => ({
    outer: toLocalRing(o, (p) => proj.toLocal(p)),
    holes: holes.map((h) => toLocalRing(h, (p) => proj.toLocal(p))),
  }));
  const pts = parts.flatMap((p) => p.outer);
  const [minX, maxX] = [Math.min(...pts.map((p) => p[0])), Math.max(...pts.map((p) => p[0]))];
  const [minY, maxY] = [Math.min(...pts.map((p) => p[1])), Math.max(...pts.map((p) => p[1]))];
  const cols = Math.ceil((maxX - minX) / spacing_m);
  const rows = Math.ceil((maxY - minY) / spacing_m);
  if (!(spacing_m > 0) || cols * rows > MAX_GRID_CELLS) {
    return err(
      AppError.rule(
        'elevation_grid_too_large',
        `Choose a spacing that gives at most ${MAX_GRID_CELLS} cells.`,
        {
          field: 'spacing',
          max_cells: MAX_GRID_CELLS,
        },
      ),
    );
  }
  const cells: ElevationCell[] = [];
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const p: LocalXY = [minX + (c + 0.5) * spacing_m, maxY - (r + 0.5) * spacing_m];
      if (!parts.some((part) => isPointInPolygon(p, part))) continue;
      const position = proj.toLngLat(p);
      const elevation_m = sampler.elevationAt(position);
      if (elevation_m !== null) {
        min = Math.min(min, elevation_m);
        max = Math.max(max, elevation_m);
      }
      cells.push({ position, elevation_m });
    }
  }
  const any = Number.isFinite(min);
  return ok({ spacing_m, cells, min_m: any ? min : null, max_m: any ? max : null });
}

export interface ElevationCoverage {
  cell_count: number;
  gap_count: number;
  /** Share of cells without data, 0…100. */
  gap_pct: number;
  /** Centres of the cells without data. */
  gaps: LngLat[];
}

/**
 * Checks that an elevation source covers a polygon: samples a grid (about 10 000 cells unless
 * `spacing_m` is given, never finer than 10 m) and reports the cells without data.
 * @example
 * const cov = verifyElevationGrid(site, sampler);
 * if (cov.ok && cov.value.gap_pct > 0) warn(`${cov.value.gap_pct}% of the site has no terrain`);
 */
export function verifyElevationGrid(
  polygon: Polygon | MultiPolygon,
  sampler: ElevationSampler,
  options: { spacing_m?: number } = {},
): Result<ElevationCoverage, AppError> {
  let spacing = options.spacing_m;
  if (spacing === undefined) {
    spacing = Math.max(10, Math.sqrt(area(polygon) / 10_000));
  }
  const grid = sampleElevationGrid(polygon, spacing, sampler);
  if (!grid.ok) return grid;
  const gaps = grid.value.cells.filter((c) => c.elevation_m === null).map((c) => c.position);
  const n = grid.value.cells.length;
  return ok({
    cell_count: n,
    gap_count: gaps.length,
    gap_pct: n === 0 ? 0 : Math.round((gaps.length / n) * 10_000) / 100,
    gaps,
  });
}

/**
 * A grid as CSV: `lng,lat,elevation_m` (7-decimal coordinates, centimetre heights, empty = gap).
 * @example
 * elevationGridCsv(grid); // "lng,lat,elevation_m\n8.5440000,47.3975000,412.25\n..."
 */
export function elevationGridCsv(grid: ElevationGrid): string {
  const rows = grid.cells.map(
    (c) =>
      `${c.position[0].toFixed(7)},${c.position[1].toFixed(7)},${c.elevation_m === null ? '' : String(Math.round(c.elevation_m * 100) / 100)}`,
  );
  return ['lng,lat,elevation_m', ...rows].join('\n') + '\n';
}
