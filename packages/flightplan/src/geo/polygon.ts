// Polygon input handling: GeoJSON rings to open rings, local projection, outward margin.
import { buffer } from '@turf/buffer';
import { polygon as turfPolygon } from '@turf/helpers';
import type { LngLat, LngLatPolygon, LocalPolygon } from './types.ts';
import type { LocalProjection } from './project.ts';

/**
 * GeoJSON polygon rings (closed or not) to open rings without repeated vertices.
 *
 * @example
 * toLngLatPolygon([[[0, 0], [1, 0], [1, 1], [0, 0]]]); // { outer: [[0,0],[1,0],[1,1]], holes: [] }
 */
export function toLngLatPolygon(rings: readonly (readonly LngLat[])[]): LngLatPolygon {
  const open = rings.map((ring) => {
    const out: LngLat[] = [];
    for (const p of ring) {
      const last = out[out.length - 1];
      if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push([p[0], p[1]]);
    }
    const f = out[0];
    const l = out[out.length - 1];
    if (out.length > 1 && f && l && f[0] === l[0] && f[1] === l[1]) out.pop();
    return out;
  });
  return { outer: open[0] ?? [], holes: open.slice(1).filter((h) => h.length >= 3) };
}

/**
 * Projects a WGS84 polygon into a local frame.
 *
 * @example
 * toLocalPolygon(poly, createLocalProjection(bboxCentre(poly.outer)));
 */
export function toLocalPolygon(poly: LngLatPolygon, proj: LocalProjection): LocalPolygon {
  return { outer: poly.outer.map(proj.toLocal), holes: poly.holes.map((h) => h.map(proj.toLocal)) };
}

/**
 * Grows a polygon outward by `marginM` metres (turf buffer, geodesic). Holes shrink accordingly and
 * vanish when the margin closes them; when the result splits, the largest part is kept.
 *
 * @example
 * bufferPolygon(field, 10); // the field plus 10 m all round
 */
export function bufferPolygon(poly: LngLatPolygon, marginM: number): LngLatPolygon {
  if (marginM === 0) return poly;
  const close = (r: readonly LngLat[]) => [...r.map((p) => [p[0], p[1]]), [r[0]![0], r[0]![1]]];
  const grown = buffer(turfPolygon([close(poly.outer), ...poly.holes.map(close)]), marginM, {
    units: 'meters',
    steps: 4,
  });
  const g = grown?.geometry;
  if (!g) return poly;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  const biggest = polys.reduce((a, b) => ((b[0]?.length ?? 0) > (a[0]?.length ?? 0) ? b : a));
  return toLngLatPolygon(biggest.map((r) => r.map((p) => [p[0]!, p[1]!] as const)));
}
