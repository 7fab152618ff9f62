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
  | 'invalid_coordinates';

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
    message: 'Only .kml or .kmz files can be uploaded as a site.',
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
    message: 'Selected KML file has coordinates that are not valid longitude/latitude values.',
  },
};

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
  const message = type === 'file_too_large' ? tooLargeMessage(details) : null;
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
