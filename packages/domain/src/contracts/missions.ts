// Mission contracts (feature-areas §3 Mission, §5 Missions, §7, §8): preview and generation,
// save (the server re-runs the planner), list per site, patch with If-Match, delete, bulk
// delete, split, exports, elevation profiles and GCPs. Parameters are the planning engine's
// (@sortie/flightplan); the engine judges ranges and answers 422 naming the field.
import { z } from 'zod';
import { MAX_MISSION_ACRES } from '../constants.ts';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';
import { ZElevationSource, ZSiteGeometryInput } from './sites.ts';

export const MISSION_KINDS = [
  'area_mapping',
  'corridor_mapping',
  'corridor_video',
  'waypoints',
  'poi',
  'wind_turbine',
  'cell_tower',
] as const;
export const ZMissionKind = z.enum(MISSION_KINDS);
export type TMissionKind = z.infer<typeof ZMissionKind>;
/** Kinds of POST /missions/mapping/generate and /missions/video/generate. */
export const MAPPING_KINDS = ['area_mapping', 'corridor_mapping'] as const;
export const VIDEO_KINDS = ['corridor_video'] as const;

/** A camera not in the catalogue, entered by hand. */
export const ZCustomCamera = z.object({
  sensor_width_mm: z.number().positive().max(100),
  sensor_height_mm: z.number().positive().max(100),
  focal_length_mm: z.number().positive().max(1000),
  image_width_px: z.number().int().positive().max(100_000),
  image_height_px: z.number().int().positive().max(100_000),
  min_trigger_interval_s: z.number().positive().max(60).optional(),
});
export type TCustomCamera = z.infer<typeof ZCustomCamera>;

/** feature-areas §3 waypoint actions; bounds are the planner's (§5): hover 1–32 s, etc. */
export const ZWaypointAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hover'), seconds: z.number() }),
  z.object({ type: z.literal('take_photo') }),
  z.object({ type: z.literal('start_recording') }),
  z.object({ type: z.literal('stop_recording') }),
  z.object({ type: z.literal('rotate_drone'), heading_deg: z.number() }),
  z.object({ type: z.literal('pitch_camera_gimbal'), pitch_deg: z.number() }),
]);

const num = z.number();
const takeoff = ZLngLat.nullable().optional();

/**
 * Area mapping on a point-asset site flies a square generated around the point (decision 122):
 * its size in acres, 10 by default (feature-areas §9), from 1 acre to the 5000-acre mission cap.
 */
export const DEFAULT_GENERATED_AREA_ACRES = 10;
export const MIN_GENERATED_AREA_ACRES = 1;

