// The speed a mapping mission is actually flown at, and why it may be slower than asked: the
// engine takes the typed speed, or the camera's default when the field is empty, and caps it so
// that consecutive photos are at least the camera's minimum trigger interval apart
// (v ≤ photo spacing / interval; flightplan limits/speed.ts). Both cases are shown to the pilot.
import { formatDistance, formatSpeed } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import {
  DEFAULT_MIN_TRIGGER_INTERVAL_S,
  speedRange,
  type CameraSpec,
  type Mission,
} from '@sortie/flightplan';
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';
import { measureText } from './mission-i18n.ts';

export interface PlannedSpeed {
  /** What the drone flies along the photo lines, m/s. */
  flownMps: number;
  /** What was asked: the typed speed, or the camera's default. */
  askedMps: number;
  /** The field was empty, so the camera's default speed was asked. */
  fromDefault: boolean;
  /** Set when the trigger interval lowered the speed. */
  limit: { photoSpacingM: number; intervalS: number } | null;
}

/** Differences below this are rounding, not a slowdown. */
const EPSILON_MPS = 0.05;

export function plannedSpeed(
  mission: Pick<Mission, 'waypoints' | 'trigger'>,
  camera: CameraSpec | null,
  requestedMps: number | undefined,
): PlannedSpeed | null {
  const flownMps = mission.waypoints[0]?.speed_mps;
  if (flownMps === undefined) return null;
  const askedMps = requestedMps ?? speedRange(camera).default;
  const slowed = flownMps < askedMps - EPSILON_MPS;
  const interval =
    camera && camera.min_trigger_interval_s > 0
      ? camera.min_trigger_interval_s
      : DEFAULT_MIN_TRIGGER_INTERVAL_S;
  return {
    flownMps,
    askedMps,
    fromDefault: requestedMps === undefined,
    limit:
      slowed && mission.trigger.type === 'distance'
        ? { photoSpacingM: mission.trigger.spacing_m, intervalS: interval }
        : null,
  };
}

/** The line under the speed field: what is flown, and where that number came from. */
export function plannedSpeedText(s: PlannedSpeed, units: TUnitPreferences): string {
  const flown = measureText(formatSpeed(s.flownMps, units));
  if (s.limit) return i18n.t('missions:speed.flies', { speed: flown });
  return s.fromDefault
    ? i18n.t('missions:speed.fliesDefault', { speed: flown })
    : i18n.t('missions:speed.flies', { speed: flown });
}

/** The warning when the trigger interval lowered the speed (typed or the camera's default). */
export function slowedSpeedText(s: PlannedSpeed, units: TUnitPreferences): string | null {
  if (!s.limit) return null;
  const asked = measureText(formatSpeed(s.askedMps, units));
  const flown = measureText(formatSpeed(s.flownMps, units));
  const spacing = measureText(formatDistance(s.limit.photoSpacingM, units, { unit: 'm' }));
  const from = s.fromDefault ? i18n.t('missions:speed.cameraDefault', { speed: asked }) : asked;
  return i18n.t('missions:speed.slowed', {
    from,
    flown,
    spacing,
    interval: formatNumber(s.limit.intervalS),
  });
}
