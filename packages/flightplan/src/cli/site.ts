// Loads the SITE argument (KML, KMZ, GeoJSON or a zipped shapefile) through the same parser the
// upload dialog uses. The shapefile reader, with proj4, loads only for a .zip (decision 425).
import { parseSiteFileWith, siteSourceOf } from '../kml/read-site-file.ts';
import type { ParsedSite } from '../kml/issues.ts';
import { CliError, fileName, readBytes } from './io.ts';

export async function loadSite(path: string): Promise<ParsedSite> {
  const name = fileName(path);
  const bytes = readBytes(path);
  const shapefile =
    siteSourceOf(name) === 'shapefile'
      ? (await import('../kml/parse-shapefile.ts')).readShapefileParts
      : null;
  const r = parseSiteFileWith(bytes, name, {}, shapefile);
  if (!r.ok) throw new CliError(r.error.type, r.error.message, r.error.details);
  return r.value[0]!;
}