export const ZAreaMappingParams = z.object({
  altitude_m: num.optional(),
  gsd_cm: num.optional(),
  front_overlap_pct: num.optional(),
  side_overlap_pct: num.optional(),
  angle_deg: z.union([num, z.literal('auto')]).optional(),
  margin_m: num.optional(),
  crosshatch: z.boolean().optional(),
  speed_mps: num.optional(),
  takeoff,
  heading_mode: z.enum(['auto', 'custom']).optional(),
  heading_deg: num.optional(),
  gimbal_pitch_deg: num.optional(),
  /** Keep the height above the ground from the site's elevation source (false: above take-off). */
  terrain_following: z.boolean().optional(),
  /** Point-asset sites only: acres of the square flown around the point (default 10). */
  area_acres: z.number().min(MIN_GENERATED_AREA_ACRES).max(MAX_MISSION_ACRES).optional(),
});
export const ZCorridorMappingParams = z.object({
  altitude_m: num.optional(),
  gsd_cm: num.optional(),
  /** Defaults to the site's corridor width. */
  corridor_width_m: num.optional(),
  front_overlap_pct: num.optional(),
  side_overlap_pct: num.optional(),
  speed_mps: num.optional(),
  takeoff,
  /** Keep the height above the ground from the site's elevation source (false: above take-off). */
  terrain_following: z.boolean().optional(),
});
export const ZCorridorVideoParams = z.object({
  altitude_m: num,
  gimbal_pitch_deg: num.optional(),
  speed_mps: num.optional(),
  takeoff,
  /** Keep the height above the ground from the site's elevation source (false: above take-off). */
  terrain_following: z.boolean().optional(),
});
export const ZWaypointsParams = z.object({
  waypoints: z
    .array(
      z.object({
        position: ZLngLat,
        altitude_m: num.optional(),
        speed_mps: num.optional(),
        heading_deg: num.optional(),
        gimbal_pitch_deg: num.optional(),
        actions: z.array(ZWaypointAction).max(50).optional(),
      }),
    )
    .min(1)
    .max(10_000),
  altitude_m: num,
  speed_mps: num.optional(),
  path_mode: z.enum(['normal', 'curved']).optional(),
  heading_mode: z.enum(['auto', 'custom']).optional(),
  takeoff,
  /** Keep the height above the ground from the site's elevation source (false: above take-off). */
  terrain_following: z.boolean().optional(),
});
/** Orbits around a point; `center` defaults to the site's point (or centre). */
export const ZPoiParams = z.object({
  center: ZLngLat.optional(),
  radius_m: num,
  layers: z
    .array(z.object({ altitude_m: num, aim_height_m: num }))
    .min(1)
    .max(50),
  photo_every_deg: num.optional(),
  clockwise: z.boolean().optional(),
  speed_mps: num.optional(),
  takeoff,
});
export const ZWindTurbineParams = z.object({
  center: ZLngLat.optional(),
  hub_height_m: num.positive(),
  rotor_diameter_m: num.positive(),
  clearance_m: num.optional(),
  layer_count: z.number().int().min(1).max(50).optional(),
  photo_every_deg: num.optional(),
  clockwise: z.boolean().optional(),
  speed_mps: num.optional(),
  takeoff,
});
export const ZCellTowerParams = z.object({
  center: ZLngLat.optional(),
  tower_height_m: num.positive(),
  radius_m: num.optional(),
  layer_count: z.number().int().min(1).max(50).optional(),
  photo_every_deg: num.optional(),
  clockwise: z.boolean().optional(),
  speed_mps: num.optional(),
  takeoff,
});

/** The parameter schema of each kind (PATCH validates `params` against the mission's kind). */
export const MISSION_PARAMS_BY_KIND = {
  area_mapping: ZAreaMappingParams,
  corridor_mapping: ZCorridorMappingParams,
  corridor_video: ZCorridorVideoParams,
  waypoints: ZWaypointsParams,
  poi: ZPoiParams,
  wind_turbine: ZWindTurbineParams,
  cell_tower: ZCellTowerParams,
} as const;

/** What every plan request may carry besides kind and params. */
const ZPlanCommon = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  /** Catalogue ids (GET /assets/drone, /assets/sensor). */
  drone_id: ZId.nullable().optional(),
  camera_id: ZId.nullable().optional(),
  /** A camera entered by hand; wins over camera_id. */
  camera: ZCustomCamera.nullable().optional(),
});

function planOptions<T extends z.ZodRawShape>(shape: T) {
  const base = ZPlanCommon.extend(shape);
  return [
    base.extend({ kind: z.literal('area_mapping'), params: ZAreaMappingParams }),
    base.extend({ kind: z.literal('corridor_mapping'), params: ZCorridorMappingParams }),
    base.extend({ kind: z.literal('corridor_video'), params: ZCorridorVideoParams }),
    base.extend({ kind: z.literal('waypoints'), params: ZWaypointsParams }),
    base.extend({ kind: z.literal('poi'), params: ZPoiParams }),
    base.extend({ kind: z.literal('wind_turbine'), params: ZWindTurbineParams }),
    base.extend({ kind: z.literal('cell_tower'), params: ZCellTowerParams }),
  ] as const;
}

/** Where the geometry comes from: a site of the workspace, or GeoJSON drawn on the map. */
const PREVIEW_SOURCE = { site_id: ZId.optional(), geometry: ZSiteGeometryInput.optional() };
const previewOptions = planOptions(PREVIEW_SOURCE);

