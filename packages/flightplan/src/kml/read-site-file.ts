// Site files (KML, KMZ following its links inside the archive, GeoJSON and zipped shapefiles) with
// the shapefile reader passed in: it brings proj4 (130 KB, ~15 ms to load), which the CLI loads
// only for a .zip (decision 425). Everyone else calls parseSiteFile (parse-site-file.ts).
import { err, type Result } from '@sortie/domain';
import { DEFAULT_KML_LIMITS, parseKmlText, type KmlLimits } from './parse-kml.ts';
import { DEFAULT_KMZ_LIMITS, readKmzParts } from './parse-kmz.ts';
import { parseGeoJsonText } from './parse-geojson.ts';
import type { readShapefileParts } from './parse-shapefile.ts';
import { normalizeParts } from './normalize.ts';
import { decodeXml } from './text.ts';
import {
  forSource,
  siteFileIssue,
  type ParsedSite,
  type RawPart,
  type SiteFileIssue,
  type SiteSource,
} from './issues.ts';

/** Input cap for any site file (feature-areas §5 gives none; 20 MB covers a 500k-vertex KML). */
export const MAX_SITE_FILE_BYTES = 20 * 1024 * 1024;

/** What the upload accepts, for file pickers (`accept`) and messages. */
export const SITE_FILE_EXTENSIONS = ['.kml', '.kmz', '.geojson', '.json', '.zip'] as const;

export interface ParseSiteFileOptions {
  /** Return every feature instead of refusing files with more than one (collections import). */
  allowMultiple?: boolean;
  maxBytes?: number;
  /** Inflated bytes over all entries read from a KMZ or zipped shapefile. */
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

const SOURCES: Readonly<Record<string, SiteSource>> = {
  kml: 'kml',
  kmz: 'kmz',
  geojson: 'geojson',
  json: 'geojson',
  zip: 'shapefile',
};

/** The input kind a file name stands for, by extension; null when it is none we read. */
export function siteSourceOf(fileName: string): SiteSource | null {
  return SOURCES[fileName.toLowerCase().split('.').pop() ?? ''] ?? null;
}

/** Limits for the KML reader from the options. */
export function kmlLimitsOf(options: ParseSiteFileOptions): KmlLimits {
  return {
    maxParts: options.maxFeatures ?? DEFAULT_KML_LIMITS.maxParts,
    maxVertices: options.maxVertices ?? DEFAULT_KML_LIMITS.maxVertices,
    deadlineMs: options.deadlineMs ?? DEFAULT_KML_LIMITS.deadlineMs,
  };
}

/** Reads a zipped shapefile's parts (parse-shapefile.ts). */
export type ShapefileReader = typeof readShapefileParts;

function readParts(
  bytes: Uint8Array,
  source: SiteSource,
  name: string,
  options: ParseSiteFileOptions,
  shapefile: ShapefileReader | null,
): Result<RawPart[], SiteFileIssue> {
  const limits = kmlLimitsOf(options);
  const zipLimits = {
    maxEntries: options.maxKmzEntries ?? DEFAULT_KMZ_LIMITS.maxEntries,
    maxUncompressedBytes: options.maxUncompressedBytes ?? DEFAULT_KMZ_LIMITS.maxUncompressedBytes,
  };
  switch (source) {
    case 'kml': {
      const text = decodeXml(bytes);
      return text.ok ? parseKmlText(text.value, name, limits) : text;
    }
    case 'kmz':
      return readKmzParts(bytes, name, limits, zipLimits);
    case 'shapefile':
      return shapefile
        ? shapefile(bytes, name, limits, zipLimits)
        : err(siteFileIssue('unsupported_file_type', { extension: 'zip' }));
    case 'geojson':
    case 'geometry': {
      const text = decodeXml(bytes);
      return text.ok ? parseGeoJsonText(text.value, name, limits) : text;
    }
  }
}

/**
 * {@link parseSiteFile} with the shapefile reader given (null: a .zip is refused as unsupported).
 *
 * @example
 * const { readShapefileParts } = await import('./parse-shapefile.ts');
 * parseSiteFileWith(bytes, 'fields.zip', {}, readShapefileParts);
 */
export function parseSiteFileWith(
  bytes: Uint8Array,
  fileName: string,
  options: ParseSiteFileOptions,
  shapefile: ShapefileReader | null,
): Result<ParsedSite[], SiteFileIssue> {
  const maxBytes = options.maxBytes ?? MAX_SITE_FILE_BYTES;
  if (bytes.length > maxBytes)
    return err(siteFileIssue('file_too_large', { reason: 'input_size', max_bytes: maxBytes }));
  const source = siteSourceOf(fileName);
  if (!source) {
    const extension = fileName.includes('.') ? fileName.toLowerCase().split('.').pop()! : '';
    return err(siteFileIssue('unsupported_file_type', { extension }));
  }
  const parts = readParts(bytes, source, siteNameFromFileName(fileName), options, shapefile);
  const sites = parts.ok ? normalizeParts(parts.value, options.allowMultiple ?? false) : parts;
  return sites.ok ? sites : err(forSource(sites.error, source));
}
