// The pre-flight checks before a mission goes to a dock (issue 11 §7): dock online, aircraft in
// the dock, battery, wind and rain limits, and every waypoint within the dock's range. Pure: the
// service hands in the dock's live state and the mission's waypoints; each failed check is one
// sentence saying what is wrong and what to change (the 422 the send answers).
import type { TDockState, TDockTaskCheck } from '@sortie/domain/contracts';
import { lineLengthM, type LngLat } from '@sortie/flightplan';

export const DOCK_TASK_LIMITS = {
  /** Below this the aircraft is not sent (DJI's own dock tasks refuse under about 50 %). */
  minBatteryPercent: 50,
  /** Dock anemometer, m/s: Dock 2 with an M3D/M3TD is rated to 12 m/s; a margin is kept. */
  maxWindMps: 10,
  /** rainfall enum (§2.3): 0 none, 1 light, 2 moderate, 3 heavy; moderate or more refuses. */
  maxRainfall: 1,
  /** Dock 2's operating radius is 10 km; every waypoint must be within it. */
  rangeM: 10_000,
} as const;

type Limits = typeof DOCK_TASK_LIMITS;

/** Catalogue aircraft that fly from docks, by their Cloud API model key (reference §1.4). */
export const DOCK_AIRCRAFT: Record<string, { modelKey: string; name: string }> = {
  'dji-matrice-30': { modelKey: '0-67-0', name: 'Matrice 30' },
  'dji-matrice-30t': { modelKey: '0-67-1', name: 'Matrice 30T' },
  'dji-matrice-3d': { modelKey: '0-91-0', name: 'Matrice 3D' },
  'dji-matrice-3td': { modelKey: '0-91-1', name: 'Matrice 3TD' },
  'dji-matrice-4d': { modelKey: '0-100-0', name: 'Matrice 4D' },
  'dji-matrice-4td': { modelKey: '0-100-1', name: 'Matrice 4TD' },
};

/**
 * The mission must be planned for a dock aircraft (its WPML names the aircraft, and the dock
 * refuses another's); when the dock told us its aircraft, for that one.
 */
export function aircraftCheck(
  missionDroneId: string | null,
  dockDroneModelKey: string | null,
): TDockTaskCheck {
  const planned = missionDroneId ? DOCK_AIRCRAFT[missionDroneId] : undefined;
  const docked = Object.values(DOCK_AIRCRAFT).find((a) => a.modelKey === dockDroneModelKey);
  if (!planned)
    return {
      key: 'wpml',
      ok: false,
      message: `This mission is not planned for a dock aircraft. Plan it for ${docked?.name ?? "the dock's aircraft"} to fly it from a dock.`,
    };
  if (dockDroneModelKey && planned.modelKey !== dockDroneModelKey)
    return {
      key: 'wpml',
      ok: false,
      message: `This mission is planned for a ${planned.name}, but the dock holds a ${docked?.name ?? `model ${dockDroneModelKey}`}. Plan it for the dock's aircraft.`,
    };
  return { key: 'wpml', ok: true, message: `Planned for the dock's ${planned.name} (DJI WPML).` };
}

/** The dock's position: its own OSD first, then the location set on the dock page. */
export function dockPosition(state: TDockState | null, fallback: LngLat | null): LngLat | null {
  const lat = Number(state?.properties.latitude);
  const lng = Number(state?.properties.longitude);
  // A dock without GNSS fix reports 0,0.
  if (Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0)) return [lng, lat];
  return fallback;
}

export function preflightChecks(input: {
  state: TDockState | null;
  position: LngLat | null;
  waypoints: readonly LngLat[];
  limits?: Limits;
}): TDockTaskCheck[] {
  const limits = input.limits ?? DOCK_TASK_LIMITS;
  const s = input.state;
  const checks: TDockTaskCheck[] = [];
  const add = (key: TDockTaskCheck['key'], ok: boolean, message: string) =>
    checks.push({ key, ok, message });

  add(
    'online',
    Boolean(s?.online),
    s?.online
      ? 'The dock is online.'
      : 'The dock is offline. Check its power and network, then try again.',
  );
  const inDock = s?.drone_in_dock === true && Boolean(s.drone?.online ?? true);
  add(
    'drone_in_dock',
    inDock,
    inDock
      ? 'The aircraft is in the dock.'
      : 'The aircraft is not in the dock. Wait until it has landed in the dock.',
  );
  const battery = s?.drone_battery_percent ?? null;
  add(
    'battery',
    battery !== null && battery >= limits.minBatteryPercent,
    battery === null
      ? 'The aircraft battery level is unknown. Wait for the dock to report it.'
      : battery >= limits.minBatteryPercent
        ? `The battery is at ${battery} %.`
        : `The battery is at ${battery} %; it needs at least ${limits.minBatteryPercent} %. Wait for it to charge.`,
  );
  const wind = s?.wind_speed ?? null;
  add(
    'wind',
    wind === null || wind <= limits.maxWindMps,
    wind === null
      ? 'The dock reports no wind speed.'
      : wind <= limits.maxWindMps
        ? `Wind ${wind} m/s.`
        : `The wind is ${wind} m/s, above the ${limits.maxWindMps} m/s limit. Schedule the flight for calmer weather.`,
  );
  const rain = s?.rainfall ?? null;
  add(
    'rain',
    rain === null || rain <= limits.maxRainfall,
    rain === null || rain === 0
      ? 'No rain.'
      : rain <= limits.maxRainfall
        ? 'Light rain.'
        : 'It is raining too hard to fly. Schedule the flight for when the rain has stopped.',
  );
  add('range', ...rangeCheck(input.position, input.waypoints, limits.rangeM));
  return checks;
}

function rangeCheck(
  position: LngLat | null,
  waypoints: readonly LngLat[],
  rangeM: number,
): [boolean, string] {
  if (!position)
    return [false, "The dock's position is unknown. Set its location on the dock page."];
  const farthest = Math.max(0, ...waypoints.map((w) => lineLengthM([position, w])));
  const km = (m: number) => `${(m / 1000).toFixed(1)} km`;
  return farthest <= rangeM
    ? [true, `The farthest waypoint is ${km(farthest)} from the dock.`]
    : [
        false,
        `A waypoint is ${km(farthest)} from the dock, beyond its ${km(rangeM)} range. Choose a dock closer to the site.`,
      ];
}

/** The sentences of the failed checks, for the 422. */
export function failedSentence(checks: readonly TDockTaskCheck[]): string | null {
  const failed = checks.filter((c) => !c.ok).map((c) => c.message);
  return failed.length > 0 ? failed.join(' ') : null;
}
