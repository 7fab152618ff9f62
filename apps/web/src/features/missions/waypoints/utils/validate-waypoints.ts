// Every problem of a waypoint draft, keyed by the field path the engine uses in its refusals
// (`waypoints[2].actions[0].seconds`), so the form shows its own sentence and the server's 422
// `details.field` lands on the same input. Bounds are the engine's LIMITS.
import { DEFAULT_SPEED, LIMITS, MAX_ACTIONS_PER_WAYPOINT } from '@sortie/flightplan';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { i18n } from '../../../../i18n/i18n.ts';
import type { WaypointsDraft } from '../types.ts';
import { boundText, heightUnit, speedUnit } from './unit-conversions.ts';
import { actionProblem, actionValueSpec } from './action-rules.ts';

export type FieldErrors = Record<string, string>;

const [altMin, altMax] = LIMITS.altitude_m;
const [pitchMin, pitchMax] = LIMITS.gimbal_pitch_deg;
const [headingMin, headingMax] = LIMITS.heading_deg;

const inRange = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

/** A speed range in m/s: the camera's (flightplan's speedRange), else the engine's fallback. */
export interface SpeedRange {
  min: number;
  max: number;
}
export const FALLBACK_SPEED_RANGE: SpeedRange = { min: DEFAULT_SPEED.min, max: DEFAULT_SPEED.max };

/**
 * Problems of a draft; empty when the engine would accept every waypoint and action.
 *
 * @example
 * validateWaypointsDraft(draft)['waypoints[0].actions[1].seconds']; // 'Hover between 1 and 32 seconds.'
 */
export function validateWaypointsDraft(
  draft: WaypointsDraft,
  units: TUnitPreferences = DEFAULT_UNIT_PREFERENCES,
  speed: SpeedRange = FALLBACK_SPEED_RANGE,
): FieldErrors {
  const errors: FieldErrors = {};
  const altitudeMessage = altitudeBoundsMessage(units);
  const speedMessage = speedBoundsMessage(units, speed);
  if (!inRange(draft.altitude_m, altMin, altMax)) errors.altitude_m = altitudeMessage;
  if (draft.speed_mps !== undefined && !inRange(draft.speed_mps, speed.min, speed.max))
    errors.speed_mps = speedMessage;
  if (draft.waypoints.length < 2) errors.waypoints = i18n.t('missions:validation.twoWaypoints');
  draft.waypoints.forEach((w, i) => {
    const f = `waypoints[${i}]`;
    const [lng, lat] = w.position;
    if (!inRange(lng, -180, 180) || !inRange(lat, -90, 90))
      errors[`${f}.position`] = i18n.t('missions:validation.position');
    if (w.altitude_m !== undefined && !inRange(w.altitude_m, altMin, altMax))
      errors[`${f}.altitude_m`] = altitudeMessage;
    if (w.speed_mps !== undefined && !inRange(w.speed_mps, speed.min, speed.max))
      errors[`${f}.speed_mps`] = speedMessage;
    if (w.heading_deg !== undefined && !inRange(w.heading_deg, headingMin, headingMax))
      errors[`${f}.heading_deg`] = i18n.t('missions:validation.heading', {
        min: headingMin,
        max: headingMax,
      });
    if (w.gimbal_pitch_deg !== undefined && !inRange(w.gimbal_pitch_deg, pitchMin, pitchMax))
      errors[`${f}.gimbal_pitch_deg`] = i18n.t('missions:validation.gimbalPitch', {
        min: pitchMin,
        max: pitchMax,
      });
    const actions = w.actions ?? [];
    if (actions.length > MAX_ACTIONS_PER_WAYPOINT)
      errors[`${f}.actions`] = i18n.t('missions:actions.cap', { max: MAX_ACTIONS_PER_WAYPOINT });
    actions.forEach((a, k) => {
      const spec = actionValueSpec(a.type);
      const problem = actionProblem(a)
        ? spec
          ? i18n.t(`missions:actions.bounds.${a.type}`, { min: spec.min, max: spec.max })
          : i18n.t('missions:actions.unsupported')
        : null;
      const key = spec?.key ?? 'type';
      if (problem) errors[`${f}.actions[${k}].${key}`] = problem;
    });
  });
  return errors;
}

/** "Altitude must be between 2 and 500 m above take-off." in the user's height unit. */
export function altitudeBoundsMessage(units: Pick<TUnitPreferences, 'height'>): string {
  const u = heightUnit(units);
  return i18n.t('missions:validation.altitude', {
    min: boundText(altMin, u, 1),
    max: boundText(altMax, u),
    unit: u.unit,
  });
}

/** The speed range (the camera's, or the engine's fallback) in the user's speed unit. */
export function speedBoundsMessage(
  units: Pick<TUnitPreferences, 'speed'>,
  speed: SpeedRange = FALLBACK_SPEED_RANGE,
): string {
  const u = speedUnit(units);
  return i18n.t('missions:validation.speed', {
    min: boundText(speed.min, u, 1),
    max: boundText(speed.max, u, 1),
    unit: u.unit,
  });
}
