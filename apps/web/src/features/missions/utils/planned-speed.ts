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
  const flown = formatSpeed(s.flownMps, units).text;
  if (s.limit) return `Flies at ${flown}.`;
  return s.fromDefault ? `Flies at ${flown}, the camera's default speed.` : `Flies at ${flown}.`;
}

/** The warning when the trigger interval lowered the speed (typed or the camera's default). */
export function slowedSpeedText(s: PlannedSpeed, units: TUnitPreferences): string | null {
  if (!s.limit) return null;
  const asked = formatSpeed(s.askedMps, units).text;
  const flown = formatSpeed(s.flownMps, units).text;
  const spacing = formatDistance(s.limit.photoSpacingM, units, { unit: 'm' }).text;
  const from = s.fromDefault ? `the camera's default ${asked}` : asked;
  return (
    `Slowed from ${from} to ${flown}: photos ${spacing} apart can be taken at most every ` +
    `${s.limit.intervalS} s (the camera's minimum trigger interval). Lower the front overlap or fly higher to go faster.`
  );
}
