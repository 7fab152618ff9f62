// A drawn flight area checked before it reaches a dock (dji-cloud-api.md §7.4): the dock gets a
// GeoJSON Polygon and would reject, or worse misread, a ring whose edges cross, that has fewer
// than three distinct corners, or that encloses almost nothing. The ring is kept open (file.ts
// closes it for GeoJSON); repeated corners from double clicks are dropped.
import { AppError } from '@sortie/domain';
import type { TGeozoneShape } from '@sortie/domain/contracts';
import { hasSelfIntersection } from '@sortie/flightplan';

type LngLat = [number, number];

/** Smaller than a 10 m square is a slip of the mouse, not an area. */
export const MIN_AREA_M2 = 100;
/** Wider than a dock's range many times over is a mistake. */
export const MAX_SPAN_M = 100_000;
const M_PER_DEG = 111_320;

/** Local metres around the first corner (equirectangular: fine at a dock's scale). */
function local(ring: readonly LngLat[]): LngLat[] {
  const [lng0, lat0] = ring[0]!;
  const k = Math.cos((lat0 * Math.PI) / 180);
  return ring.map(([lng, lat]) => [(lng - lng0) * M_PER_DEG * k, (lat - lat0) * M_PER_DEG]);
}

function areaM2(xy: readonly LngLat[]): number {
  let twice = 0;
  for (let i = 0; i < xy.length; i++) {
    const [x1, y1] = xy[i]!;
    const [x2, y2] = xy[(i + 1) % xy.length]!;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

const same = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** The shape as stored, or a 422 with a sentence saying what to change. */
export function checkedShape(shape: TGeozoneShape): TGeozoneShape {
  if (shape.type === 'circle') return shape;
  const ring: LngLat[] = [];
  for (const corner of shape.coordinates as LngLat[])
    if (!ring.length || !same(ring.at(-1)!, corner)) ring.push(corner);
  if (ring.length > 1 && same(ring[0]!, ring.at(-1)!)) ring.pop();
  const field = { field: 'shape.coordinates' };
  if (ring.length < 3)
    throw AppError.rule('area_too_few_corners', 'Draw at least 3 different corners.', field);
  const xy = local(ring);
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  if (
    Math.max(...xs) - Math.min(...xs) > MAX_SPAN_M ||
    Math.max(...ys) - Math.min(...ys) > MAX_SPAN_M
  )
    throw AppError.rule(
      'area_too_large',
      `A flight area spans at most ${MAX_SPAN_M / 1000} km. Draw a smaller one.`,
      field,
    );
  if (hasSelfIntersection([xy], true))
    throw AppError.rule(
      'area_edges_cross',
      "The area's edges cross. Place its corners in order around it.",
      field,
    );
  if (areaM2(xy) < MIN_AREA_M2)
    throw AppError.rule(
      'area_too_small',
      `The area encloses less than ${MIN_AREA_M2} m². Spread its corners further apart.`,
      field,
    );
  return { type: 'polygon', coordinates: ring };
}
