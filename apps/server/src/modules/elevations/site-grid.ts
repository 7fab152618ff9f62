// Cells over a site for the heat map and the coverage check: a square grid clipped to an area
// site (the engine's sampleElevationGrid), steps along a corridor's centre line, the point of a
// point site. The cell count is bounded: the spacing grows with the site.
import type { TSiteGeometry } from '@sortie/domain/contracts';
import {
  lineLengthM,
  polygonAreaM2,
  sampleElevationGrid,
  type ElevationCell,
  type ElevationSampler,
  type LngLat,
} from '@sortie/flightplan';

export type SiteGrid = {
  spacing_m: number;
  cells: ElevationCell[];
  min_m: number | null;
  max_m: number | null;
  gap_count: number;
};

/** Points every `stepM` along a path (and its last vertex). */
function alongPath(path: readonly LngLat[], stepM: number): LngLat[] {
  const out: LngLat[] = [];
  path.forEach((p, i) => {
    out.push([p[0], p[1]]);
    const next = path[i + 1];
    if (!next) return;
    const length = lineLengthM([p, next]);
    for (let d = stepM; d < length; d += stepM) {
      const t = d / length;
      out.push([p[0] + t * (next[0] - p[0]), p[1] + t * (next[1] - p[1])]);
    }
  });
  return out;
}

function summarise(spacing: number, cells: ElevationCell[]): SiteGrid {
  let min = Infinity;
  let max = -Infinity;
  let gaps = 0;
  for (const c of cells) {
    if (c.elevation_m === null) gaps++;
    else {
      min = Math.min(min, c.elevation_m);
      max = Math.max(max, c.elevation_m);
    }
  }
  const any = Number.isFinite(min);
  return {
    spacing_m: Math.round(spacing * 100) / 100,
    cells,
    min_m: any ? min : null,
    max_m: any ? max : null,
    gap_count: gaps,
  };
}

/** About `targetCells` cells over the geometry (never finer than 1 m). */
export function siteGrid(
  geometry: TSiteGeometry,
  sampler: ElevationSampler,
  targetCells: number,
): SiteGrid {
  if (geometry.type === 'Polygon') {
    const [outer = [], ...holes] = geometry.coordinates as LngLat[][];
    const area = polygonAreaM2({ outer, holes });
    const spacing = Math.max(1, Math.sqrt(area / targetCells));
    const grid = sampleElevationGrid(geometry, spacing, sampler);
    if (!grid.ok) throw grid.error;
    return summarise(spacing, grid.value.cells);
  }
  if (geometry.type === 'LineString') {
    const path = geometry.coordinates as LngLat[];
    const spacing = Math.max(1, lineLengthM(path) / targetCells);
    return summarise(
      spacing,
      alongPath(path, spacing).map((position) => ({
        position,
        elevation_m: sampler.elevationAt(position),
      })),
    );
  }
  const position = geometry.coordinates as LngLat;
  return summarise(0, [{ position, elevation_m: sampler.elevationAt(position) }]);
}
