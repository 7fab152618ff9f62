// The server applies flightplan's one judge of site geometry (feature-areas §5, issue 10 §C): the
// web upload and draw panels call the same functions, so the browser and Save agree. Refusals come
// back as 422s with the dialog title and text; nothing is stored. Both functions are pure and
// synchronous, so they can run in a worker as they are.
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
