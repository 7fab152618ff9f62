// Asset catalogue contracts (feature-areas §3 "Supported drone" and "Camera model", §7; public
// calls of platform-core §7): GET /assets/drone and /assets/sensor, no token. The catalogue only
// records facts a source confirmed, so every measured value may be null.
import { z } from 'zod';
import { ZId } from './common.ts';

/** 0 not supported, 1 partial, 2 supported; null when unknown (feature-areas §3). */
export const ZCapabilityLevel = z.number().int().min(0).max(2).nullable();

/** One supported aircraft. */
export const ZDroneAsset = z.object({
  id: ZId,
  model_name: z.string(),
  manufacturer: z.string(),
  /** No bundled pictures yet: always null (the web shows a silhouette). */
  picture_url: z.string().nullable(),
  website: z.string().nullable(),
  /** Where the flight app comes from: 's3_dji_v5', 'play_store', or null. */
  download_src: z.string().nullable(),
  specs: z.object({
    /** Flight time, seconds. */
    endurance: z.number().nullable(),
    /** Maximum take-off altitude above sea level, metres. */
    ceiling_height: z.number().nullable(),
    max_speed_mps: z.number().nullable(),
    weight_g: z.number().nullable(),
    /** Waypoints its flight app accepts in one mission (99 on older DJI apps). */
    max_waypoints: z.number().int(),
  }),
  capabilities: z.object({
    free_flight: ZCapabilityLevel,
    hms: ZCapabilityLevel,
    livestream: ZCapabilityLevel,
    ppk_rtk: ZCapabilityLevel,
  }),
  /** Cameras and payloads usable on it. */
  camera_ids: z.array(ZId),
});
export type TDroneAsset = z.infer<typeof ZDroneAsset>;

export const ZListDronesResponse = z.array(ZDroneAsset);
export type TListDronesResponse = z.infer<typeof ZListDronesResponse>;

/** Mission-planning support of a camera for one mission type (2 = supported). */
export const ZCameraMissionType = z.object({
  mission_type: z.string(),
  mission_planning: z.number().int().min(0).max(2),
  mission_execution: z.number().int().min(0).max(2),
});

/** One camera or payload. */
export const ZSensorAsset = z.object({
  id: ZId,
  model_name: z.string(),
  make: z.string(),
  picture_url: z.string().nullable(),
  /** Image aspect ratios, e.g. '4:3' (empty when the image size is unknown). */
  aspect_ratios: z.array(z.string()),
  /** Geometry the planner needs; empty object when the catalogue has none of it. */
  sensor_attributes: z.object({
    sensor_width_mm: z.number().nullable(),
    sensor_height_mm: z.number().nullable(),
    focal_length_mm: z.number().nullable(),
    image_width_px: z.number().nullable(),
    image_height_px: z.number().nullable(),
    mechanical_shutter: z.boolean().nullable(),
  }),
  compatible_with: z.array(ZId),
  capabilities: z.object({
    mission_types: z.array(ZCameraMissionType),
    payload_types: z.array(z.enum(['rgb', 'thermal', 'multispectral'])),
  }),
  specs: z.object({
    drone_speed: z.object({ min: z.number(), max: z.number(), default: z.number() }),
    gimbal_pitch: z.object({ min: z.number(), max: z.number(), default: z.number() }),
    /** Seconds between photos; the 2 s default when the catalogue does not say. */
    minimum_trigger_interval: z.number(),
  }),
});
export type TSensorAsset = z.infer<typeof ZSensorAsset>;

export const ZListSensorsResponse = z.array(ZSensorAsset);
export type TListSensorsResponse = z.infer<typeof ZListSensorsResponse>;

/** A battery model of the catalogue (GET /assets/battery): what fleet batteries are made of. */
export const ZBatteryAsset = z.object({
  id: z.string(),
  model_name: z.string(),
  manufacturer: z.string(),
  capacity_mah: z.number(),
  voltage_v: z.number(),
  /** Catalogue drone ids the battery powers. */
  drone_ids: z.array(z.string()),
});
export type TBatteryAsset = z.infer<typeof ZBatteryAsset>;
export const ZListBatteriesResponse = z.array(ZBatteryAsset);
export type TListBatteriesResponse = z.infer<typeof ZListBatteriesResponse>;
