// Corridor mapping: parallel legs along a centre line filling a corridor width, flown back and
// forth (QGC Corridor Scan, flight-planning.md §2.2, but with the legs centred on the line so both
// corridor edges get the same margin).
import { err, ok, type AppError, type Result } from '@sortie/domain';
import type { LngLat, Mission, PlannedPhoto, Waypoint } from '../mission/types.ts';
import type { LocalXY } from '../geo/types.ts';
import { bboxCentre, createLocalProjection } from '../geo/project.ts';
import { lineLengthM } from '../geo/measure.ts';
import { bearingDeg } from '../geo/bearing.ts';
import { checkLineLength, checkRange, limitError } from '../limits/limits.ts';
import { surveySpeed } from '../limits/speed.ts';
import { surveyAltitude } from '../limits/altitude.ts';
import { checkPlanBudget, type SizeDrivers } from '../limits/budget.ts';
import { computeMissionStats, emptyStats } from '../stats/mission-stats.ts';
import { gsdCm, surveySpacingM, type CameraSpec } from './camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';
import { makeWaypoint, triggeredPhotoCount, triggeredPhotos } from './mission-builder.ts';
import { offsetPolyline } from './offset-line.ts';

export interface CorridorParams {
  line: readonly LngLat[];
  camera: CameraSpec;
  altitude_m?: number;
  gsd_cm?: number;
  corridor_width_m: number;
  front_overlap_pct?: number;
  side_overlap_pct?: number;
  speed_mps?: number;
  takeoff?: LngLat | null;
  name?: string;
  drone?: DroneSpec;
  drone_id?: string | null;
  camera_id?: string | null;
}

/** Checks the line and resolves the altitude shared by corridor kinds. */
export function checkCorridorInput(p: {
  line: readonly LngLat[];
  camera: CameraSpec | null;
  altitude_m?: number;
  gsd_cm?: number;
}): Result<number, AppError> {
  if (p.line.length < 2)
    return err(
      limitError(
        'invalid_geometry',
        'The corridor needs a line of two points or more.',
        'geometry',
      ),
    );
  const len = checkLineLength(lineLengthM(p.line));
  if (!len.ok) return len;
  if (p.camera) return surveyAltitude(p.camera, p);
  if (p.altitude_m === undefined)
    return err(limitError('missing_parameter', 'Give either altitude_m or gsd_cm.', 'altitude_m'));
  return checkRange('altitude_m', p.altitude_m);
}

/**
 * Plans a corridor-mapping mission along a line.
 *
 * @example
 * const r = planCorridorMapping({ line: road, camera, altitude_m: 80, corridor_width_m: 60 });
 */
export function planCorridorMapping(p: CorridorParams): Result<Mission, AppError> {
  const alt = checkCorridorInput(p);
  if (!alt.ok) return alt;
  const front = p.front_overlap_pct ?? 75;
  const side = p.side_overlap_pct ?? 65;
  for (const r of [
    checkRange('corridor_width_m', p.corridor_width_m),
    checkRange('front_overlap_pct', front),
    checkRange('side_overlap_pct', side),
  ]) {
    if (!r.ok) return r;
  }
  const spacing = surveySpacingM(p.camera, alt.value, front, side);
  const speed = surveySpeed(p.camera, p.speed_mps, spacing.photo_m);
  if (!speed.ok) return speed;
  const proj = createLocalProjection(bboxCentre(p.line));
  const centre = p.line.map(proj.toLocal);
  const n = Math.max(1, Math.ceil(p.corridor_width_m / spacing.line_m - 1e-9));
  const drivers: SizeDrivers = {
    height_field: p.gsd_cm === undefined ? 'altitude_m' : 'gsd_cm',
    front_overlap_pct: front,
    side_overlap_pct: side,
  };
  // n legs of the line's length and vertices, sized before any leg is built (decision 140).
  const estimate = checkPlanBudget(
    {
      photos: n * (lineLengthM(p.line) / spacing.photo_m + 1),
      waypoints: n * p.line.length,
    },
    drivers,
    true,
  );
  if (!estimate.ok) return estimate;
  let legs: LocalXY[][] = Array.from({ length: n }, (_, i) =>
    offsetPolyline(centre, ((n - 1) / 2 - i) * spacing.line_m),
  );
  legs = legs.map((leg, i) => (i % 2 === 1 ? [...leg].reverse() : leg));
  // Enter at the end nearest take-off: fly the legs in reverse order and/or direction if closer.
  if (p.takeoff) {
    const t = proj.toLocal(p.takeoff);
    const d = (q: LocalXY) => Math.hypot(q[0] - t[0], q[1] - t[1]);
    const variants = [
      legs,
      [...legs].reverse(),
      legs.map((l) => [...l].reverse()),
      [...legs].reverse().map((l) => [...l].reverse()),
    ];
    legs = variants.reduce((a, b) => (d(b[0]![0]!) < d(a[0]![0]!) ? b : a));
  }
  const waypoints: Waypoint[] = [];
  const points: LocalXY[] = [];
  for (const leg of legs) {
    leg.forEach((pt, i) => {
      const next = leg[i + 1];
      const heading = next ? bearingDeg(pt, next) : bearingDeg(leg[i - 1]!, pt);
      const wp = makeWaypoint(proj.toLngLat(pt), alt.value, speed.value, heading, -90);
      // Legs along a corridor line trigger the camera; the hop to the next line does not.
      wp.photo_leg = next !== undefined;
      waypoints.push(wp);
      points.push(pt);
    });
  }
  const photoLegs = waypoints.map((w) => w.photo_leg === true);
  const exact = checkPlanBudget(
    {
      photos: triggeredPhotoCount(points, photoLegs, spacing.photo_m),
      waypoints: waypoints.length,
    },
    drivers,
    false,
  );
  if (!exact.ok) return exact;
  const photos: PlannedPhoto[] = triggeredPhotos(
    points,
    photoLegs,
    spacing.photo_m,
    alt.value,
    null,
    proj.toLngLat,
  );
  const length = lineLengthM(p.line);
  const mission: Mission = {
    kind: 'corridor_mapping',
    name: p.name ?? 'Corridor mapping',
    path_mode: 'normal',
    heading_mode: 'auto',
    trigger: { type: 'distance', spacing_m: spacing.photo_m },
    media: 'image',
    drone_id: p.drone_id ?? null,
    camera_id: p.camera_id ?? null,
    takeoff: p.takeoff ?? null,
    waypoints,
    photos,
    stats: {
      ...emptyStats(),
      gsd_cm: gsdCm(p.camera, alt.value),
      covered_area_m2: length * Math.max(p.corridor_width_m, spacing.line_m),
      line_spacing_m: spacing.line_m,
      photo_spacing_m: spacing.photo_m,
    },
    params: {
      altitude_m: alt.value,
      corridor_width_m: p.corridor_width_m,
      front_overlap_pct: front,
      side_overlap_pct: side,
      speed_mps: speed.value,
    },
  };
  mission.stats = computeMissionStats(mission, p.drone ?? DEFAULT_DRONE);
  return ok(mission);
}
