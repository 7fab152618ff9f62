// Maps catalogue entries onto the flat specs the generators consume. The catalogue holds only
// confirmed facts (many nulls), so every fallback below is deliberate and listed in FALLBACKS.
import { AppError, err, ok, type Result } from '@sortie/domain';
import {
  DEFAULT_MIN_TRIGGER_INTERVAL_S,
  DEFAULT_SPEED,
  ZERO_MIN_SPEED_MPS,
  type CameraSpec,
} from '../generate/camera.ts';
import { DEFAULT_DRONE, type DroneSpec } from '../generate/drone.ts';
import type { CatalogCamera, CatalogDrone } from './catalog-types.ts';

/** The documented fallbacks used when a catalogue value is null. */
export const FALLBACKS = Object.freeze({
  /** Most survey cameras manage a photo every 2 s (the generators' default too). */
  min_trigger_interval_s: DEFAULT_MIN_TRIGGER_INTERVAL_S,
  /** 1/15/8 m/s; DJI's waypoint engine caps speed at 15 m/s (flight-planning.md §3.1). */
  speed: DEFAULT_SPEED,
  /** A zero minimum speed would let a generator stall the aircraft; 0.5 m/s is the slowest useful. */
  zero_min_speed: ZERO_MIN_SPEED_MPS,
  /** Nadir to horizon: the range every gimbal in the catalogue covers (§3.1, gimbalpitchangle). */
  gimbal_pitch: { min: -90, max: 0, default: -45 },
  /** 20 min: below every endurance in the catalogue, so battery counts err on the safe side. */
  endurance_s: DEFAULT_DRONE.endurance_s,
  /** 3000 m: the lowest take-off ceiling in the catalogue (DJI Mavic Mini). */
  ceiling_m: DEFAULT_DRONE.ceiling_m,
  /** DJI Mobile SDK v4 waypoint engine (waypoint v1): at most 99 waypoints (§3.1). */
  legacy_max_waypoints: 99,
  /** WPML `wpml:index` and MAVLink mission sequence numbers are 16-bit. */
  max_waypoints: DEFAULT_DRONE.max_waypoints,
});

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * A catalogue camera as a CameraSpec. A missing sensor side is derived from the other side and the
 * image aspect ratio (square pixels); missing focal length or image size cannot be guessed, so the
 * result is an AppError `camera_spec_incomplete` (422) naming the missing fields.
 * @example
 * const spec = cameraSpecFor(getCamera('dji-m3e-wide'));
 * if (spec.ok) spec.value.focal_length_mm; // 12.29
 */
export function cameraSpecFor(
  camera: CatalogCamera,
  options: { speed?: Partial<CameraSpec['speed']> } = {},
): Result<CameraSpec, AppError> {
  const { image_width_px: iw, image_height_px: ih, focal_length_mm: f } = camera;
  let sw = camera.sensor_width_mm;
  let sh = camera.sensor_height_mm;
  if (iw && ih && sw && !sh) sh = (sw * ih) / iw;
  if (iw && ih && sh && !sw) sw = (sh * iw) / ih;
  const missing = Object.entries({
    sensor_width_mm: sw,
    sensor_height_mm: sh,
    focal_length_mm: f,
    image_width_px: iw,
    image_height_px: ih,
  })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0 || !sw || !sh || !f || !iw || !ih) {
    return err(
      AppError.rule(
        'camera_spec_incomplete',
        `The catalogue lacks ${missing.join(', ')} for ${camera.model_name}; enter a custom camera.`,
        { camera_id: camera.id, missing },
      ),
    );
  }
  const speed = { ...FALLBACKS.speed, ...options.speed };
  if (speed.min <= 0) speed.min = FALLBACKS.zero_min_speed;
  const gMin = clamp(camera.gimbal_pitch.min ?? FALLBACKS.gimbal_pitch.min, -90, 0);
  const gMax = clamp(camera.gimbal_pitch.max ?? FALLBACKS.gimbal_pitch.max, gMin, 0);
  return ok({
    sensor_width_mm: sw,
    sensor_height_mm: sh,
    focal_length_mm: f,
    image_width_px: iw,
    image_height_px: ih,
    min_trigger_interval_s: camera.minimum_trigger_interval_s || FALLBACKS.min_trigger_interval_s,
    speed: { min: speed.min, max: speed.max, default: clamp(speed.default, speed.min, speed.max) },
    gimbal_pitch: {
      min: gMin,
      max: gMax,
      default: clamp(FALLBACKS.gimbal_pitch.default, gMin, gMax),
    },
  });
}

/**
 * Whether a drone flies DJI's Mobile SDK v4 waypoint engine (99-waypoint cap). Decided from the
 * catalogue: DJI aircraft whose app is not an MSDK v5 build (`download_src` other than
 * 's3_dji_v5': DJI GO 4 / Pilot / Fly Play-store builds and the Phantom 4 RTK/Multispectral),
 * except dock aircraft and Pilot 2 aircraft (their notes say so), which fly WPML routes.
 * @example
 * isLegacyDjiWaypointApi(getDrone('dji-phantom-4-pro')); // true
 */
export function isLegacyDjiWaypointApi(drone: CatalogDrone): boolean {
  if (drone.manufacturer !== 'DJI' || drone.download_src === 's3_dji_v5') return false;
  return !/dock aircraft|pilot 2/i.test(drone.notes);
}

/**
 * A catalogue drone as a DroneSpec; nulls fall back to FALLBACKS (endurance 20 min, ceiling
 * 3000 m), and max_waypoints is 99 for the legacy DJI waypoint API, else 65535.
 * @example
 * droneSpecFor(getDrone('dji-mini-4-pro')); // { endurance_s: 2040, max_waypoints: 65535, ceiling_m: 4000 }
 */
export function droneSpecFor(drone: CatalogDrone): DroneSpec {
  return {
    endurance_s: drone.specs.endurance ?? FALLBACKS.endurance_s,
    max_waypoints: isLegacyDjiWaypointApi(drone)
      ? FALLBACKS.legacy_max_waypoints
      : FALLBACKS.max_waypoints,
    ceiling_m: drone.specs.ceiling_height ?? FALLBACKS.ceiling_m,
  };
}
