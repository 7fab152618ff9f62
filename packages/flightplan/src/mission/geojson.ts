// MISSION.geojson: the CLI's and the server's interchange file. One LineString (the flight path,
// properties = kind + every statistic + the mission settings), one Point per waypoint and one per
// planned photo, told apart by `role`, and optionally the site it was planned over (role "site",
// so exports can draw the outline). Pure, so the web can read and write it too.
import { AppError, err, ok, type Result } from '@sortie/domain';
import { z } from 'zod';
import { LIMITS, MAX_ACTIONS_PER_WAYPOINT } from '../limits/limits.ts';
import type { LngLat, Mission, MissionStats, PlannedPhoto, Waypoint } from './types.ts';
import type { SiteGeometry } from '../kml/issues.ts';

type Props = Record<string, unknown>;
interface Feature {
  type: 'Feature';
  geometry:
    | { type: 'Point'; coordinates: number[] }
    | { type: 'LineString'; coordinates: number[][] }
    | { type: 'Polygon'; coordinates: number[][][] };
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
export function missionToGeoJson(
  mission: Mission,
  options: { site?: { name: string; geometry: SiteGeometry } } = {},
): MissionFeatureCollection {
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
      ...(w.photo_leg === undefined ? {} : { photo_leg: w.photo_leg }),
    },
  }));
  const phs: Feature[] = photos.map((p, index) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [p.position[0], p.position[1]] },
    properties: { role: 'photo', index, altitude_m: p.altitude_m, heading_deg: p.heading_deg },
  }));
  const site: Feature[] = options.site
    ? [
        {
          type: 'Feature',
          geometry: siteGeometryToGeoJson(options.site.geometry),
          properties: { role: 'site', name: options.site.name },
        },
      ]
    : [];
  return { type: 'FeatureCollection', features: [path, ...wps, ...phs, ...site] };
}

/**
 * A site geometry as plain (mutable) GeoJSON, for GeoJSON writers and turf.
 *
 * @example
 * siteGeometryToGeoJson({ type: 'Point', coordinates: [1, 2] }); // { type: 'Point', coordinates: [1, 2] }
 */
export function siteGeometryToGeoJson(
  g: SiteGeometry,
):
  | { type: 'Point'; coordinates: number[] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'Polygon'; coordinates: number[][][] } {
  const pt = (p: LngLat): number[] => [p[0], p[1]];
  if (g.type === 'Point') return { type: 'Point', coordinates: pt(g.coordinates) };
  if (g.type === 'LineString') return { type: 'LineString', coordinates: g.coordinates.map(pt) };
  return { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(pt)) };
}

/**
 * The site outline a MISSION.geojson carries (role "site"), if any and well-formed.
 *
 * @example
 * siteFromGeoJson(JSON.parse(text))?.geometry.type; // 'Polygon'
 */
export function siteFromGeoJson(doc: unknown): { name: string; geometry: SiteGeometry } | null {
  const fc = ZMissionDoc.safeParse(doc);
  if (!fc.success) return null;
  const raw = fc.data.features.find((f) => f.properties.role === 'site');
  const parsed = ZSiteFeature.safeParse(raw);
  if (!parsed.success) return null;
  const g = parsed.data.geometry;
  const pt = (c: readonly number[]): LngLat => [c[0]!, c[1]!];
  const geometry: SiteGeometry =
    g.type === 'Point'
      ? { type: 'Point', coordinates: pt(g.coordinates) }
      : g.type === 'LineString'
        ? { type: 'LineString', coordinates: g.coordinates.map(pt) }
        : { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map(pt)) };
  return { name: parsed.data.properties.name, geometry };
}

const KINDS = [
  'area_mapping',
  'corridor_mapping',
  'corridor_video',
  'waypoints',
  'poi',
  'wind_turbine',
  'cell_tower',
] as const satisfies readonly Mission['kind'][];

const range = (name: keyof typeof LIMITS) => z.number().min(LIMITS[name][0]).max(LIMITS[name][1]);
const ZPosition = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .rest(z.number());
const ZAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hover'), seconds: range('hover_s') }),
  z.object({ type: z.literal('take_photo') }),
  z.object({ type: z.literal('start_recording') }),
  z.object({ type: z.literal('stop_recording') }),
  z.object({ type: z.literal('rotate_drone'), heading_deg: range('rotate_drone_deg') }),
  z.object({ type: z.literal('pitch_camera_gimbal'), pitch_deg: range('gimbal_pitch_deg') }),
]);
const ZIndex = z.number().int().min(0).max(1_000_000);
const ZWaypointFeature = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: ZPosition }),
  properties: z.object({
    role: z.literal('waypoint'),
    index: ZIndex,
    altitude_m: z.number().min(-1000).max(10_000),
    altitude_mode: z.enum(['relative_to_takeoff', 'above_ground']).default('relative_to_takeoff'),
    takeoff_relative_m: z.number().min(-10_000).max(10_000).optional(),
    /** 0 = the mission's cruise speed (Litchi semantics). */
    speed_mps: z.number().min(0).max(30).default(8),
    heading_deg: range('heading_deg').default(0),
    gimbal_pitch_deg: range('gimbal_pitch_deg').default(-90),
    actions: z.array(ZAction).max(MAX_ACTIONS_PER_WAYPOINT).default([]),
    photo_leg: z.boolean().optional(),
  }),
});
const ZPhotoFeature = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: ZPosition }),
  properties: z.object({
    role: z.literal('photo'),
    index: ZIndex,
    altitude_m: z.number().min(-1000).max(10_000),
    heading_deg: range('heading_deg').default(0),
  }),
});
const stat = z.number().nullable().default(null);
const ZPathFeature = z.object({
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(ZPosition) }),
  properties: z.object({
    role: z.literal('path'),
    kind: z.enum(KINDS),
    name: z.string().max(500).default('Mission'),
    path_mode: z.enum(['normal', 'curved']).default('normal'),
    heading_mode: z.enum(['auto', 'custom']).default('auto'),
    trigger: z
      .discriminatedUnion('type', [
        z.object({ type: z.literal('none') }),
        z.object({ type: z.literal('distance'), spacing_m: z.number().positive().max(10_000) }),
        z.object({ type: z.literal('time'), interval_s: z.number().positive().max(3600) }),
      ])
      .default({ type: 'none' }),
    media: z.enum(['image', 'video']).default('image'),
    drone_id: z.string().max(200).nullable().default(null),
    camera_id: z.string().max(200).nullable().default(null),
    takeoff: ZPosition.nullable().default(null),
    takeoff_elevation_m: z.number().min(-500).max(9000).nullable().optional(),
    params: z.record(z.string(), z.unknown()).default({}),
    ...Object.fromEntries(STAT_KEYS.map((k) => [k, stat])),
  }),
});
const ZSiteFeature = z.object({
  geometry: z.discriminatedUnion('type', [
    z.object({ type: z.literal('Point'), coordinates: ZPosition }),
    z.object({ type: z.literal('LineString'), coordinates: z.array(ZPosition).min(2) }),
    z.object({
      type: z.literal('Polygon'),
      coordinates: z.array(z.array(ZPosition).min(4)).min(1),
    }),
  ]),
  properties: z.object({ role: z.literal('site'), name: z.string().max(500).default('Site') }),
});
const ZMissionDoc = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({ properties: z.object({ role: z.unknown() }).loose() }).loose()),
});

