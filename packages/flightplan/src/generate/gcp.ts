// Ground control point layouts (flight-planning.md §2.7): over an area, the convex-hull corners
// inset from the edge plus the centre, then an even grid fill; along a corridor, a zigzag that
// alternates sides at a fixed interval plus a pair at each end.
import type { LineString, MultiPolygon, Polygon, Position } from 'geojson';
import { AppError, err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { bboxCentre, createLocalProjection, type LocalProjection } from '../geo/project.ts';
import { convexHull } from '../geo/planar.ts';
import { polygonQueries } from '../geo/edge-grid.ts';
import type { LocalPolygon, LocalXY } from '../geo/types.ts';
import type { ElevationSampler } from '../terrain/types.ts';

/** A planned ground control point; elevation_m is null without a terrain source. */
export interface GroundControlPoint {
  name: string;
  position: LngLat;
  elevation_m: number | null;
}

export interface GcpOptions {
  /** Radius a GCP controls (default 175 m); sets the default spacing. */
  influence_radius_m?: number;
  /** At most 1000 m. Default: area r·√2 (all within r of a grid GCP), corridor r. */
  spacing_m?: number;
  /** Distance kept from the boundary (default 20 m, about one flight line; §2.7). */
  inset_m?: number;
  name_prefix?: string;
  sampler?: ElevationSampler;
}

export const GCP_DEFAULT_INFLUENCE_RADIUS_M = 175;
export const GCP_MAX_SPACING_M = 1000;
/** Beyond this the layout is not a field plan any more; refuse instead of allocating. */
export const GCP_MAX_COUNT = 2000;

function checkSpacing(spacing: number): AppError | null {
  if (Number.isFinite(spacing) && spacing > 0 && spacing <= GCP_MAX_SPACING_M) return null;
  return AppError.rule(
    'invalid_gcp_spacing',
    `GCP spacing must be more than 0 and at most ${GCP_MAX_SPACING_M} m.`,
    { field: 'spacing', value: spacing, max: GCP_MAX_SPACING_M },
  );
}

const tooMany = (): AppError =>
  AppError.rule('too_many_gcps', `This spacing needs more than ${GCP_MAX_COUNT} GCPs.`, {
    field: 'spacing',
    max: GCP_MAX_COUNT,
  });

/** Diagonal directions (NE, NW, SW, SE) in which the hull corners are picked. */
const CORNERS = [1, 1, -1, 1, -1, -1, 1, -1];

function finish(
  proj: LocalProjection,
  pts: readonly LocalXY[],
  o: GcpOptions,
): GroundControlPoint[] {
  return pts.map((p, i) => {
    const position = proj.toLngLat(p);
    return {
      name: `${o.name_prefix ?? 'GCP'}-${i + 1}`,
      position,
      elevation_m: o.sampler?.elevationAt(position) ?? null,
    };
  });
}

const ring = (r: readonly Position[], proj: LocalProjection): LocalXY[] => {
  // One pass, no copy: boundaries from KML files run to 100,000 vertices (issue 18 §8).
  const [a, b] = [r[0], r[r.length - 1]];
  const n = a && b && a[0] === b[0] && a[1] === b[1] ? r.length - 1 : r.length;
  const pts: LocalXY[] = new Array<LocalXY>(n);
  for (let i = 0; i < n; i++) {
    const p = r[i]!;
    const numeric = typeof p[0] === 'number' && typeof p[1] === 'number';
    pts[i] = proj.toLocal(numeric ? (p as unknown as LngLat) : [p[0] ?? 0, p[1] ?? 0]);
  }
  return pts;
};

/** bboxCentre of the outer rings' vertices (a missing coordinate read as 0), without copying them. */
function outerRingsCentre(rings: readonly (readonly (readonly Position[])[])[]): LngLat {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const r of rings) {
    const outer = r[0] ?? [];
    for (let i = 0; i < outer.length; i++) {
      const x = outer[i]![0] ?? 0;
      const y = outer[i]![1] ?? 0;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  return [(minX + maxX) / 2, (minY + maxY) / 2];
}

/**
 * GCPs over an area: each inside the geometry and at least `inset_m` from its edge where possible.
 * @returns AppError `invalid_gcp_spacing` (details.field = 'spacing'), `too_many_gcps` or
 *   `gcp_area_too_small` (422) for layouts we refuse.
 * @example
 * const gcps = generateAreaGcps(field, { spacing_m: 150 });
 * if (gcps.ok) gcps.value.map((g) => g.name); // ['GCP-1', ...]
 */
export function generateAreaGcps(
  area: Polygon | MultiPolygon,
  options: GcpOptions = {},
): Result<GroundControlPoint[], AppError> {
  const radius = options.influence_radius_m ?? GCP_DEFAULT_INFLUENCE_RADIUS_M;
  const spacing = options.spacing_m ?? radius * Math.SQRT2;
  const bad = checkSpacing(spacing);
  if (bad) return err(bad);
  const rings = area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
  const proj = createLocalProjection(outerRingsCentre(rings));
  const parts: LocalPolygon[] = rings.map(([outer = [], ...holes]) => ({
    outer: ring(outer, proj),
    holes: holes.map((h) => ring(h, proj)),
  }));
  // Loops, not flatMap (~10 ms on a 100,000-vertex ring, decision 425) nor Math.min(...all): a
  // spread of a few hundred thousand arguments overflows the stack.
  const all: LocalXY[] = [];
  for (const part of parts) for (let i = 0; i < part.outer.length; i++) all.push(part.outer[i]!);
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < all.length; i++) {
    const p = all[i]!;
    minX = Math.min(minX, p[0]);
    maxX = Math.max(maxX, p[0]);
    minY = Math.min(minY, p[1]);
    maxY = Math.max(maxY, p[1]);
  }
  if (((maxX - minX) / spacing + 1) * ((maxY - minY) / spacing + 1) > GCP_MAX_COUNT) {
    return err(tooMany());
  }
  // Every candidate is tested against every edge: an edge grid per part answers the same
  // (edge-grid.ts) without reading all 100,000 edges of a large KML boundary each time.
  const queries = parts.map(polygonQueries);
  for (const inset of [options.inset_m ?? 20, 0]) {
    const inside = (p: LocalXY): boolean =>
      queries.some((q) => q.contains(p) && q.edgeDistanceAtLeast(p, inset));
    const centre: LocalXY = [(minX + maxX) / 2, (minY + maxY) / 2];
    const chosen: LocalXY[] = [];
    const farFromChosen = (p: LocalXY, d: number): boolean =>
      chosen.every((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) >= d);
    // Corners: the hull vertices extreme towards NE, NW, SE, SW, slid towards the centre until
    // they are inset (§2.7: edges have low overlap).
    const hull = convexHull(all);
    for (let k = 0; k < CORNERS.length; k += 2) {
      const [sx, sy] = [CORNERS[k] ?? 0, CORNERS[k + 1] ?? 0];
      const c = hull.reduce(
        (best, p) => (sx * p[0] + sy * p[1] > sx * best[0] + sy * best[1] ? p : best),
        hull[0] ?? centre,
      );
      for (let t = 0; t <= 1; t += 0.02) {
        const p: LocalXY = [c[0] + t * (centre[0] - c[0]), c[1] + t * (centre[1] - c[1])];
        if (inside(p)) {
          if (farFromChosen(p, spacing / 2)) chosen.push(p);
          break;
        }
      }
    }
    if (inside(centre) && farFromChosen(centre, spacing / 2)) chosen.push(centre);
    // Grid fill, anchored on the centre so the layout is symmetric.
    const i0 = Math.floor((minX - centre[0]) / spacing);
    const j0 = Math.floor((minY - centre[1]) / spacing);
    for (let j = Math.ceil((maxY - centre[1]) / spacing); j >= j0; j--) {
      for (let i = i0; centre[0] + i * spacing <= maxX; i++) {
        const p: LocalXY = [centre[0] + i * spacing, centre[1] + j * spacing];
        if (inside(p) && farFromChosen(p, spacing * 0.7)) chosen.push(p);
      }
    }
    if (chosen.length > 0) return ok(finish(proj, chosen, options));
  }
  return err(
    AppError.rule('gcp_area_too_small', 'The area is too small to place ground control points.', {
      field: 'geometry',
    }),
  );
}

/** Position `p` and unit left normal `n` at distance d along a local polyline. */
function along(
  line: readonly LocalXY[],
  cum: readonly number[],
  d: number,
): Record<'p' | 'n', LocalXY> {
  let i = 0;
  while (i < line.length - 2 && (cum[i + 1] ?? 0) < d) i++;
  const [a = [0, 0], b = a] = [line[i], line[i + 1]];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const t = Math.max(0, Math.min(1, (d - (cum[i] ?? 0)) / len));
  const n: LocalXY = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
  return { p: [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])], n };
}

