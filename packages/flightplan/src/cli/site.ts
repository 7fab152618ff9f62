// Loads the SITE argument (KML, KMZ or GeoJSON) through the same parser the upload dialog uses.
import { parseSiteFile } from '../kml/parse-site-file.ts';
import type { ParsedSite } from '../kml/issues.ts';
import { CliError, fileName, readBytes } from './io.ts';

export function loadSite(path: string): ParsedSite {
  const r = parseSiteFile(readBytes(path), fileName(path));
  if (!r.ok) throw new CliError(r.error.type, r.error.message, r.error.details);
  return r.value[0]!;
}
