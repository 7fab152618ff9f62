// Point-of-interest orbits and the structure templates built from them. Each orbit waypoint
// faces the centre and takes a photo; the gimbal looks at a point on the structure's axis, so the
// subject stays centred from every side.
import { err, ok, type AppError, type Result } from '@sortie/domain';
import type { LngLat, Mission, MissionKind, PlannedPhoto, Waypoint } from '../mission/types.ts';
import { createLocalProjection } from '../geo/project.ts';
import { bearingDeg } from '../geo/bearing.ts';
import { checkRange, limitError } from '../limits/limits.ts';
import { surveySpeed } from '../limits/speed.ts';
import { computeMissionStats, emptyStats } from '../stats/mission-stats.ts';
import type { CameraSpec } from './camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from './drone.ts';
import { makeWaypoint } from './mission-builder.ts';

/** One orbit: its altitude and the height on the structure axis the gimbal aims at. */
export interface OrbitLayer {
  altitude_m: number;
  aim_height_m: number;
}

export interface OrbitParams {
  center: LngLat;
  radius_m: number;
  layers: readonly OrbitLayer[];
  photo_every_deg?: number;
  clockwise?: boolean;
  speed_mps?: number;
  camera?: CameraSpec | null;
  takeoff?: LngLat | null;
  name?: string;
  kind?: Extract<MissionKind, 'poi' | 'wind_turbine' | 'cell_tower'>;
  drone?: DroneSpec;
  drone_id?: string | null;
  camera_id?: string | null;
  params?: Record<string, unknown>;
}

/**
 * Plans stacked orbits around a point (one layer = a plain POI orbit).
 *
 * @example
 * planOrbits({ center, radius_m: 30, layers: [{ altitude_m: 40, aim_height_m: 0 }], photo_every_deg: 15 });
 */
export function planOrbits(p: OrbitParams): Result<Mission, AppError> {
  const every = p.photo_every_deg ?? 10;
  for (const r of [
    checkRange('poi_radius_m', p.radius_m, 'radius_m'),
    checkRange('poi_photo_every_deg', every, 'photo_every_deg'),
  ]) {
    if (!r.ok) return r;
  }
  if (p.layers.length === 0)
    return err(limitError('missing_parameter', 'Give at least one orbit altitude.', 'altitude_m'));
  for (const l of p.layers) {
    const r = checkRange('altitude_m', l.altitude_m);
    if (!r.ok) return r;
  }
  const speed = surveySpeed(p.camera ?? null, p.speed_mps, null);
  if (!speed.ok) return speed;
  const proj = createLocalProjection(p.center);
  const steps = Math.max(3, Math.round(360 / every));
  const sign = p.clockwise === false ? -1 : 1;
  // Start the orbit on the side facing take-off so the approach is short.
  const t = p.takeoff ? proj.toLocal(p.takeoff) : null;
  const start = t && Math.hypot(t[0], t[1]) > 1 ? Math.atan2(t[0], t[1]) : 0;
  const waypoints: Waypoint[] = [];
  const photos: PlannedPhoto[] = [];
  for (const layer of p.layers) {
    const pitch = Math.max(
      -90,
      Math.min(0, (-Math.atan2(layer.altitude_m - layer.aim_height_m, p.radius_m) * 180) / Math.PI),
    );
    for (let i = 0; i <= steps; i++) {
      if (i === steps && p.layers.length > 1) break;
      const a = start + sign * ((2 * Math.PI * i) / steps);
      const xy = [p.radius_m * Math.sin(a), p.radius_m * Math.cos(a)] as const;
      const heading = bearingDeg(xy, [0, 0]);
      const position = proj.toLngLat(xy);
      const takesPhoto = i < steps;
      waypoints.push(
        makeWaypoint(
          position,
          layer.altitude_m,
          speed.value,
          heading,
          pitch,
          takesPhoto ? [{ type: 'take_photo' }] : [],
        ),
      );
      if (takesPhoto)
        photos.push({
          position,
          altitude_m: layer.altitude_m,
          heading_deg: waypoints[waypoints.length - 1]!.heading_deg,
        });
    }
  }
  const kind = p.kind ?? 'poi';
  const mission: Mission = {
    kind,
    name: p.name ?? 'Point of interest',
    path_mode: 'curved',
    heading_mode: 'custom',
    trigger: { type: 'none' },
    media: 'image',
    drone_id: p.drone_id ?? null,
    camera_id: p.camera_id ?? null,
    takeoff: p.takeoff ?? null,
    waypoints,
    photos,
    stats: { ...emptyStats(), covered_area_m2: Math.PI * p.radius_m * p.radius_m },
    params: {
      radius_m: p.radius_m,
      photo_every_deg: every,
      layers: p.layers,
      speed_mps: speed.value,
      ...p.params,
    },
  };
  mission.stats = computeMissionStats(mission, p.drone ?? DEFAULT_DRONE);
  return ok(mission);
}