/** POST /company/{c}/missions/generatepreview: plan without storing anything. */
export const ZGeneratePreviewRequest = z.discriminatedUnion('kind', [...previewOptions]);
export type TGeneratePreviewRequest = z.infer<typeof ZGeneratePreviewRequest>;
/** POST /company/{c}/missions/mapping/generate */
export const ZMappingGenerateRequest = z.discriminatedUnion('kind', [
  previewOptions[0],
  previewOptions[1],
]);
/** POST /company/{c}/missions/video/generate */
export const ZVideoGenerateRequest = previewOptions[2];

/** POST /company/{c}/missions: the server re-runs the planner from these; stats sent are ignored. */
export const ZCreateMissionRequest = z.discriminatedUnion('kind', [
  ...planOptions({ site_id: ZId }),
]);
export type TCreateMissionRequest = z.infer<typeof ZCreateMissionRequest>;

/** PATCH /company/{c}/missions/{id} (If-Match): a rename, or new parameters (re-planned). */
export const ZUpdateMissionRequest = ZPlanCommon.extend({
  /** Validated against the mission's kind. */
  params: z.record(z.string(), z.unknown()).optional(),
}).strict();
export type TUpdateMissionRequest = z.infer<typeof ZUpdateMissionRequest>;

/** POST /company/{c}/missions/preview: a saved mission re-planned with changes, not stored. */
export const ZMissionPreviewRequest = ZUpdateMissionRequest.extend({ mission_id: ZId }).strict();

export const ZMissionStats = z.object({
  distance_m: z.number(),
  flight_time_s: z.number(),
  photo_count: z.number(),
  gsd_cm: z.number().nullable(),
  covered_area_m2: z.number(),
  line_spacing_m: z.number().nullable(),
  photo_spacing_m: z.number().nullable(),
  angle_deg: z.number().nullable(),
  turn_count: z.number(),
  batteries: z.number(),
  waypoint_count: z.number(),
});

/**
 * A position of a planned mission. The planning engine treats positions as read-only tuples, so
 * the contract's type says so too: TPlannedMission is the engine's Mission (@sortie/flightplan
 * re-exports it), one type with no conversion between the server, the worker and the exports.
 * Only the static type is read-only; parsing does not freeze anything.
 */
const ZPosition = ZLngLat as z.ZodType<readonly [lng: number, lat: number]>;

export const ZPlannedWaypoint = z.object({
  position: ZPosition,
  /** Above take-off, or above the ground with altitude_mode 'above_ground' (terrain following). */
  altitude_m: z.number(),
  altitude_mode: z.enum(['relative_to_takeoff', 'above_ground']),
  /** Altitude relative to take-off after terrain resolution (equals altitude_m when flat). */
  takeoff_relative_m: z.number(),
  speed_mps: z.number(),
  /** Drone heading in degrees clockwise from north, -180..180. */
  heading_deg: z.number(),
  gimbal_pitch_deg: z.number(),
  actions: z.array(ZWaypointAction),
  /**
   * The camera's interval trigger (mission.trigger) runs on the leg from this waypoint to the
   * next. Set by the generators that plan triggered photos (area and corridor mapping), so
   * exporters start and stop triggering exactly where photos were planned and never in turns.
   * Missions saved before this field existed lack it (flightplan's `photoLegs`).
   */
  photo_leg: z.boolean().optional(),
});

