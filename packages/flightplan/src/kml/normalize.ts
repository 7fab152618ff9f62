// Turns raw parts into site features: drops repeated vertices and invalid polygons (fewer than three
// distinct vertices or no area), drops invalid holes, and refuses crossing edges
// (feature-areas §5: invalid polygons dropped, self-intersecting geometry rejected). The crossing
// test has a work budget, and holes a count cap, so no shape can hold the caller (issue 10 §9).
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { closedPolygonAreaM2, lineLengthM } from '../geo/measure.ts';
import { createLocalProjection, ringsBboxCentre } from '../geo/project.ts';
import {
  findSelfIntersectionPacked,
  packRings,
  type PackedRings,
} from '../geo/self-intersection.ts';
import { siteFileIssue, type ParsedSite, type RawPart, type SiteFileIssue } from './issues.ts';

/**
 * Most holes in one polygon. Real fields have a handful of exclusion zones; 20,000 holes held the
 * server for 52 s (issue 10 §9), and every planned line would have to be cut by each of them.
 */
export const MAX_SITE_HOLES = 1000;

/** Mean width 2A/P of a ring in its own plane (shoelace relative to the first vertex). */
function meanWidth(ring: readonly (readonly [number, number])[]): number {
  const [ox, oy] = ring[0]!;
  let twiceArea = 0;
  let perimeter = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    twiceArea += (a[0] - ox) * (b[1] - oy) - (b[0] - ox) * (a[1] - oy);
    perimeter += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return perimeter > 0 ? Math.abs(twiceArea) / perimeter : 0;
}

/** {@link meanWidth} of the packed ring of vertices start..end-1 (same sums, same order). */
function packedMeanWidth(xy: Float64Array, start: number, end: number): number {
  const ox = xy[2 * start]!;
  const oy = xy[2 * start + 1]!;
  let twiceArea = 0;
  let perimeter = 0;
  for (let i = start; i < end; i++) {
    const j = i + 1 < end ? i + 1 : start;
    const ax = xy[2 * i]!;
    const ay = xy[2 * i + 1]!;
    const bx = xy[2 * j]!;
    const by = xy[2 * j + 1]!;
    twiceArea += (ax - ox) * (by - oy) - (bx - ox) * (ay - oy);
    perimeter += Math.hypot(bx - ax, by - ay);
  }
  return perimeter > 0 ? Math.abs(twiceArea) / perimeter : 0;
}

/**
 * True when ring r encloses (almost) nothing, in metres or as drawn in longitude/latitude: three
 * points on a line through (10, 50) passed an absolute area test as an 82 m² "polygon", because a
 * straight line in degrees bends slightly in metres (issue 10 §11). 1e-8° is about a millimetre.
 */
function isSliver(local: PackedRings, r: number, lngLat: readonly LngLat[]): boolean {
  return (
    packedMeanWidth(local.xy, local.starts[r]!, local.starts[r + 1]!) < 2e-3 ||
    meanWidth(lngLat) < 1e-8
  );
}

const crossingIssue = (verdict: 'crossing' | 'too_complex', name: string) =>
  verdict === 'crossing'
    ? siteFileIssue('self_intersecting', { name })
    : siteFileIssue('too_complex', { reason: 'edge_budget', name });

function dedupe(coords: readonly LngLat[]): LngLat[] {
  const out: LngLat[] = [];
  for (const p of coords) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function openRing(ring: readonly LngLat[]): LngLat[] {
  const d = dedupe(ring);
  const first = d[0];
  const last = d[d.length - 1];
  if (d.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) d.pop();
  return d;
}

/** Validates one part; null when it must be dropped, an issue when it must be refused. */
function toSite(part: RawPart): ParsedSite | null | SiteFileIssue {
  if (part.type === 'Point') {
    const p = part.rings[0]?.[0];
    return p
      ? {
          name: part.name,
          geometry: { type: 'Point', coordinates: p },
          area_m2: null,
          length_m: null,
        }
      : null;
  }
  if (!part.rings.some((r) => r.length > 0)) return null;
  const proj = createLocalProjection(ringsBboxCentre(part.rings));
  if (part.type === 'LineString') {
    const line = dedupe(part.rings[0] ?? []);
    if (line.length < 2) return null;
    const verdict = findSelfIntersectionPacked(packRings([line], proj.toLocalInto), false);
    if (verdict !== 'none') return crossingIssue(verdict, part.name);
    return {
      name: part.name,
      geometry: { type: 'LineString', coordinates: line },
      area_m2: null,
      length_m: lineLengthM(line),
    };
  }
  if (part.rings.length - 1 > MAX_SITE_HOLES)
    return siteFileIssue('too_complex', {
      reason: 'too_many_holes',
      max_holes: MAX_SITE_HOLES,
      name: part.name,
    });
  const rings = part.rings.map(openRing);
  const outer = rings[0];
  if (!outer || outer.length < 3) return null;
  // Rings of fewer than three vertices are dropped before the crossing test, as holes.
  const checked = rings.filter((r, i) => i === 0 || r.length >= 3);
  // In local metres, packed: no [x, y] array per vertex.
  const local = packRings(checked, proj.toLocalInto);
  // Crossing edges are refused before degenerate shapes are dropped: a bow tie has zero area.
  const verdict = findSelfIntersectionPacked(local, true);
  if (verdict !== 'none') return crossingIssue(verdict, part.name);
  if (isSliver(local, 0, outer)) return null;
  const holes = checked.slice(1).filter((h, i) => !isSliver(local, i + 1, h));
  // Closed in place: `rings` are this function's own copies (dedupe), never the reader's arrays.
  const kept = [outer, ...holes].map((r) => (r.push(r[0]!), r));
  return {
    name: part.name,
    geometry: { type: 'Polygon', coordinates: kept },
    area_m2: closedPolygonAreaM2(kept),
    length_m: null,
  };
}

/**
 * Validates raw parts and applies the single-feature rule unless `allowMultiple`.
 *
 * @example
 * normalizeParts([{ name: 'a', type: 'Point', rings: [[[1, 2]]] }], false); // ok([...one site])
 */
export function normalizeParts(
  parts: readonly RawPart[],
  allowMultiple: boolean,
): Result<ParsedSite[], SiteFileIssue> {
  const sites: ParsedSite[] = [];
  for (const part of parts) {
    const site = toSite(part);
    if (site && 'type' in site) return err(site);
    if (site) sites.push(site);
  }
  if (sites.length === 0) return err(siteFileIssue('invalid_kml'));
  if (sites.length > 1 && !allowMultiple)
    return err(siteFileIssue('multiple_features', { count: sites.length }));
  return ok(sites);
}
