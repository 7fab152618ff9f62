// The server is the judge of site geometry (feature-areas §5): uploads and drawn GeoJSON both go
// through the flightplan site-file parser, so the same refusals (invalid_kml, multiple_features,
// self_intersecting, invalid_coordinates) come back with the same dialog texts, and nothing is
// stored. Sizes are geodesic (m² for areas, m for corridors) and bounded to sane values.
import { AppError } from '@sortie/domain';
import type { TSiteGeometry } from '@sortie/domain/contracts';
import {
  parseSiteFile,
  siteFileIssue,
  type ParsedSite,
  type SiteFileIssue,
} from '@sortie/flightplan';
import { crossesAntimeridian, holeOutsideOuterRing } from './rings.ts';

/** Largest area site: 10,000 km² (a national park; missions are capped far lower). */
export const MAX_SITE_AREA_M2 = 10_000 * 1_000_000;
/** Longest corridor: 1,000 km. */
export const MAX_SITE_LENGTH_M = 1_000_000;

export type SiteShape = {
  site_type: 'area' | 'corridor' | 'point';
  geometry: TSiteGeometry;
  area_m2: number | null;
  length_m: number | null;
  centroid: [number, number];
  bbox: [number, number, number, number];
  /** Name read from the geometry feature (placemark or part name); uploads use the file name. */
  name: string;
};

/** The 422 answer for a refused file or geometry, carrying the dialog title too. */
export function siteIssueError(issue: SiteFileIssue): AppError {
  return AppError.rule(issue.type, issue.message, { title: issue.title, ...(issue.details ?? {}) });
}

/** Parses an uploaded .kml/.kmz into one site shape, or throws the 422 of its issue. */
export function shapeFromFile(bytes: Uint8Array, fileName: string): SiteShape {
  const parsed = parseSiteFile(bytes, fileName);
  if (!parsed.ok) throw siteIssueError(parsed.error);
  return shapeOf(single(parsed.value));
}

/** Validates submitted GeoJSON geometry exactly like an uploaded file. */
export function shapeFromGeometry(geometry: unknown, name: string): SiteShape {
  const bytes = new TextEncoder().encode(
    JSON.stringify({ type: 'Feature', properties: { name }, geometry }),
  );
  const parsed = parseSiteFile(bytes, 'site.geojson', { allowGeoJson: true });
  if (!parsed.ok) throw siteIssueError(parsed.error);
  return shapeOf(single(parsed.value));
}

function single(sites: ParsedSite[]): ParsedSite {
  const site = sites[0];
  if (!site) throw AppError.rule('invalid_kml', 'The geometry holds no valid feature.');
  return site;
}

function shapeOf(site: ParsedSite): SiteShape {
  const geometry = site.geometry as TSiteGeometry;
  if (geometry.type === 'Polygon' && holeOutsideOuterRing(geometry.coordinates) !== null) {
    // An invalid polygon (OGC: holes lie inside the shell); the parser drops invalid polygons, so
    // the answer is the spec's 'Invalid KML Selected'.
    throw siteIssueError(siteFileIssue('invalid_kml', { reason: 'hole_outside_outer_ring' }));
  }
  if (geometry.type !== 'Point' && crossesAntimeridian(geometry)) {
    throw AppError.rule(
      'crosses_antimeridian',
      'Sites that cross the 180° meridian are not supported. Split the site at the meridian and upload each part.',
      { title: 'Site Crosses the Antimeridian' },
    );
  }
  const bbox = boundsOf(allPoints(geometry));
  if (site.area_m2 !== null && site.area_m2 > MAX_SITE_AREA_M2) {
    throw AppError.rule('site_too_large', 'The site is larger than 10,000 km².', {
      area_m2: site.area_m2,
      max_area_m2: MAX_SITE_AREA_M2,
    });
  }
  if (site.length_m !== null && site.length_m > MAX_SITE_LENGTH_M) {
    throw AppError.rule('site_too_large', 'The corridor is longer than 1,000 km.', {
      length_m: site.length_m,
      max_length_m: MAX_SITE_LENGTH_M,
    });
  }
  const site_type =
    geometry.type === 'Polygon' ? 'area' : geometry.type === 'LineString' ? 'corridor' : 'point';
  return {
    site_type,
    geometry,
    area_m2: site.area_m2,
    length_m: site.length_m,
    centroid: centroidOf(geometry),
    bbox,
    name: site.name,
  };
}

/** `[minX, minY, maxX, maxY]` of points, in a loop (spreading 100,000 numbers overflows the stack). */
export function boundsOf(
  points: readonly (readonly [number, number])[],
): [number, number, number, number] {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    if (p[0] < w) w = p[0];
    if (p[0] > e) e = p[0];
    if (p[1] < s) s = p[1];
    if (p[1] > n) n = p[1];
  }
  return [w, s, e, n];
}

function allPoints(g: TSiteGeometry): [number, number][] {
  switch (g.type) {
    case 'Point':
      return [g.coordinates];
    case 'LineString':
      return g.coordinates;
    case 'Polygon':
      return g.coordinates.flat();
  }
}

/**
 * Centroid `[lng, lat]`: the area centroid of the outer ring (shoelace on lng/lat, exact enough
 * at site scale), the length-weighted midpoint of a line, or the point itself.
 */
export function centroidOf(g: TSiteGeometry): [number, number] {
  if (g.type === 'Point') return g.coordinates;
  if (g.type === 'LineString') {
    let total = 0;
    let x = 0;
    let y = 0;
    for (let i = 1; i < g.coordinates.length; i++) {
      const [a, b] = [g.coordinates[i - 1]!, g.coordinates[i]!];
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      total += len;
      x += ((a[0] + b[0]) / 2) * len;
      y += ((a[1] + b[1]) / 2) * len;
    }
    return total > 0 ? [x / total, y / total] : g.coordinates[0]!;
  }
  const ring = g.coordinates[0]!;
  // Relative to the first vertex: shoelace sums of large absolute coordinates cancel badly.
  const [ox, oy] = ring[0]!;
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [ax, ay] = [ring[i]![0] - ox, ring[i]![1] - oy];
    const [bx, by] = [ring[i + 1]![0] - ox, ring[i + 1]![1] - oy];
    const cross = ax * by - bx * ay;
    area += cross;
    x += (ax + bx) * cross;
    y += (ay + by) * cross;
  }
  if (Math.abs(area) < 1e-18) return ring[0]!;
  return [ox + x / (3 * area), oy + y / (3 * area)];
}