const bad = (message: string) =>
  err(AppError.validation(`Invalid mission file: ${message}`, { field: 'mission' }));

/** "features[3].properties.actions[0].seconds: Too big: expected number to be <=32". */
function issueText(prefix: string, e: z.ZodError): string {
  const issue = e.issues[0];
  if (!issue) return prefix;
  const path = issue.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('');
  return `${prefix}${path}: ${issue.message}`;
}

/**
 * Reads a mission back from its GeoJSON form (as written by missionToGeoJson), validating every
 * feature: positions on the globe, known kinds and actions, actions within their bounds
 * (feature-areas §3). A refusal is a validation AppError whose message names the first bad field.
 *
 * @example
 * const r = missionFromGeoJson(JSON.parse(text));
 * if (r.ok) exportMission(r.value);
 */
export function missionFromGeoJson(doc: unknown): Result<Mission, AppError> {
  const fc = ZMissionDoc.safeParse(doc);
  if (!fc.success) return bad(issueText('not a GeoJSON FeatureCollection', fc.error));
  const waypoints: Waypoint[] = [];
  const photos: PlannedPhoto[] = [];
  let path: z.infer<typeof ZPathFeature> | null = null;
  for (const [i, raw] of fc.data.features.entries()) {
    const role = raw.properties.role;
    const schema =
      role === 'waypoint'
        ? ZWaypointFeature
        : role === 'photo'
          ? ZPhotoFeature
          : role === 'path'
            ? ZPathFeature
            : null;
    // Features with other roles (a site outline, notes) are not part of the mission.
    if (!schema) continue;
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return bad(issueText(`features[${i}]`, parsed.error));
    const f = parsed.data;
    if (f.properties.role === 'path') {
      if (path) return bad(`features[${i}]: a second flight path feature`);
      path = f as z.infer<typeof ZPathFeature>;
      continue;
    }
    const [lng, lat] = (f as z.infer<typeof ZPhotoFeature>).geometry.coordinates;
    const at: LngLat = [lng, lat];
    if (f.properties.role === 'waypoint') {
      const p = f.properties;
      if (waypoints[p.index]) return bad(`features[${i}]: waypoint index ${p.index} repeats`);
      waypoints[p.index] = {
        position: at,
        altitude_m: p.altitude_m,
        altitude_mode: p.altitude_mode,
        takeoff_relative_m: p.takeoff_relative_m ?? p.altitude_m,
        speed_mps: p.speed_mps,
        heading_deg: p.heading_deg,
        gimbal_pitch_deg: p.gimbal_pitch_deg,
        actions: p.actions,
        ...(p.photo_leg === undefined ? {} : { photo_leg: p.photo_leg }),
      };
    } else {
      const p = f.properties;
      photos[p.index] = { position: at, altitude_m: p.altitude_m, heading_deg: p.heading_deg };
    }
  }
  if (!path) return bad('no flight path feature (role "path")');
  const dense = waypoints.filter(Boolean);
  if (dense.length !== waypoints.length) return bad('waypoint indexes have gaps');
  const pp = path.properties;
  const stats = Object.fromEntries(
    STAT_KEYS.map((k) => [k, (pp as Record<string, unknown>)[k] ?? null]),
  ) as unknown as MissionStats;
  const takeoff = pp.takeoff;
  return ok({
    kind: pp.kind,
    name: pp.name,
    path_mode: pp.path_mode,
    heading_mode: pp.heading_mode,
    trigger: pp.trigger,
    media: pp.media,
    drone_id: pp.drone_id,
    camera_id: pp.camera_id,
    takeoff: takeoff ? [takeoff[0], takeoff[1]] : null,
    ...(pp.takeoff_elevation_m == null ? {} : { takeoff_elevation_m: pp.takeoff_elevation_m }),
    waypoints: dense,
    photos: photos.filter(Boolean),
    stats,
    params: pp.params,
  });
}
