// Shapes of the bundled catalogue files (data/drones.json, data/cameras.json). Every numeric fact
// may be null: the catalogue only records values a source confirmed (see each entry's `notes`).

/** Support level of a portal capability: 0 none, 1 partial, 2 full; null when unknown. */
export type CapabilityLevel = number | null;

/** One aircraft as stored in data/drones.json. */
export interface CatalogDrone {
  id: string;
  model_name: string;
  manufacturer: string;
  website: string | null;
  specs: {
    /** Flight time in seconds. */
    endurance: number | null;
    /** Maximum take-off altitude above sea level, metres. */
    ceiling_height: number | null;
    max_speed_mps: number | null;
    weight_g: number | null;
  };
  capabilities: {
    free_flight: CapabilityLevel;
    hms: CapabilityLevel;
    livestream: CapabilityLevel;
    ppk_rtk: CapabilityLevel;
  };
  /** Where the flight app comes from: 's3_dji_v5' (MSDK v5 / WPML era), 'play_store', or null. */
  download_src: string | null;
  camera_ids: string[];
  sources: string[];
  /** Provenance remarks; '' when the file has none. */
  notes: string;
}

/** One camera or payload as stored in data/cameras.json. */
export interface CatalogCamera {
  id: string;
  model_name: string;
  make: string;
  sensor_width_mm: number | null;
  sensor_height_mm: number | null;
  focal_length_mm: number | null;
  image_width_px: number | null;
  image_height_px: number | null;
  minimum_trigger_interval_s: number | null;
  payload_type: string;
  mechanical_shutter: boolean | null;
  compatible_with: string[];
  gimbal_pitch: { min: number | null; max: number | null };
  sources: string[];
  /** Provenance remarks; '' when the file has none. */
  notes: string;
}
