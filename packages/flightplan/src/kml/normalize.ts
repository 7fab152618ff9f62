// Turns raw parts into site features: drops repeated vertices and invalid polygons (fewer than three
// distinct vertices or no area), drops invalid holes, and refuses crossing edges
// (feature-areas §5: invalid polygons dropped, self-intersecting geometry rejected). The crossing
// test has a work budget, and holes a count cap, so no shape can hold the caller (issue 10 §9).
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { polygonAreaM2, lineLengthM } from '../geo/measure.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { findSelfIntersection } from '../geo/self-intersection.ts';
import type { LocalXY } from '../geo/types.ts';
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

/**
 * True when a ring encloses (almost) nothing, in metres or as drawn in longitude/latitude: three
 * points on a line through (10, 50) passed an absolute area test as an 82 m² "polygon", because a
 * straight line in degrees bends slightly in metres (issue 10 §11). 1e-8° is about a millimetre.
 */
function isSliver(local: readonly LocalXY[], lngLat: readonly LngLat[]): boolean {
  return meanWidth(local) < 2e-3 || meanWidth(lngLat) < 1e-8;
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
  const all = part.rings.flat();
  if (all.length === 0) return null;
  const proj = createLocalProjection(bboxCentre(all));
  if (part.type === 'LineString') {
    const line = dedupe(part.rings[0] ?? []);
    if (line.length < 2) return null;
    const verdict = findSelfIntersection([line.map(proj.toLocal)], false);
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
  const local = rings.map((r) => r.map(proj.toLocal));
  const keep = local.map((r, i) => i === 0 || r.length >= 3);
  // Crossing edges are refused before degenerate shapes are dropped: a bow tie has zero area.
  const verdict = findSelfIntersection(
    local.filter((_, i) => keep[i]),
    true,
  );
  if (verdict !== 'none') return crossingIssue(verdict, part.name);
  if (isSliver(local[0]!, outer)) return null;
  const holes = rings.slice(1).filter((h, i) => keep[i + 1] && !isSliver(local[i + 1]!, h));
  const kept = [outer, ...holes];
  const close = (r: LngLat[]): LngLat[] => [...r, r[0]!];
  return {
    name: part.name,
    geometry: { type: 'Polygon', coordinates: kept.map(close) },
    area_m2: polygonAreaM2({ outer, holes }),
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
