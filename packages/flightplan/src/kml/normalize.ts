// Turns raw parts into site features: drops repeated vertices and invalid polygons (fewer than three
// distinct vertices or no area), drops invalid holes, and refuses crossing edges
// (feature-areas §5: invalid polygons dropped, self-intersecting geometry rejected).
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { polygonAreaM2, lineLengthM } from '../geo/measure.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { hasSelfIntersection } from '../geo/self-intersection.ts';
import { ringSignedAreaM2 } from '../geo/planar.ts';
import { siteFileIssue, type ParsedSite, type RawPart, type SiteFileIssue } from './issues.ts';

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

/** Validates one part; null when it must be dropped, 'crossing' when it must be refused. */
function toSite(part: RawPart): ParsedSite | null | 'crossing' {
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
    if (hasSelfIntersection([line.map(proj.toLocal)], false)) return 'crossing';
    return {
      name: part.name,
      geometry: { type: 'LineString', coordinates: line },
      area_m2: null,
      length_m: lineLengthM(line),
    };
  }
  const rings = part.rings.map(openRing);
  const outer = rings[0];
  if (!outer || outer.length < 3) return null;
  const local = rings.map((r) => r.map(proj.toLocal));
  const keep = local.map((r, i) => i === 0 || r.length >= 3);
  // Crossing edges are refused before degenerate shapes are dropped: a bow tie has zero area.
  if (
    hasSelfIntersection(
      local.filter((_, i) => keep[i]),
      true,
    )
  )
    return 'crossing';
  if (Math.abs(ringSignedAreaM2(local[0]!)) < 1e-6) return null;
  const holes = rings
    .slice(1)
    .filter((h, i) => keep[i + 1] && Math.abs(ringSignedAreaM2(local[i + 1]!)) >= 1e-6);
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
    if (site === 'crossing') return err(siteFileIssue('self_intersecting', { name: part.name }));
    if (site) sites.push(site);
  }
  if (sites.length === 0) return err(siteFileIssue('invalid_kml'));
  if (sites.length > 1 && !allowMultiple)
    return err(siteFileIssue('multiple_features', { count: sites.length }));
  return ok(sites);
}
