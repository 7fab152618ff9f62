// The pre-flight checks before a mission goes to a dock (issue 11 §7): dock online, aircraft in
// the dock, battery, wind and rain limits, and every waypoint within the dock's range. Pure: the
// service hands in the dock's live state and the mission's waypoints; each failed check is one
// sentence saying what is wrong and what to change (the 422 the send answers), with its code
// and values beside it for the web's other languages (decision 433).
import { dockAircraftByModelKey, dockAircraftOf } from '@sortie/domain';
import type { TDockState, TDockTaskCheck, TDockWordCode } from '@sortie/domain/contracts';
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

/**
 * The mission must be planned for a dock aircraft (its WPML names the aircraft, and the dock
 * refuses another's); when the dock told us its aircraft, for that one.
 */
export function aircraftCheck(
  missionDroneId: string | null,
  dockDroneModelKey: string | null,
): TDockTaskCheck {
  const planned = dockAircraftOf(missionDroneId);
  const docked = dockAircraftByModelKey(dockDroneModelKey);
  const check = (ok: boolean, message: string, code: string, params: TDockWordCode['params']) =>
    ({ key: 'wpml', ok, message, message_code: { code, params } }) satisfies TDockTaskCheck;
  if (!planned)
    return docked
      ? check(
          false,
          `This mission is not planned for a dock aircraft. Plan it for ${docked.name} to fly it from a dock.`,
          'not_dock_aircraft',
          { aircraft: docked.name },
        )
      : check(
          false,
          "This mission is not planned for a dock aircraft. Plan it for the dock's aircraft to fly it from a dock.",
          'not_dock_aircraft_any',
          {},
        );
  if (dockDroneModelKey && planned.modelKey !== dockDroneModelKey)
    return docked
      ? check(
          false,
          `This mission is planned for a ${planned.name}, but the dock holds a ${docked.name}. Plan it for the dock's aircraft.`,
          'wrong_aircraft',
          { planned: planned.name, docked: docked.name },
        )
      : check(
          false,
          `This mission is planned for a ${planned.name}, but the dock holds a model ${dockDroneModelKey}. Plan it for the dock's aircraft.`,
          'wrong_aircraft_model',
          { planned: planned.name, model: dockDroneModelKey },
        );
  return check(true, `Planned for the dock's ${planned.name} (DJI WPML).`, 'planned_for', {
    aircraft: planned.name,
  });
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
  /** A check's sentence is [code, params, English]. */
  const add = (key: TDockTaskCheck['key'], ok: boolean, [code, params, message]: Said) =>
    checks.push({ key, ok, message, message_code: { code, params } });

  add(
    'online',
    Boolean(s?.online),
    s?.online
      ? ['dock_online', {}, 'The dock is online.']
      : ['dock_offline', {}, 'The dock is offline. Check its power and network, then try again.'],
  );
  const inDock = s?.drone_in_dock === true && Boolean(s.drone?.online ?? true);
  add(
    'drone_in_dock',
    inDock,
    inDock
      ? ['drone_in_dock', {}, 'The aircraft is in the dock.']
      : [
          'drone_not_in_dock',
          {},
          'The aircraft is not in the dock. Wait until it has landed in the dock.',
        ],
  );
  const battery = s?.drone_battery_percent ?? null;
  const min = limits.minBatteryPercent;
  add(
    'battery',
    battery !== null && battery >= min,
    battery === null
      ? [
          'battery_unknown',
          {},
          'The aircraft battery level is unknown. Wait for the dock to report it.',
        ]
      : battery >= min
        ? ['battery_ok', { percent: battery }, `The battery is at ${battery} %.`]
        : [
            'battery_low',
            { percent: battery, min },
            `The battery is at ${battery} %; it needs at least ${min} %. Wait for it to charge.`,
          ],
  );
  const wind = s?.wind_speed ?? null;
  const maxWind = limits.maxWindMps;
  add(
    'wind',
    wind === null || wind <= maxWind,
    wind === null
      ? ['wind_unknown', {}, 'The dock reports no wind speed.']
      : wind <= maxWind
        ? ['wind_ok', { wind }, `Wind ${wind} m/s.`]
        : [
            'wind_high',
            { wind, limit: maxWind },
            `The wind is ${wind} m/s, above the ${maxWind} m/s limit. Schedule the flight for calmer weather.`,
          ],
  );
  const rain = s?.rainfall ?? null;
  add(
    'rain',
    rain === null || rain <= limits.maxRainfall,
    rain === null || rain === 0
      ? ['no_rain', {}, 'No rain.']
      : rain <= limits.maxRainfall
        ? ['light_rain', {}, 'Light rain.']
        : [
            'rain_heavy',
            {},
            'It is raining too hard to fly. Schedule the flight for when the rain has stopped.',
          ],
  );
  const range = rangeCheck(input.position, input.waypoints, limits.rangeM);
  add('range', range.ok, range.said);
  return checks;
}

type Said = [code: string, params: TDockWordCode['params'], english: string];

function rangeCheck(
  position: LngLat | null,
  waypoints: readonly LngLat[],
  rangeM: number,
): { ok: boolean; said: Said } {
  if (!position)
    return {
      ok: false,
      said: [
        'position_unknown',
        {},
        "The dock's position is unknown. Set its location on the dock page.",
      ],
    };
  const farthest = Math.max(0, ...waypoints.map((w) => lineLengthM([position, w])));
  const km = (m: number) => `${(m / 1000).toFixed(1)} km`;
  return farthest <= rangeM
    ? {
        ok: true,
        said: [
          'range_ok',
          { distance: km(farthest) },
          `The farthest waypoint is ${km(farthest)} from the dock.`,
        ],
      }
    : {
        ok: false,
        said: [
          'out_of_range',
          { distance: km(farthest), range: km(rangeM) },
          `A waypoint is ${km(farthest)} from the dock, beyond its ${km(rangeM)} range. Choose a dock closer to the site.`,
        ],
      };
}

/** The sentences of the failed checks, for the 422. */
export function failedSentence(checks: readonly TDockTaskCheck[]): string | null {
  const failed = checks.filter((c) => !c.ok).map((c) => c.message);
  return failed.length > 0 ? failed.join(' ') : null;
}

/** The codes of the failed checks, one for one with failedSentence's sentences. */
export function failedCodes(checks: readonly TDockTaskCheck[]): TDockWordCode[] {
  return checks.filter((c) => !c.ok).flatMap((c) => (c.message_code ? [c.message_code] : []));
}
