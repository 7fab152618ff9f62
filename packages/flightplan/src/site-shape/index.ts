// Public surface of the one judge of site geometry (issue 19 §2): what a site file or a drawn or
// submitted geometry becomes (normalised geometry, kind, sizes, bounds, centroid), or the refusal
// with the type, title and message the upload dialog and the server's 422 both show.
export {
  MAX_SITE_AREA_M2,
  MAX_SITE_LENGTH_M,
  siteShapeFromFile,
  siteShapeOf,
} from './site-shape.ts';
export type { SiteShape } from './site-shape.ts';
export { centroidOf } from './centroid.ts';
export { boundsOf, crossesAntimeridian, holeOutsideOuterRing } from './rings.ts';
export type { SiteFileIssue, SiteFileIssueType, SiteGeometry } from '../kml/issues.ts';