/** The planning engine's output (flightplan's `Mission`). */
export const ZPlannedMission = z.object({
  kind: ZMissionKind,
  name: z.string(),
  path_mode: z.enum(['normal', 'curved']),
  heading_mode: z.enum(['auto', 'custom']),
  /** Photos are triggered every spacing_m along photo legs when 'distance' (mapping kinds). */
  trigger: z.discriminatedUnion('type', [
    z.object({ type: z.literal('none') }),
    z.object({ type: z.literal('distance'), spacing_m: z.number() }),
    z.object({ type: z.literal('time'), interval_s: z.number() }),
  ]),
  media: z.enum(['image', 'video']),
  drone_id: z.string().nullable(),
  camera_id: z.string().nullable(),
  takeoff: ZPosition.nullable(),
  /**
   * Take-off ground above mean sea level (EGM96, as SRTM and most DEMs give it) when terrain
   * following resolved it; exporters use it for the home altitude and WPML ellipsoidal heights.
   */
  takeoff_elevation_m: z.number().nullable().optional(),
  waypoints: z.array(ZPlannedWaypoint),
  photos: z.array(
    z.object({ position: ZPosition, altitude_m: z.number(), heading_deg: z.number() }),
  ),
  stats: ZMissionStats,
  /** The parameters it was generated from, so the server can re-run the engine on save. */
  params: z.record(z.string(), z.unknown()),
});
export type TPlannedMission = z.infer<typeof ZPlannedMission>;

/** Answer of the preview and generate calls. */
export const ZMissionPreviewResponse = z.object({
  kind: ZMissionKind,
  mission: ZPlannedMission,
  stats: ZMissionStats,
});
export type TMissionPreviewResponse = z.infer<typeof ZMissionPreviewResponse>;

/** A saved mission. */
export const ZMission = z.object({
  id: ZId,
  company_id: ZId,
  site_id: ZId,
  name: z.string(),
  kind: ZMissionKind,
  params: z.record(z.string(), z.unknown()),
  drone_id: z.string().nullable(),
  camera_id: z.string().nullable(),
  camera: ZCustomCamera.nullable(),
  mission: ZPlannedMission,
  distance_m: z.number(),
  flight_time_s: z.number(),
  photo_count: z.number().int(),
  area_m2: z.number(),
  /** Set on the parts of a split mission: which part of how many. */
  part: z.object({ index: z.number().int(), count: z.number().int() }).nullable(),
  created_by: ZId.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  etag: z.string(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZCompanyMissionParams = z.object({ companyId: ZId, id: ZId });

/** GET /company/{c}/sites/{id}/missions?use_new_model=true (the only model served). */
export const ZListSiteMissionsQuery = z.object({
  use_new_model: z.enum(['true', 'false']).optional(),
});
export const ZListMissionsResponse = z.object({ missions: z.array(ZMission) });
export type TListMissionsResponse = z.infer<typeof ZListMissionsResponse>;

/** DELETE /company/{c}/missions/bulk: all or nothing. */
export const ZBulkDeleteMissionsRequest = z.object({
  mission_ids: z.array(ZId).min(1).max(500),
});
export const ZBulkDeleteMissionsResponse = z.object({ deleted: z.array(ZId) });

/** POST /company/{c}/missions/{id}/split: at a waypoint, or into one part per battery. */
export const ZSplitMissionRequest = z.union([
  z.object({ at_waypoint_index: z.number().int().min(1) }).strict(),
  z.object({ by_battery: z.literal(true) }).strict(),
]);
export type TSplitMissionRequest = z.infer<typeof ZSplitMissionRequest>;

/** POST /company/{c}/missions/elevations: a saved mission's path, or a path over a site. */
export const ZMissionElevationsRequest = z.union([
  z.object({ mission_id: ZId, spacing_m: z.number().min(1).max(1000).optional() }).strict(),
  z
    .object({
      site_id: ZId,
      path: z.array(ZLngLat).min(1).max(10_000),
      spacing_m: z.number().min(1).max(1000).optional(),
    })
    .strict(),
]);
export const ZMissionElevationsResponse = z.object({
  elevation_source: ZElevationSource,
  /** Why the values are what they are, e.g. no elevation source on the site. */
  note: z.string().nullable(),
  samples: z.array(
    z.object({
      distance_m: z.number(),
      position: ZLngLat,
      /** Ground elevation, metres above sea level; null where the source has a gap. */
      elevation_m: z.number().nullable(),
    }),
  ),
});
export type TMissionElevationsResponse = z.infer<typeof ZMissionElevationsResponse>;
