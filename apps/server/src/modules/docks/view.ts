// What the API shows of a dock: the bound record (TDock) and its live state (TDockState), with
// every property the dock sent kept in `properties`, known or not.
import { dockPill } from '@sortie/domain';
import type { TDock, TDockState } from '@sortie/domain/contracts';
import { isRecord, num, str } from './envelope.ts';
import type { Gateway } from './gateway.ts';
import { describeHms } from './hms/describe.ts';
import type { DockRow } from './table.ts';

/** Product names by device model key (dji-cloud-api.md §1.4); others show their key. */
const MODEL_NAMES: Record<string, string> = {
  '3-1-0': 'DJI Dock',
  '3-2-0': 'DJI Dock 2',
  '3-3-0': 'DJI Dock 3',
  '0-67-0': 'Matrice 30',
  '0-67-1': 'Matrice 30T',
  '0-91-0': 'Matrice 3D',
  '0-91-1': 'Matrice 3TD',
  '0-100-0': 'Matrice 4D',
  '0-100-1': 'Matrice 4TD',
};

export function modelName(key: string | null, fallback: string): string {
  if (!key) return fallback;
  return MODEL_NAMES[key] ?? `${fallback} (${key})`;
}

/** Dock 1 has no rain gauge; Dock 2 and 3 (and anything newer) report rainfall. */
const supportsRainfall = (modelKey: string | null) => modelKey !== '3-1-0';

export function toDock(row: DockRow): TDock {
  return {
    id: row.id,
    sn: row.sn,
    call_sign: row.call_sign,
    location: row.location,
    location_coordinates:
      row.location_lng === null || row.location_lat === null
        ? null
        : [row.location_lng, row.location_lat],
    model_key: row.model_key,
    model_name: modelName(row.model_key, 'Dock'),
    picture_url: null,
    rainfall: supportsRainfall(row.model_key),
    drone: row.drone_sn
      ? {
          sn: row.drone_sn,
          model_key: row.drone_model_key,
          model_name: modelName(row.drone_model_key, 'Aircraft'),
          picture_url: null,
        }
      : null,
    thing_version: row.thing_version,
    bound_at: row.bound_at.toISOString(),
    etag: row.etag,
  };
}

const path = (object: Record<string, unknown>, ...keys: string[]): unknown => {
  let at: unknown = object;
  for (const key of keys) at = isRecord(at) ? at[key] : undefined;
  return at;
};

export function toDockState(row: DockRow, gateway: Gateway, now: Date): TDockState {
  const { store } = gateway;
  const dock = store.get(row.sn);
  const props = dock?.properties ?? {};
  const online = store.isOnline(row.sn, now);
  // The aircraft: the topology's sub-device, else the one bound with the dock.
  const droneSn =
    [...store.all()].find((r) => r.gateway === row.sn && r.sn !== row.sn)?.sn ?? row.drone_sn;
  const droneRecord = droneSn ? store.get(droneSn) : undefined;
  const droneProps = droneRecord?.properties ?? {};
  const droneOnline = droneSn ? online && store.isOnline(droneSn, now) : false;
  const chargeState = num(path(props, 'drone_charge_state', 'state'));
  const battery =
    num(path(droneProps, 'battery', 'capacity_percent')) ??
    num(path(props, 'drone_charge_state', 'capacity_percent'));
  const threshold = num(droneProps.low_battery_warning_threshold);
  const droneMode = droneOnline ? num(droneProps.mode_code) : null;
  const onBackup = num(path(props, 'backup_battery', 'switch')) === 1;
  const feeds = path(props, 'live_status');
  const rainfall = num(props.rainfall);
  const windSpeed = num(props.wind_speed);
  const droneWind = num(droneProps.wind_speed);
  const inDock = num(props.drone_in_dock);
  return {
    sn: row.sn,
    online,
    last_seen: dock?.lastSeen?.toISOString() ?? null,
    mode_code: num(props.mode_code),
    rainfall,
    wind_speed: windSpeed,
    drone_in_dock: inDock === null ? null : inDock === 1,
    drone_battery_percent: battery === null ? null : Math.round(battery),
    drone_charging: chargeState === 1,
    backup_battery: onBackup,
    flight_authority: gateway.authority.get(row.sn) ?? null,
    hms: gateway.hmsOf(row.sn).filter(isRecord).map(describeHms),
    active_feeds: Array.isArray(feeds)
      ? feeds.filter(isRecord).flatMap((f) => {
          const id = str(f.video_id);
          return id ? [{ video_id: id }] : [];
        })
      : [],
    drone: droneSn
      ? {
          sn: droneSn,
          online: droneOnline,
          mode_code: num(droneProps.mode_code),
          wind_speed: droneWind,
          capacity_percent: battery,
          low_battery_warning_threshold: threshold,
          charging: chargeState === 1,
          last_seen: droneRecord?.lastSeen?.toISOString() ?? null,
          properties: droneProps,
        }
      : null,
    thing_version: dock?.thingVersion ?? row.thing_version,
    pill: dockPill({
      online,
      droneModeCode: droneMode,
      batteryPercent: battery,
      lowBatteryThreshold: threshold,
      supportsRainfall: supportsRainfall(row.model_key),
      rainfall,
      dockWindSpeed: windSpeed,
      droneWindSpeed: droneOnline ? droneWind : null,
      onBackupBattery: onBackup,
    }),
    properties: props,
  };
}
