// The survey altitude of a mapping mission, from altitude_m or gsd_cm, checked against both
// bounds (issue 10 §11): the altitude's own range, and the GSD range that the altitude gives this
// camera, so a plan never reports a GSD the planner would refuse if it were asked for directly.
import { err, type AppError, type Result } from '@sortie/domain';
import { altitudeForGsdM, gsdCm, type CameraSpec } from '../generate/camera.ts';
import { LIMITS, checkRange, limitError } from './limits.ts';

/**
 * Resolves and checks the survey altitude in metres above take-off.
 *
 * @example
 * surveyAltitude(P4P, { altitude_m: 2 }); // refused: 0.05 cm/px is below the 0.1 cm/px minimum (details)
 * surveyAltitude(P4P, { gsd_cm: 2 }).value; // ≈ 73
 */
export function surveyAltitude(
  camera: CameraSpec,
  p: { altitude_m?: number | undefined; gsd_cm?: number | undefined },
): Result<number, AppError> {
  if (p.gsd_cm !== undefined) {
    const g = checkRange('gsd_cm', p.gsd_cm);
    if (!g.ok) return g;
    return checkRange('altitude_m', altitudeForGsdM(camera, p.gsd_cm), 'gsd_cm');
  }
  if (p.altitude_m === undefined) {
    return err(limitError('missing_parameter', 'Give either altitude_m or gsd_cm.', 'altitude_m'));
  }
  const alt = checkRange('altitude_m', p.altitude_m);
  if (!alt.ok) return alt;
  const [minGsd, maxGsd] = LIMITS.gsd_cm;
  const gsd = gsdCm(camera, alt.value);
  // A hair of slack so an altitude derived from exactly 0.1 cm/px is not refused by rounding.
  if (gsd < minGsd * (1 - 1e-9) || gsd > maxGsd * (1 + 1e-9)) {
    const low = gsd < minGsd;
    const bound = altitudeForGsdM(camera, low ? minGsd : maxGsd);
    // Rounded towards the allowed side, to the centimetre, so the suggested altitude is accepted.
    const suggested = low ? Math.ceil(bound * 100) / 100 : Math.floor(bound * 100) / 100;
    // Unit-neutral words (issue 19): the numbers travel in details, and the web words them in
    // the user's units (problem-text.ts); API clients read them from the `_m`/`_cm` fields.
    return err(
      limitError(
        'out_of_range',
        low
          ? "At this altitude the camera's ground sample distance is below the planner's minimum: the altitude is too low for this camera. Fly higher."
          : "At this altitude the camera's ground sample distance is above the planner's maximum. Fly lower.",
        'altitude_m',
        {
          min: low ? suggested : LIMITS.altitude_m[0],
          max: low ? LIMITS.altitude_m[1] : suggested,
          value: alt.value,
          gsd_cm: gsd,
          gsd_limit_cm: low ? minGsd : maxGsd,
        },
      ),
    );
  }
  return alt;
}
