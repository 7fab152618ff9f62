// Camera geometry for nadir survey photos (pinhole model, flat ground; flight-planning.md §1.1).
// Landscape mounting: the image width lies across the flight line, so line spacing comes from the
// width footprint and photo spacing from the height footprint, as QGC and DJI do by default.

/** What mission generators need to know about a camera (the catalogue maps its entries onto it). */
export interface CameraSpec {
  sensor_width_mm: number;
  sensor_height_mm: number;
  focal_length_mm: number;
  image_width_px: number;
  image_height_px: number;
  /** Shortest time between two photos; 2 s when the camera does not say. */
  min_trigger_interval_s: number;
  speed: { min: number; max: number; default: number };
  gimbal_pitch?: { min: number; max: number; default: number };
}

/** Defaults used when no camera says otherwise (issue 5 §3). */
export const DEFAULT_SPEED = Object.freeze({ min: 1, max: 15, default: 8 });
export const DEFAULT_MIN_TRIGGER_INTERVAL_S = 2;
/** A zero minimum speed would stall the aircraft; 0.5 m/s is the slowest useful value. */
export const ZERO_MIN_SPEED_MPS = 0.5;

/**
 * Ground sample distance in centimetres per pixel at a height above ground.
 *
 * @example
 * gsdCm(P4P, 100); // 2.74 for a 13.2 mm / 8.8 mm / 5472 px camera
 */
export function gsdCm(camera: CameraSpec, altitudeM: number): number {
  return (
    ((altitudeM * camera.sensor_width_mm) / (camera.focal_length_mm * camera.image_width_px)) * 100
  );
}

/**
 * Height above ground that gives a target GSD.
 *
 * @example
 * altitudeForGsdM(P4P, 2.74); // ≈ 100
 */
export function altitudeForGsdM(camera: CameraSpec, gsdCmPerPx: number): number {
  return (
    ((gsdCmPerPx / 100) * camera.focal_length_mm * camera.image_width_px) / camera.sensor_width_mm
  );
}

/** Ground footprint of one photo: across (image width) and along (image height) the flight line. */
export interface Footprint {
  across_m: number;
  along_m: number;
}

/**
 * Ground footprint of one nadir photo at a height above ground.
 *
 * @example
 * footprintM(P4P, 100); // { across_m: 150, along_m: 100 }
 */
export function footprintM(camera: CameraSpec, altitudeM: number): Footprint {
  return {
    across_m: (altitudeM * camera.sensor_width_mm) / camera.focal_length_mm,
    along_m: (altitudeM * camera.sensor_height_mm) / camera.focal_length_mm,
  };
}

/**
 * Line spacing and photo spacing for side and front overlaps given as percentages.
 *
 * @example
 * surveySpacingM(P4P, 100, 80, 70); // { line_m: 45, photo_m: 20 }
 */
export function surveySpacingM(
  camera: CameraSpec,
  altitudeM: number,
  frontOverlapPct: number,
  sideOverlapPct: number,
): { line_m: number; photo_m: number } {
  const fp = footprintM(camera, altitudeM);
  return {
    line_m: fp.across_m * (1 - sideOverlapPct / 100),
    photo_m: fp.along_m * (1 - frontOverlapPct / 100),
  };
}

/**
 * The camera's speed range with the documented defaults and the zero-minimum rule applied.
 *
 * @example
 * speedRange({ ...cam, speed: { min: 0, max: 12, default: 8 } }); // { min: 0.5, max: 12, default: 8 }
 */
export function speedRange(camera: CameraSpec | null): {
  min: number;
  max: number;
  default: number;
} {
  const s = camera?.speed ?? DEFAULT_SPEED;
  const min = s.min > 0 ? s.min : ZERO_MIN_SPEED_MPS;
  const max = s.max > 0 ? Math.max(min, s.max) : DEFAULT_SPEED.max;
  return {
    min,
    max,
    default: Math.min(max, Math.max(min, s.default > 0 ? s.default : DEFAULT_SPEED.default)),
  };
}
