// Area mapping (feature-areas §3, issue 5 §2): parallel flight lines over a polygon with
// distance-triggered nadir photos, optional margin and cross-hatch, automatic sweep bearing.
import type { AppError } from '@sortie/domain';
import { err, ok, type Result } from '@sortie/domain';
import type { LngLat, Mission, PlannedPhoto, Waypoint } from '../mission/types.ts';
import type { LocalXY } from '../geo/types.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { bufferPolygon, toLngLatPolygon, toLocalPolygon } from '../geo/polygon.ts';
import { polygonAreaM2 } from '../geo/measure.ts';
import { bearingDeg } from '../geo/bearing.ts';
import { hasSelfIntersection } from '../geo/self-intersection.ts';
import { checkPolygonArea, checkRange, limitError } from '../limits/limits.ts';
import { surveySpeed } from '../limits/speed.ts';
import { surveyAltitude } from '../limits/altitude.ts';
import { checkPlanBudget, estimateSurveySize, type SizeDrivers } from '../limits/budget.ts';
import { computeMissionStats, emptyStats } from '../stats/mission-stats.ts';
import { footprintM, gsdCm, surveySpacingM, type CameraSpec } from './camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';
import { makeWaypoint, triggeredPhotoCount, triggeredPhotos } from './mission-builder.ts';
import { chooseSweepBearing } from './sweep-plan.ts';
import { areaPath, areaPathTimeS, type AreaPathSpec, type FlightSpec } from './area-path.ts';

export interface AreaMappingParams {
  /** GeoJSON Polygon coordinates: outer ring then holes, [lng, lat]. */
  polygon: readonly (readonly LngLat[])[];
  camera: CameraSpec;
  /** Height above take-off; give this or gsd_cm. */
  altitude_m?: number;
  gsd_cm?: number;
  front_overlap_pct?: number;
  side_overlap_pct?: number;
  /** Flight-line bearing in degrees clockwise from north, or 'auto' (default). */
  angle_deg?: number | 'auto';
  margin_m?: number;
  crosshatch?: boolean;
  speed_mps?: number;
  takeoff?: LngLat | null;
  heading_mode?: 'auto' | 'custom';
  heading_deg?: number;
  gimbal_pitch_deg?: number;
  name?: string;
  drone?: DroneSpec;
  drone_id?: string | null;
  camera_id?: string | null;
}

export const AREA_MAPPING_DEFAULTS = Object.freeze({
  front_overlap_pct: 75,
  side_overlap_pct: 65,
  margin_m: 0,
});

const first = <T>(results: Result<unknown, AppError>[], value: T): Result<T, AppError> => {
  for (const r of results) if (!r.ok) return r;
  return ok(value);
};

/** [minX, minY, maxX, maxY] of a local ring. */
function localBbox(ring: readonly LocalXY[]): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of ring) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/**
 * Plans an area-mapping mission over a polygon.
 *
 * @example
 * const r = planAreaMapping({ polygon: site.geometry.coordinates, camera, gsd_cm: 2, takeoff });
 * if (r.ok) console.log(r.value.stats.photo_count, r.value.stats.angle_deg);
 */
