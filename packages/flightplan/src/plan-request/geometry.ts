// The mission-input geometry checks: which geometry a kind is planned over (a point site's
// generated square for area mapping, decision 122), the shape each kind needs, and the size the
// plan's limits judge. A wrong shape blames site_id: the site is what the user changes.
import { AppError, SQ_M_PER_ACRE, squareMetresToAcres } from '@sortie/domain';
import { DEFAULT_GENERATED_AREA_ACRES } from '@sortie/domain/contracts';
import { lineLengthM, polygonAreaM2 } from '../geo/measure.ts';
import { squareAroundPoint } from '../geo/square-around.ts';
import type { LngLat } from '../mission/types.ts';
import type { KindParams, MissionSize, PlanGeometry } from './request.ts';

export function polygonOf(g: PlanGeometry): LngLat[][] {
  if (g.geometry.type === 'Polygon') return g.geometry.coordinates;
  throw AppError.rule('unsupported_site_type', 'Area mapping needs an area (polygon) site.', {
    field: 'site_id',
  });
}

export function lineOf(g: PlanGeometry): LngLat[] {
  if (g.geometry.type === 'LineString') return g.geometry.coordinates;
  throw AppError.rule('unsupported_site_type', 'Corridor missions need a corridor (line) site.', {
    field: 'site_id',
  });
}

/**
 * The geometry a request is planned over. Area mapping on a point-asset site flies a square
 * generated around the point, `area_acres` in size (10 by default; decision 122); elsewhere the
 * site's own geometry is the area, so `area_acres` is refused rather than silently ignored.
 */
export function geometryForRequest<G extends PlanGeometry>(req: KindParams, g: G): G {
  if (req.kind !== 'area_mapping') return g;
  const acres = req.params.area_acres;
  if (g.geometry.type !== 'Point') {
    if (acres === undefined) return g;
    throw AppError.rule(
      'area_needs_point_site',
      'The area around a point (area_acres) is only for point-asset sites; an area site is mapped over its own boundary.',
      { field: 'area_acres' },
    );
  }
  const areaM2 = (acres ?? DEFAULT_GENERATED_AREA_ACRES) * SQ_M_PER_ACRE;
  const square = squareAroundPoint(g.geometry.coordinates, areaM2);
  return { ...g, geometry: { type: 'Polygon', coordinates: square } };
}

/** The plan-limited size of a request over its geometry, or null for kinds without one. */
export function missionSize(req: Pick<KindParams, 'kind'>, g: PlanGeometry): MissionSize | null {
  if (req.kind === 'area_mapping' && g.geometry.type === 'Polygon') {
    const [outer = [], ...holes] = g.geometry.coordinates;
    const m2 = polygonAreaM2({ outer, holes });
    return { key: 'max_polygon_mission_acres', amount: squareMetresToAcres(m2) };
  }
  if (
    (req.kind === 'corridor_mapping' || req.kind === 'corridor_video') &&
    g.geometry.type === 'LineString'
  ) {
    return { key: 'max_linestring_mission_km', amount: lineLengthM(g.geometry.coordinates) / 1000 };
  }
  return null;
}
