// Why a site file was refused. The dialog titles and messages are the exact text of
// feature-areas §5 (site upload) where the spec gives it, so the web dialog and the server's error
// envelope show identical words; the rest follow the same voice.
import type { LngLat } from '../mission/types.ts';

export type SiteFileIssueType =
  | 'invalid_kml'
  | 'multiple_features'
  | 'self_intersecting'
  | 'unsupported_file_type'
  | 'file_too_large'
  | 'unsafe_file'
  | 'invalid_coordinates'
  | 'too_complex'
  | 'crosses_antimeridian'
  | 'site_too_large';

/**
 * What the refused input was, so a message names it: the spec's dialog text says "Selected KML
 * file", which misled when the input was GeoJSON sent by the API (issue 10 §11).
 */
export type SiteSource = 'kml' | 'kmz' | 'geojson' | 'shapefile' | 'geometry';

/** One refusal of a site file: a stable type, the dialog title and message, optional details. */
export interface SiteFileIssue {
  type: SiteFileIssueType;
  title: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Dialog text for every refusal, keyed by issue type (feature-areas §5).
 *
 * @example
 * SITE_FILE_DIALOGS.invalid_kml.title; // 'Invalid KML Selected'
 */
export const SITE_FILE_DIALOGS: Readonly<
  Record<SiteFileIssueType, { title: string; message: string }>
> = {
  invalid_kml: {
    title: 'Invalid KML Selected',
    message:
      'Selected KML file is invalid. Please select a KML file containing valid (polygon, line or point) feature.',
  },
  multiple_features: {
    title: 'Multiple Features Detected',
    message:
      'Selected KML file has multiple features. Please select a KML file which contains only a single feature.',
  },
  self_intersecting: {
    title: 'Self-Intersecting Feature',
    message:
      'Selected KML file has a feature whose edges cross each other. Please fix the shape and try again.',
  },
  unsupported_file_type: {
    title: 'Unsupported File',
    message:
      'Only .kml, .kmz, .geojson or .json files, or a zipped shapefile (.zip), can be uploaded as a site.',
  },
  file_too_large: {
    title: 'File Too Large',
    message: 'Selected file is too large or too complex to import.',
  },
  unsafe_file: {
    title: 'Unsafe File',
    message: 'Selected file uses XML features that are not allowed (DTD or entity declarations).',
  },
  invalid_coordinates: {
    title: 'Invalid Coordinates',
    message:
      'Selected KML file has coordinates that are not valid decimal longitude/latitude values.',
  },
  too_complex: {
    title: 'Shape Too Complex',
    message:
      'Selected KML file is too complex to check. Please simplify the outline or use fewer holes, and try again.',
  },
  crosses_antimeridian: {
    title: 'Site Crosses the Antimeridian',
    message:
      'Sites that cross the 180° meridian are not supported. Split the site at the meridian and upload each part.',
  },
  site_too_large: {
    title: 'Site Too Large',
    message: 'The site is larger than 10,000 km².',
  },
};

/** How each source is named in titles and messages (the KML wording is the spec's own). */
const SOURCE_WORDS: Readonly<Record<SiteSource, { selected: string; a: string; title: string }>> = {
  kml: { selected: 'Selected KML file', a: 'a KML file', title: 'KML' },
  kmz: { selected: 'Selected KMZ file', a: 'a KMZ file', title: 'KMZ' },
  geojson: { selected: 'Selected GeoJSON file', a: 'a GeoJSON file', title: 'GeoJSON' },
  shapefile: { selected: 'Selected shapefile', a: 'a zipped shapefile', title: 'Shapefile' },
  geometry: { selected: 'The submitted geometry', a: 'a geometry', title: 'Geometry' },
};

/**
 * The issue reworded for what the input really was ('kml' leaves the spec's text as it is).
 *
 * @example
 * forSource(siteFileIssue('invalid_kml'), 'geojson').message; // 'Selected GeoJSON file is invalid. ...'
 */
export function forSource(issue: SiteFileIssue, source: SiteSource): SiteFileIssue {
  // A KMZ is zipped KML: the spec's KML wording fits it as it is.
  if (source === 'kml' || source === 'kmz') return issue;
  const w = SOURCE_WORDS[source];
  return {
    ...issue,
    title: issue.title.replace('KML', w.title),
    message: issue.message
      .replace('Selected KML file', w.selected)
      .replace('Selected file', w.selected)
      .replace('a KML file', w.a),
  };
}

/**
 * Builds an issue with its dialog text.
 *
 * @example
 * siteFileIssue('invalid_kml').message.startsWith('Selected KML file is invalid'); // true
 */
export function siteFileIssue(
  type: SiteFileIssueType,
  details?: Record<string, unknown>,
): SiteFileIssue {
  const dialog = SITE_FILE_DIALOGS[type];
  const message =
    details?.reason === 'unsupported_encoding'
      ? `Selected KML file is written in the ${String(details.encoding)} text encoding, which cannot be read. Please save it as UTF-8 and try again.`
      : type === 'file_too_large'
        ? tooLargeMessage(details)
        : type === 'too_complex'
          ? tooComplexMessage(details)
          : null;
  return { type, ...dialog, ...(message ? { message } : {}), ...(details ? { details } : {}) };
}

const count = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US') : null);

/** Which limit a too-large file hit, in words the uploader can act on (null: the generic text). */
function tooLargeMessage(details: Record<string, unknown> | undefined): string | null {
  switch (details?.reason) {
    case 'too_many_vertices':
      return `Selected file has more than ${count(details.max_vertices) ?? 'the allowed number of'} vertices. Please simplify the shape and try again.`;
    case 'too_many_features':
      return `Selected file has more than ${count(details.max_features) ?? 'the allowed number of'} features. Please split it into smaller files.`;
    case 'timeout':
      return 'Selected file took too long to read. Please simplify it and try again.';
    case 'too_many_entries':
      return `Selected archive has more than ${count(details.max_entries) ?? 'the allowed number of'} entries. Please pack only the site's files and try again.`;
    case 'declared_uncompressed_size':
    case 'actual_uncompressed_size':
      return `Selected archive unpacks to more than ${count(details.max_mb) ?? 'the allowed'} MB. Please upload a smaller file.`;
    default:
      return null;
  }
}

/** Which budget a too-complex shape hit, with what to change. */
function tooComplexMessage(details: Record<string, unknown> | undefined): string | null {
  switch (details?.reason) {
    case 'too_many_holes':
      return `Selected KML file has a polygon with more than ${count(details.max_holes) ?? 'the allowed number of'} holes. Please use fewer holes (merge or remove exclusion zones) and try again.`;
    case 'too_deeply_nested':
      return `Selected KML file nests folders or placemarks more than ${count(details.max_depth) ?? 'the allowed number of'} levels deep. Please flatten its folders and try again.`;
    default:
      return null;
  }
}

/** A GeoJSON-compatible geometry without heights; polygon rings are closed as GeoJSON requires. */
export type SiteGeometry =
  | { type: 'Point'; coordinates: LngLat }
  | { type: 'LineString'; coordinates: LngLat[] }
  | { type: 'Polygon'; coordinates: LngLat[][] };

/** One feature read from a site file. */
export interface ParsedSite {
  name: string;
  geometry: SiteGeometry;
  /** Geodesic area in m² for polygons, else null. */
  area_m2: number | null;
  /** Geodesic length in m for lines (perimeter is not reported), else null. */
  length_m: number | null;
}

/** A geometry part as read from a file, before validation. */
export interface RawPart {
  name: string;
  type: 'Point' | 'LineString' | 'Polygon';
  /** Point and LineString: one list; Polygon: outer ring then holes. */
  rings: LngLat[][];
}