/**
 * GCPs along a corridor: a pair across each end and a zigzag alternating sides every `spacing_m`
 * in between, offset `width/2 − inset` from the centreline, so all lie inside the corridor.
 * @returns AppError `invalid_gcp_spacing` (details.field = 'spacing') or `too_many_gcps` (422).
 * @example
 * generateCorridorGcps(road, 40, { spacing_m: 150 });
 */
export function generateCorridorGcps(
  line: LineString,
  corridorWidthM: number,
  options: GcpOptions = {},
): Result<GroundControlPoint[], AppError> {
  const spacing = options.spacing_m ?? options.influence_radius_m ?? GCP_DEFAULT_INFLUENCE_RADIUS_M;
  const bad = checkSpacing(spacing);
  if (bad) return err(bad);
  const coords = line.coordinates.map((p) => [p[0] ?? 0, p[1] ?? 0] as const);
  const proj = createLocalProjection(bboxCentre(coords));
  const pts = coords.map((p) => proj.toLocal(p));
  const cum = [0];
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1] ?? [0, 0], pts[i] ?? [0, 0]];
    cum.push((cum[i - 1] ?? 0) + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const length = cum[cum.length - 1] ?? 0;
  if (length / spacing + 4 > GCP_MAX_COUNT) return err(tooMany());
  const width = Math.max(0, corridorWidthM);
  const offset = Math.max(0, width / 2 - Math.min(options.inset_m ?? 20, width / 4));
  const at = (d: number, side: number): LocalXY => {
    const { p, n } = along(pts, cum, d);
    return [p[0] + side * offset * n[0], p[1] + side * offset * n[1]];
  };
  const sides = offset > 0 ? [1, -1] : [0];
  const chosen: LocalXY[] = sides.map((s) => at(0, s));
  for (let k = 1; k <= Math.floor(length / spacing); k++) {
    // Skip a zigzag point that would crowd the end pair (closer than half the spacing).
    if (length - k * spacing < spacing / 2) break;
    chosen.push(at(k * spacing, offset > 0 ? (k % 2 === 1 ? 1 : -1) : 0));
  }
  if (length > 0) chosen.push(...sides.map((s) => at(length, s)));
  return ok(finish(proj, chosen, options));
}
