// The server applies flightplan's one judge of site geometry (feature-areas §5, issues 10 §C and
// 19 §2): the web upload and draw panels call the same functions, so the browser and Save agree.
// Refusals come back as 422s with the dialog title and text; nothing is stored. Both functions are
// pure and synchronous: the planning pool's worker runs them (workers/tasks.ts), and every request
// path reaches them through a SiteShapeReader, never on the request thread.
import { AppError } from '@sortie/domain';
import type { TSiteGeometry } from '@sortie/domain/contracts';
import {
  siteShapeFromFile,
  siteShapeOf,
  type SiteFileIssue,
  type SiteShape as JudgedShape,
} from '@sortie/flightplan';

export type SiteShape = Omit<JudgedShape, 'geometry'> & { geometry: TSiteGeometry };

/** The 422 answer for a refused file or geometry, carrying the dialog title too. */
export function siteIssueError(issue: SiteFileIssue): AppError {
  return AppError.rule(issue.type, issue.message, { title: issue.title, ...(issue.details ?? {}) });
}

// flightplan's geometry has readonly positions; stored and returned geometry is the same data.
const asStored = (shape: JudgedShape): SiteShape => shape as SiteShape;

/** Parses an uploaded site file (.kml, .kmz, .geojson/.json, zipped shapefile), or throws its 422. */
export function shapeFromFile(bytes: Uint8Array, fileName: string): SiteShape {
  const judged = siteShapeFromFile(bytes, fileName);
  if (!judged.ok) throw siteIssueError(judged.error);
  return asStored(judged.value);
}

/** Judges submitted GeoJSON geometry exactly like an uploaded file, without re-encoding it. */
export function shapeFromGeometry(geometry: unknown, name: string): SiteShape {
  const judged = siteShapeOf(geometry, name);
  if (!judged.ok) throw siteIssueError(judged.error);
  return asStored(judged.value);
}

/**
 * Site geometry from an upload or from GeoJSON, judged by the functions above. The app passes
 * the planning pool's (off the request thread, with its deadline); tests of the service alone
 * may judge on this thread with {@link shapesHere}.
 */
export type SiteShapeReader = {
  fromFile(bytes: Uint8Array, name: string): Promise<SiteShape>;
  fromGeometry(geometry: unknown, name: string): Promise<SiteShape>;
};

/** Judges on the calling thread: for services built without the pool (unit-level tests, tools). */
export const shapesHere: SiteShapeReader = {
  fromFile: (bytes, name) => Promise.resolve().then(() => shapeFromFile(bytes, name)),
  fromGeometry: (geometry, name) => Promise.resolve().then(() => shapeFromGeometry(geometry, name)),
};
