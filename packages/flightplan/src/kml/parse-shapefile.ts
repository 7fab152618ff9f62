// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- shpjs ships no types, and the web and server projects compile this file without flightplan's includes.
/// <reference path="./shpjs.d.ts" />
// Zipped ESRI shapefiles (.shp with its .dbf, .prj and .cpg), the other format GIS users export
// (issue 10 §2). The archive is read with the same zip-bomb guards as a KMZ; shpjs reads the
// geometry synchronously and reprojects it from the .prj to WGS84 (proj4). A shapefile without a
// .prj is taken as WGS84 only when its coordinates fit longitude/latitude; else it is refused.
import { parseDbf, parseShp } from 'shpjs';
import { err, type Result } from '@sortie/domain';
import { siteFileIssue, type RawPart, type SiteFileIssue } from './issues.ts';
import type { KmlLimits } from './parse-kml.ts';
import { parseGeoJsonValue } from './parse-geojson.ts';
import { listZip, readZipEntries, type ZipLimits } from './read-zip.ts';
import { decodeXml } from './text.ts';

const ext = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** A .shp's main-file header: the first 100 bytes, big-endian file code 9994. */
function looksLikeShp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 100 &&
    bytes[0] === 0 &&
    bytes[1] === 0 &&
    bytes[2] === 0x27 &&
    bytes[3] === 0x0a
  );
}

/**
 * Reads the one layer of a zipped shapefile into raw parts, named by the `name` attribute.
 *
 * @example
 * readShapefileParts(zipBytes, 'fields', kmlLimits, DEFAULT_ZIP_LIMITS); // ok([{ name, type: 'Polygon', rings }])
 */
export function readShapefileParts(
  bytes: Uint8Array,
  defaultName: string,
  kmlLimits: KmlLimits,
  zipLimits: ZipLimits,
): Result<RawPart[], SiteFileIssue> {
  const listed = listZip(bytes, zipLimits);
  if (!listed.ok) return listed;
  const shps = listed.value.filter((n) => ext(n) === 'shp');
  if (shps.length === 0) return err(siteFileIssue('invalid_kml', { reason: 'no_shp_in_zip' }));
  if (shps.length > 1)
    return err(
      siteFileIssue('multiple_features', { reason: 'several_layers', count: shps.length }),
    );
  const base = shps[0]!.slice(0, -4);
  const sidecar = (e: string) => listed.value.find((n) => n.slice(0, -4) === base && ext(n) === e);
  const wanted = [shps[0]!, sidecar('dbf'), sidecar('prj'), sidecar('cpg')].filter(
    (n): n is string => n !== undefined,
  );
  const files = readZipEntries(bytes, wanted, zipLimits);
  if (!files.ok) return files;
  const shp = files.value.get(shps[0]!)!;
  if (!looksLikeShp(shp)) return err(siteFileIssue('invalid_kml', { reason: 'not_a_shapefile' }));
  const read = (e: string) => {
    const n = sidecar(e);
    const b = n ? files.value.get(n) : undefined;
    if (!b) return undefined;
    const t = decodeXml(b);
    return t.ok ? t.value.trim() : undefined;
  };
  const prj = read('prj');
  let geometries: unknown[];
  let rows: Record<string, unknown>[] = [];
  try {
    geometries = parseShp(shp, prj ?? false);
    const dbf = sidecar('dbf');
    if (dbf) rows = parseDbf(files.value.get(dbf)!, read('cpg'));
  } catch {
    // proj4 throws on a .prj it cannot read, shpjs on truncated records.
    return err(siteFileIssue('invalid_kml', { reason: prj ? 'unreadable_prj' : 'corrupt_shp' }));
  }
  const features = geometries.map((geometry, i) => {
    const row = rows[i] ?? {};
    const nameKey = Object.keys(row).find((k) => k.toLowerCase() === 'name');
    const name = nameKey && typeof row[nameKey] === 'string' ? row[nameKey] : undefined;
    return { type: 'Feature', geometry, properties: { name } };
  });
  return parseGeoJsonValue({ type: 'FeatureCollection', features }, defaultName, kmlLimits);
}
