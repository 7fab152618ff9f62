// The asset catalogue (feature-areas §3 "Supported drone" and "Camera model"): the planning
// engine's bundled drone and camera data, shaped for the web. Public, no token (platform-core §7).
import type { TBatteryAsset, TDroneAsset, TSensorAsset } from '@sortie/domain/contracts';
import { BATTERIES } from './batteries.ts';
import {
  FALLBACKS,
  cameraSpecFor,
  droneSpecFor,
  listCameras,
  listDrones,
  type CatalogCamera,
  type CatalogDrone,
} from '@sortie/flightplan';

/** Mission kinds a camera plans: mapping needs full sensor geometry, the others do not. */
const MAPPING = ['area_mapping', 'corridor_mapping'] as const;
const OTHER = ['corridor_video', 'waypoints', 'poi', 'wind_turbine', 'cell_tower'] as const;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function aspectRatio(w: number | null, h: number | null): string[] {
  if (!w || !h) return [];
  const d = gcd(w, h);
  const [x, y] = [w / d, h / d];
  // Sensors are rarely an exact small ratio (5280×3956); name the nearest common one.
  const common: [number, number][] = [
    [4, 3],
    [3, 2],
    [16, 9],
    [5, 4],
    [1, 1],
  ];
  const near = common.find(([a, b]) => Math.abs(a / b - w / h) < 0.01);
  return [near ? `${near[0]}:${near[1]}` : `${x}:${y}`];
}

export function toDroneAsset(d: CatalogDrone): TDroneAsset {
  return {
    id: d.id,
    model_name: d.model_name,
    manufacturer: d.manufacturer,
    picture_url: null,
    website: d.website,
    download_src: d.download_src,
    specs: { ...d.specs, max_waypoints: droneSpecFor(d).max_waypoints },
    capabilities: d.capabilities,
    camera_ids: d.camera_ids,
  };
}

export function toSensorAsset(c: CatalogCamera): TSensorAsset {
  const spec = cameraSpecFor(c);
  // The exported mission runs in the drone's own flight app, so execution follows planning.
  const mapping = spec.ok ? 2 : 0;
  const gimbal = spec.ok ? spec.value.gimbal_pitch : undefined;
  return {
    id: c.id,
    model_name: c.model_name,
    make: c.make,
    picture_url: null,
    aspect_ratios: aspectRatio(c.image_width_px, c.image_height_px),
    sensor_attributes: {
      sensor_width_mm: c.sensor_width_mm,
      sensor_height_mm: c.sensor_height_mm,
      focal_length_mm: c.focal_length_mm,
      image_width_px: c.image_width_px,
      image_height_px: c.image_height_px,
      mechanical_shutter: c.mechanical_shutter,
    },
    compatible_with: c.compatible_with,
    capabilities: {
      mission_types: [
        ...MAPPING.map((t) => ({
          mission_type: t,
          mission_planning: mapping,
          mission_execution: mapping,
        })),
        ...OTHER.map((t) => ({ mission_type: t, mission_planning: 2, mission_execution: 2 })),
      ],
      payload_types: [c.payload_type as TSensorAsset['capabilities']['payload_types'][number]],
    },
    specs: {
      drone_speed: { ...FALLBACKS.speed },
      gimbal_pitch: gimbal ?? { ...FALLBACKS.gimbal_pitch },
      minimum_trigger_interval: c.minimum_trigger_interval_s || FALLBACKS.min_trigger_interval_s,
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;

/** The catalogue is bundled and immutable, so it is shaped once. */
export function createAssetsService() {
  let drones: TDroneAsset[] | undefined;
  let sensors: TSensorAsset[] | undefined;
  return {
    listDrones(): TDroneAsset[] {
      drones ??= listDrones().map(toDroneAsset);
      return drones;
    },
    listSensors(): TSensorAsset[] {
      sensors ??= listCameras().map(toSensorAsset);
      return sensors;
    },
    listBatteries(): TBatteryAsset[] {
      return [...BATTERIES];
    },
    /** A catalogue drone by id (the fleet's model check), or undefined. */
    findDrone(id: string): TDroneAsset | undefined {
      return this.listDrones().find((d) => d.id === id);
    },
  };
}
