// The mission model every part of the engine shares: generators produce it, exporters, split,
// statistics and the CLI consume it. Coordinates are [lng, lat] (GeoJSON order) everywhere.

/** A WGS84 position in GeoJSON order. */
export type LngLat = readonly [lng: number, lat: number];

export type MissionKind =
  | 'area_mapping'
  | 'corridor_mapping'
  | 'corridor_video'
  | 'waypoints'
  | 'poi'
  | 'wind_turbine'
  | 'cell_tower';

/** feature-areas §3: waypoint actions and their parameters. */
export type WaypointAction =
  | { type: 'hover'; seconds: number } // 1..32
  | { type: 'take_photo' }
  | { type: 'start_recording' }
  | { type: 'stop_recording' }
  | { type: 'rotate_drone'; heading_deg: number } // -180..180
  | { type: 'pitch_camera_gimbal'; pitch_deg: number }; // -90..0

/**
 * 'relative_to_takeoff': altitude above the take-off point (the DJI/Litchi default).
 * 'above_ground': constant height above the terrain (terrain following); altitude_m is then the
 * height above ground, and `takeoff_relative_m` holds the resolved value relative to take-off.
 */
export type AltitudeMode = 'relative_to_takeoff' | 'above_ground';

export interface Waypoint {
  position: LngLat;
  altitude_m: number;
  altitude_mode: AltitudeMode;
  /** Altitude relative to take-off after terrain resolution (equals altitude_m when flat). */
  takeoff_relative_m: number;
  speed_mps: number;
  /** Drone heading in degrees clockwise from north, -180..180. */
  heading_deg: number;
  gimbal_pitch_deg: number;
  actions: WaypointAction[];
  /**
   * Whether the camera's interval trigger (mission.trigger) runs on the leg from this waypoint to
   * the next. Set by the generators that plan triggered photos (area and corridor mapping), so
   * exporters start and stop triggering exactly where photos were planned and never in turns.
   * Missions saved before this field existed lack it; see `photoLegs` (export/geometry.ts).
   */
  photo_leg?: boolean;
}

/** A planned photo position (distance-triggered along a leg, or an explicit take_photo). */
export interface PlannedPhoto {
  position: LngLat;
  altitude_m: number;
  heading_deg: number;
}

export interface MissionStats {
  distance_m: number;
  flight_time_s: number;
  photo_count: number;
  gsd_cm: number | null;
  covered_area_m2: number;
  line_spacing_m: number | null;
  photo_spacing_m: number | null;
  /** Sweep angle actually used, degrees clockwise from north; null for non-grid kinds. */
  angle_deg: number | null;
  turn_count: number;
  batteries: number;
  waypoint_count: number;
}

export interface Mission {
  kind: MissionKind;
  name: string;
  path_mode: 'normal' | 'curved';
  heading_mode: 'auto' | 'custom';
  /** Photos are triggered every photo_spacing_m along legs when set (area/corridor mapping). */
  trigger:
    | { type: 'none' }
    | { type: 'distance'; spacing_m: number }
    | { type: 'time'; interval_s: number };
  media: 'image' | 'video';
  drone_id: string | null;
  camera_id: string | null;
  takeoff: LngLat | null;
  /**
   * Ground elevation at take-off above mean sea level (EGM96 orthometric, as SRTM and most DEMs
   * give it), when known: terrain following resolves it. Exporters use it for the home altitude
   * (.waypoints, .plan) and, with the geoid undulation, for WPML ellipsoidal heights.
   */
  takeoff_elevation_m?: number | null;
  waypoints: Waypoint[];
  photos: PlannedPhoto[];
  stats: MissionStats;
  /** The parameters it was generated from, so the server can re-run the engine on save. */
  params: Record<string, unknown>;
}
