// GeoJSON input: uploaded .geojson/.json files, geometry sent to the API, and shapefiles once read.
// Multi* geometries and GeometryCollections are split like KML MultiGeometry.
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat } from '../mission/types.ts';
import { siteFileIssue, type RawPart, type SiteFileIssue } from './issues.ts';
import type { KmlLimits } from './parse-kml.ts';

class Abort {
  constructor(readonly issue: SiteFileIssue) {}
}

function position(v: unknown): LngLat {
  if (!Array.isArray(v) || v.length < 2)
    throw new Abort(siteFileIssue('invalid_kml', { reason: 'bad_position' }));
  const [lng, lat] = v as unknown[];
  if (
    typeof lng !== 'number' ||
    typeof lat !== 'number' ||
    !Number.isFinite(lng) ||
    !Number.isFinite(lat)
  ) {
    throw new Abort(siteFileIssue('invalid_kml', { reason: 'not_a_number' }));
  }
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90)
    throw new Abort(siteFileIssue('invalid_coordinates'));
  return [lng, lat];
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);

function geometryParts(g: unknown, name: string, depth: number): Omit<RawPart, 'name'>[] {
  if (typeof g !== 'object' || g === null || depth > 8) return [];
  const { type, coordinates, geometries } = g as {
    type?: unknown;
    coordinates?: unknown;
    geometries?: unknown;
  };
  switch (type) {
    case 'Point':
      return [{ type: 'Point', rings: [[position(coordinates)]] }];
    case 'LineString':
      return [{ type: 'LineString', rings: [list(coordinates).map(position)] }];
    case 'Polygon':
      return [{ type: 'Polygon', rings: list(coordinates).map((r) => list(r).map(position)) }];
    case 'MultiPoint':
      return list(coordinates).map((c) => ({ type: 'Point', rings: [[position(c)]] }));
    case 'MultiLineString':
      return list(coordinates).map((l) => ({ type: 'LineString', rings: [list(l).map(position)] }));
    case 'MultiPolygon':
      return list(coordinates).map((p) => ({
        type: 'Polygon',
        rings: list(p).map((r) => list(r).map(position)),
      }));
    case 'GeometryCollection':
      return list(geometries).flatMap((x) => geometryParts(x, name, depth + 1));
    default:
      return [];
  }
}

function featureParts(f: unknown, defaultName: string): RawPart[] {
  const { geometry, properties } = (f ?? {}) as {
    geometry?: unknown;
    properties?: { name?: unknown } | null;
  };
  const name =
    typeof properties?.name === 'string' && properties.name.trim()
      ? properties.name.trim()
      : defaultName;
  const parts = geometryParts(geometry, name, 0);
  return parts.map((p, i) => ({ ...p, name: parts.length > 1 ? `${name} ${i + 1}` : name }));
}

/**
 * Reads GeoJSON text (a Feature, FeatureCollection or bare geometry) into raw parts.
 *
 * @example
 * parseGeoJsonText('{"type":"Point","coordinates":[1,2]}', 'p'); // ok([{ name: 'p', type: 'Point', ... }])
 */
export function parseGeoJsonText(
  text: string,
  defaultName: string,
  limits?: KmlLimits,
): Result<RawPart[], SiteFileIssue> {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return err(siteFileIssue('invalid_kml', { reason: 'malformed_json' }));
  }
  return parseGeoJsonValue(doc, defaultName, limits);
}

/**
 * Reads an already parsed GeoJSON value into raw parts (the API's geometry is never re-encoded).
 *
 * @example
 * parseGeoJsonValue({ type: 'Point', coordinates: [1, 2] }, 'p'); // ok([{ name: 'p', type: 'Point', ... }])
 */
export function parseGeoJsonValue(
  value: unknown,
  defaultName: string,
  limits?: KmlLimits,
): Result<RawPart[], SiteFileIssue> {
  let parts: RawPart[];
  try {
    const doc = (value ?? {}) as { type?: unknown; features?: unknown };
    if (doc.type === 'FeatureCollection')
      parts = list(doc.features).flatMap((f) => featureParts(f, defaultName));
    else if (doc.type === 'Feature') parts = featureParts(doc, defaultName);
    else {
      const raw = geometryParts(doc, defaultName, 0);
      parts = raw.map((p, i) => ({
        ...p,
        name: raw.length > 1 ? `${defaultName} ${i + 1}` : defaultName,
      }));
    }
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    throw e;
  }
  // JSON has no streaming parser here, but the input is capped in bytes; the same feature and
  // vertex budgets as KML then keep validation bounded.
  if (limits && parts.length > limits.maxParts)
    return err(
      siteFileIssue('file_too_large', {
        reason: 'too_many_features',
        max_features: limits.maxParts,
      }),
    );
  const vertices = parts.reduce((n, p) => n + p.rings.reduce((m, r) => m + r.length, 0), 0);
  if (limits && vertices > limits.maxVertices)
    return err(
      siteFileIssue('file_too_large', {
        reason: 'too_many_vertices',
        max_vertices: limits.maxVertices,
      }),
    );
  return ok(parts);
}
