// Speed choice: the asked speed (or the camera's default) within the camera's range, then capped
// so consecutive photos are at least the camera's minimum trigger interval apart (Δt = d/v,
// flight-planning.md §1.1).
import { err, ok, type AppError, type Result } from '@sortie/domain';
import { speedRange, type CameraSpec } from '../generate/camera.ts';
import { limitError } from './limits.ts';

/**
 * Resolves the survey speed in m/s.
 *
 * @example
 * surveySpeed(null, undefined, 10).value; // 5: 10 m photo spacing / 2 s trigger interval
 */
export function surveySpeed(
  camera: CameraSpec | null,
  requested: number | undefined,
  photoSpacingM: number | null,
): Result<number, AppError> {
  const range = speedRange(camera);
  if (
    requested !== undefined &&
    (!Number.isFinite(requested) || requested < range.min || requested > range.max)
  ) {
    return err(
      limitError(
        'out_of_range',
        `Speed must be between ${range.min} m/s and ${range.max} m/s.`,
        'speed_mps',
        {
          min: range.min,
          max: range.max,
          value: requested,
        },
      ),
    );
  }
  let v = requested ?? range.default;
  if (photoSpacingM !== null) {
    const interval =
      camera?.min_trigger_interval_s && camera.min_trigger_interval_s > 0
        ? camera.min_trigger_interval_s
        : 2;
    const cap = photoSpacingM / interval;
    if (cap < range.min) {
      return err(
        limitError(
          'photo_interval_too_short',
          `Photos ${photoSpacingM.toFixed(1)} m apart would be taken faster than every ${interval} s even at the minimum speed. Lower the front overlap or fly higher.`,
          'front_overlap_pct',
          { photo_spacing_m: photoSpacingM, min_trigger_interval_s: interval },
        ),
      );
    }
    v = Math.min(v, cap);
  }
  return ok(v);
}
