// The one entry point for site files, shared by the web upload dialog, the server and the CLI.
import { err, type Result } from '@sortie/domain';
import { strFromU8 } from 'fflate';
import { DEFAULT_KML_LIMITS, parseKmlText } from './parse-kml.ts';
import { DEFAULT_KMZ_LIMITS, readKmzText } from './parse-kmz.ts';
import { parseGeoJsonText } from './parse-geojson.ts';
import { normalizeParts } from './normalize.ts';
import { siteFileIssue, type ParsedSite, type SiteFileIssue } from './issues.ts';

/** Input cap for any site file (feature-areas §5 gives none; 20 MB covers a 500k-vertex KML). */
export const MAX_SITE_FILE_BYTES = 20 * 1024 * 1024;

export interface ParseSiteFileOptions {
  /** Return every feature instead of refusing files with more than one (collections import). */
  allowMultiple?: boolean;
  /** Accept .geojson/.json too (CLI and API); the upload dialog takes only .kml and .kmz. */
  allowGeoJson?: boolean;
  maxBytes?: number;
  maxUncompressedBytes?: number;
  maxKmzEntries?: number;
  /** Vertices over all features (default 200 000), counted while reading. */
  maxVertices?: number;
  /** Features (geometry parts) in one file (default 10 000). */
  maxFeatures?: number;
  /** Wall-clock budget for reading, ms (default 10 s). */
  deadlineMs?: number;
}

/** The file name without directories and its last extension: the default site name. */
export function siteNameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim() || 'Site';
}

/**
 * Parses an uploaded site file (.kml or .kmz; .geojson when allowed) into site features.
 * Refusals are issues with the exact dialog text; nothing here throws on hostile input.
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
  const maxBytes = options.maxBytes ?? MAX_SITE_FILE_BYTES;
  if (bytes.length > maxBytes)
    return err(siteFileIssue('file_too_large', { reason: 'input_size', max_bytes: maxBytes }));
  const ext = fileName.toLowerCase().split('.').pop();
  const name = siteNameFromFileName(fileName);
  const kmlLimits = {
    maxParts: options.maxFeatures ?? DEFAULT_KML_LIMITS.maxParts,
    maxVertices: options.maxVertices ?? DEFAULT_KML_LIMITS.maxVertices,
    deadlineMs: options.deadlineMs ?? DEFAULT_KML_LIMITS.deadlineMs,
  };
  let parts;
  if (ext === 'kml') {
    parts = parseKmlText(strFromU8(bytes).replace(/^\uFEFF/, ''), name, kmlLimits);
  } else if (ext === 'kmz') {
    const text = readKmzText(bytes, {
      maxEntries: options.maxKmzEntries ?? DEFAULT_KMZ_LIMITS.maxEntries,
      maxUncompressedBytes: options.maxUncompressedBytes ?? DEFAULT_KMZ_LIMITS.maxUncompressedBytes,
    });
    if (!text.ok) return text;
    parts = parseKmlText(text.value, name, kmlLimits);
  } else if ((ext === 'geojson' || ext === 'json') && options.allowGeoJson) {
    parts = parseGeoJsonText(strFromU8(bytes), name, kmlLimits);
  } else {
    return err(siteFileIssue('unsupported_file_type', { extension: ext ?? '' }));
  }
  if (!parts.ok) return parts;
  return normalizeParts(parts.value, options.allowMultiple ?? false);
}
