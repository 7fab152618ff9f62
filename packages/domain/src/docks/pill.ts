// The dock card's state pill (feature-areas §4): the first matching case wins. Pure, shared by
// the server (which sends it with each state) and the web.
import type { TDockPill } from '../contracts/docks.ts';

/** Aircraft mode codes (dji-cloud-api.md §2.4) that mean a planned flight or live controls. */
const ON_MISSION = new Set([5, 17]);
/** Manual flight, virtual stick, take-off preparation..., auto RTH, landings. */
const FLYING = new Set([1, 2, 3, 4, 6, 9, 10, 11, 12, 16]);
/** Fallback when the aircraft does not report its low-battery threshold. */
export const DEFAULT_LOW_BATTERY_PERCENT = 30;
/** Above this wind speed (m/s) the pill says Gust. */
export const GUST_LIMIT_MS = 12;
/** Rainfall enum: 0 none, 1 light, 2 moderate, 3 heavy; Rain above light rain. */
const LIGHT_RAIN = 1;

export type PillInput = {
  online: boolean;
  droneModeCode: number | null;
  batteryPercent: number | null;
  lowBatteryThreshold: number | null;
  supportsRainfall: boolean;
  rainfall: number | null;
  dockWindSpeed: number | null;
  droneWindSpeed: number | null;
  onBackupBattery: boolean;
};

/**
 * @example dockPill({ online: false, ... }) // { kind: 'offline', label: 'Offline N/A', color: 'red' }
 */
export function dockPill(s: PillInput): TDockPill {
  if (!s.online) return { kind: 'offline', label: 'Offline N/A', color: 'red' };
  if (s.droneModeCode !== null && ON_MISSION.has(s.droneModeCode))
    return { kind: 'on_mission', label: 'On Mission', color: 'blue' };
  if (s.droneModeCode !== null && FLYING.has(s.droneModeCode))
    return { kind: 'flying', label: 'Flying', color: 'blue' };
  const threshold = s.lowBatteryThreshold ?? DEFAULT_LOW_BATTERY_PERCENT;
  if (s.batteryPercent !== null && s.batteryPercent < threshold)
    return { kind: 'battery_low', label: 'Battery Low', color: 'red' };
  if (s.supportsRainfall && s.rainfall !== null && s.rainfall > LIGHT_RAIN)
    return { kind: 'rain', label: 'Rain - N/A', color: 'red' };
  const wind = Math.max(s.dockWindSpeed ?? 0, s.droneWindSpeed ?? 0);
  if (wind > GUST_LIMIT_MS) return { kind: 'gust', label: 'Gust - N/A', color: 'red' };
  return {
    kind: 'ready',
    label: 'Ready To Fly',
    color: s.onBackupBattery ? 'amber' : 'green',
  };
}
