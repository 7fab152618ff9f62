// The one entry point for site files, shared by the web upload dialog, the server and the CLI:
// KML, KMZ (following its links inside the archive), GeoJSON and zipped shapefiles.
import type { Result } from '@sortie/domain';
import type { ParsedSite, SiteFileIssue } from './issues.ts';
import { readShapefileParts } from './parse-shapefile.ts';
import { parseSiteFileWith, type ParseSiteFileOptions } from './read-site-file.ts';

export {
  MAX_SITE_FILE_BYTES,
  SITE_FILE_EXTENSIONS,
  kmlLimitsOf,
  siteNameFromFileName,
  siteSourceOf,
} from './read-site-file.ts';
export type { ParseSiteFileOptions } from './read-site-file.ts';

/**
 * Parses an uploaded site file (.kml, .kmz, .geojson/.json or a zipped shapefile) into site
 * features. Refusals are issues with the exact dialog text, naming the kind of file; nothing here
 * throws on hostile input.
 *
 * @example
 * const r = parseSiteFile(bytes, 'farm.kml');
 * if (!r.ok) showDialog(r.error.title, r.error.message);
 * else saveSite(r.value[0]); // { name: 'farm', geometry: { type: 'Polygon', ... }, area_m2, length_m }
 */
export function parseSiteFile(
  bytes: Uint8Array,
  fileName: string,
  options: ParseSiteFileOptions = {},
): Result<ParsedSite[], SiteFileIssue> {
  return parseSiteFileWith(bytes, fileName, options, readShapefileParts);
}