export function planAreaMapping(p: AreaMappingParams): Result<Mission, AppError> {
  const front = p.front_overlap_pct ?? AREA_MAPPING_DEFAULTS.front_overlap_pct;
  const side = p.side_overlap_pct ?? AREA_MAPPING_DEFAULTS.side_overlap_pct;
  const margin = p.margin_m ?? AREA_MAPPING_DEFAULTS.margin_m;
  const gimbal = p.gimbal_pitch_deg ?? -90;
  const checks = first(
    [
      checkRange('front_overlap_pct', front),
      checkRange('side_overlap_pct', side),
      checkRange('margin_m', margin),
      checkRange('gimbal_pitch_deg', gimbal),
      p.angle_deg === undefined || p.angle_deg === 'auto'
        ? ok(0)
        : checkRange('heading_deg', p.angle_deg, 'angle_deg'),
      p.heading_mode === 'custom' ? checkRange('heading_deg', p.heading_deg ?? NaN) : ok(0),
    ],
    null,
  );
  if (!checks.ok) return checks;
  const altitude = surveyAltitude(p.camera, p);
  if (!altitude.ok) return altitude;
  const alt = altitude.value;

  const site = toLngLatPolygon(p.polygon);
  if (site.outer.length < 3)
    return err(
      limitError('invalid_geometry', 'The area needs at least three corners.', 'geometry'),
    );
  const area = checkPolygonArea(polygonAreaM2(site));
  if (!area.ok) return area;
  const planned = bufferPolygon(site, margin);
  const proj = createLocalProjection(bboxCentre(planned.outer));
  const local = toLocalPolygon(planned, proj);
  const [minX, minY, maxX, maxY] = localBbox(local.outer);
  const spacing = surveySpacingM(p.camera, alt, front, side);
  const speed = surveySpeed(p.camera, p.speed_mps, spacing.photo_m);
  if (!speed.ok) return speed;
  const drivers: SizeDrivers = {
    height_field: p.gsd_cm === undefined ? 'altitude_m' : 'gsd_cm',
    front_overlap_pct: front,
    side_overlap_pct: side,
  };
  // Sized before anything is generated: a refusal here costs a few multiplications.
  const estimate = checkPlanBudget(
    estimateSurveySize({
      area_m2: polygonAreaM2(planned),
      diameter_m: Math.hypot(maxX - minX, maxY - minY),
      line_spacing_m: spacing.line_m,
      photo_spacing_m: spacing.photo_m,
      passes: p.crosshatch ? 2 : 1,
    }),
    drivers,
    true,
  );
  if (!estimate.ok) return estimate;
  if (hasSelfIntersection([local.outer, ...local.holes], true)) {
    return err(limitError('self_intersecting', 'The area crosses itself.', 'geometry'));
  }

  const takeoff = p.takeoff ? proj.toLocal(p.takeoff) : null;
  const start: LocalXY = takeoff ?? [minX, minY];
  const drone = p.drone ?? DEFAULT_DRONE;
  // Corner tips beyond 80 % of half a footprint along track, and any corner the planned photos
  // miss (the last photo of a line can fall a spacing short of its end).
  const fp = footprintM(p.camera, alt);
  const pathSpec: AreaPathSpec = {
    spacing_m: spacing.line_m,
    start,
    start_flown: takeoff !== null,
    reach_m: 0.8 * (fp.along_m / 2),
    cover: { photo_m: spacing.photo_m, along_m: fp.along_m, across_m: fp.across_m },
    crosshatch: p.crosshatch ?? false,
    home: takeoff,
  };
  const flight: FlightSpec = {
    altitude_m: alt,
    speed_mps: speed.value,
    takeoff,
    cruise_mps: drone.cruise_speed_mps ?? 10,
  };
  const bearing =
    p.angle_deg === undefined || p.angle_deg === 'auto'
      ? chooseSweepBearing(local, spacing.line_m, (deg, poly) =>
          areaPathTimeS(areaPath(poly, deg, pathSpec), flight),
        )
      : p.angle_deg;
  const path = areaPath(local, bearing, pathSpec);
  // The exact counts, before a waypoint or photo object exists: the estimate can be wrong.
  const photoLegs = path.points.map(
    (_, i) => i + 1 < path.points.length && path.coverage[i] === true,
  );
  const exact = checkPlanBudget(
    {
      photos: triggeredPhotoCount(path.points, photoLegs, spacing.photo_m),
      waypoints: path.points.length,
    },
    drivers,
    false,
  );
  if (!exact.ok) return exact;
  const custom = p.heading_mode === 'custom' ? (p.heading_deg ?? 0) : null;
  const waypoints: Waypoint[] = path.points.map((pt, i) => {
    const next = path.points[i + 1];
    const prev = path.points[i - 1];
    const heading = custom ?? (next ? bearingDeg(pt, next) : prev ? bearingDeg(prev, pt) : 0);
    const wp = makeWaypoint(proj.toLngLat(pt), alt, speed.value, heading, gimbal);
    // Coverage legs trigger the camera; transits and the last waypoint never do.
    wp.photo_leg = next !== undefined && path.coverage[i] === true;
    return wp;
  });
  const photos: PlannedPhoto[] = triggeredPhotos(
    path.points,
    waypoints.map((w) => w.photo_leg === true),
    spacing.photo_m,
    alt,
    custom,
    proj.toLngLat,
  );
  if (waypoints.length === 0) {
    return err(
      limitError('invalid_geometry', 'The area is too small to fly a single line.', 'geometry'),
    );
  }

  const mission: Mission = {
    kind: 'area_mapping',
    name: p.name ?? 'Area mapping',
    path_mode: 'normal',
    heading_mode: custom === null ? 'auto' : 'custom',
    trigger: { type: 'distance', spacing_m: spacing.photo_m },
    media: 'image',
    drone_id: p.drone_id ?? null,
    camera_id: p.camera_id ?? null,
    takeoff: p.takeoff ?? null,
    waypoints,
    photos,
    stats: {
      ...emptyStats(),
      gsd_cm: gsdCm(p.camera, alt),
      covered_area_m2: polygonAreaM2(planned),
      line_spacing_m: spacing.line_m,
      photo_spacing_m: spacing.photo_m,
      angle_deg: ((bearing % 180) + 180) % 180,
    },
    params: {
      altitude_m: alt,
      front_overlap_pct: front,
      side_overlap_pct: side,
      angle_deg: p.angle_deg ?? 'auto',
      margin_m: margin,
      crosshatch: p.crosshatch ?? false,
      speed_mps: speed.value,
      gimbal_pitch_deg: gimbal,
    },
  };
  mission.stats = computeMissionStats(mission, drone);
  return ok(mission);
}
