// MISSION.geojson: the CLI's and the server's interchange file. One LineString (the flight path,
// properties = kind + every statistic + the mission settings), one Point per waypoint and one per
// planned photo, told apart by `role`. Pure, so the web can read and write it too.
import { AppError, err, ok, type Result } from '@sortie/domain';
import type { LngLat, Mission, MissionStats, PlannedPhoto, Waypoint } from './types.ts';

type Props = Record<string, unknown>;
interface Feature {
  type: 'Feature';
  geometry:
    { type: 'Point'; coordinates: number[] } | { type: 'LineString'; coordinates: number[][] };
  properties: Props;
}
export interface MissionFeatureCollection {
  type: 'FeatureCollection';
  features: Feature[];
}

const STAT_KEYS: readonly (keyof MissionStats)[] = [
  'distance_m',
  'flight_time_s',
  'photo_count',
  'gsd_cm',
  'covered_area_m2',
  'line_spacing_m',
  'photo_spacing_m',
  'angle_deg',
  'turn_count',
  'batteries',
  'waypoint_count',
];

/**
 * Writes a mission as a GeoJSON FeatureCollection.
 *
 * @example
 * JSON.stringify(missionToGeoJson(mission)); // the MISSION.geojson file
 */
export function missionToGeoJson(mission: Mission): MissionFeatureCollection {
  const { waypoints, photos, stats, kind, ...rest } = mission;
  const path: Feature = {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: waypoints.map((w) => [w.position[0], w.position[1]]),
    },
    properties: { role: 'path', kind, ...stats, ...rest },
  };
  const wps: Feature[] = waypoints.map((w, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [w.position[0], w.position[1]] },
    properties: {
      role: 'waypoint',
      index,
      altitude_m: w.altitude_m,
      altitude_mode: w.altitude_mode,
      takeoff_relative_m: w.takeoff_relative_m,
      speed_mps: w.speed_mps,
      heading_deg: w.heading_deg,
      gimbal_pitch_deg: w.gimbal_pitch_deg,
      actions: w.actions,
    },
  }));
  const phs: Feature[] = photos.map((p, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.position[0], p.position[1]] },
    properties: { role: 'photo', index, altitude_m: p.altitude_m, heading_deg: p.heading_deg },
  }));
  return { type: 'FeatureCollection', features: [path, ...wps, ...phs] };
}

const KINDS: readonly Mission['kind'][] = [
  'area_mapping',
  'corridor_mapping',
  'corridor_video',
  'waypoints',
  'poi',
  'wind_turbine',
  'cell_tower',
];

const bad = (message: string) =>
  err(AppError.validation(`Invalid mission file: ${message}`, { field: 'mission' }));
const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function position(f: Feature): LngLat | null {
  const c = f.geometry.coordinates;
  return f.geometry.type === 'Point' && typeof c[0] === 'number' && typeof c[1] === 'number'
    ? [c[0], c[1]]
    : null;
}

/**
 * Reads a mission back from its GeoJSON form (as written by missionToGeoJson).
 *
 * @example
 * const r = missionFromGeoJson(JSON.parse(text));
 * if (r.ok) exportMission(r.value);
 */
export function missionFromGeoJson(doc: unknown): Result<Mission, AppError> {
  const fc = doc as Partial<MissionFeatureCollection> | null;
  if (!fc || fc.type !== 'FeatureCollection' || !Array.isArray(fc.features))
    return bad('not a FeatureCollection');
  const features = fc.features.filter(
    (f): f is Feature => typeof f === 'object' && f !== null && 'properties' in f,
  );
  const path = features.find((f) => f.properties?.role === 'path');
  if (!path) return bad('no flight path feature');
  const waypoints: Waypoint[] = [];
  const photos: PlannedPhoto[] = [];
  for (const f of features) {
    const p = f.properties;
    const at = position(f);
    if (p.role === 'waypoint') {
      if (!at) return bad('waypoint without a position');
      waypoints[num(p.index, waypoints.length)] = {
        position: at,
        altitude_m: num(p.altitude_m),
        altitude_mode: p.altitude_mode === 'above_ground' ? 'above_ground' : 'relative_to_takeoff',
        takeoff_relative_m: num(p.takeoff_relative_m, num(p.altitude_m)),
        speed_mps: num(p.speed_mps, 8),
        heading_deg: num(p.heading_deg),
        gimbal_pitch_deg: num(p.gimbal_pitch_deg, -90),
        actions: Array.isArray(p.actions) ? (p.actions as Waypoint['actions']) : [],
      };
    } else if (p.role === 'photo') {
      if (!at) return bad('photo without a position');
      photos[num(p.index, photos.length)] = {
        position: at,
        altitude_m: num(p.altitude_m),
        heading_deg: num(p.heading_deg),
      };
    }
  }
  const pp = path.properties;
  if (!KINDS.includes(pp.kind as Mission['kind']))
    return bad(`unknown mission kind ${String(pp.kind)}`);
  const stats = Object.fromEntries(
    STAT_KEYS.map((k) => [k, pp[k] ?? null]),
  ) as unknown as MissionStats;
  return ok({
    kind: pp.kind as Mission['kind'],
    name: typeof pp.name === 'string' ? pp.name : 'Mission',
    path_mode: pp.path_mode === 'curved' ? 'curved' : 'normal',
    heading_mode: pp.heading_mode === 'custom' ? 'custom' : 'auto',
    trigger: (pp.trigger as Mission['trigger'] | undefined) ?? { type: 'none' },
    media: pp.media === 'video' ? 'video' : 'image',
    drone_id: typeof pp.drone_id === 'string' ? pp.drone_id : null,
    camera_id: typeof pp.camera_id === 'string' ? pp.camera_id : null,
    takeoff: Array.isArray(pp.takeoff) ? [num(pp.takeoff[0]), num(pp.takeoff[1])] : null,
    waypoints: waypoints.filter(Boolean),
    photos: photos.filter(Boolean),
    stats,
    params: (pp.params as Record<string, unknown> | undefined) ?? {},
  });
}
