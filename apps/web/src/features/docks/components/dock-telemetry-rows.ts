// The cockpit's telemetry as labelled values with their units named (dji-cloud-api.md §2, §10:
// dock wind in m/s, storage in KB, voltages in mV, heights ellipsoid vs take-off relative).
// Pure: unknown enum values are shown with their number, missing values as '—'.
import type { TDockState } from '@sortie/domain/contracts';
import { rainLabel } from './dock-islands.tsx';

export type TelemetryRow = { label: string; value: string };
export type TelemetrySection = { title: string; rows: TelemetryRow[] };

const DOCK_MODES = [
  'Idle',
  'On-site debugging',
  'Remote debugging',
  'Firmware upgrading',
  'Working',
  'Pending calibration',
];
const DRONE_MODES = [
  'Standby',
  'Take-off preparation',
  'Take-off preparation done',
  'Manual flight',
  'Automatic take-off',
  'Wayline flight',
  'Panoramic photography',
  'Intelligent tracking',
  'ADS-B avoidance',
  'Auto return to home',
  'Automatic landing',
  'Forced landing',
  'Three-propeller landing',
  'Upgrading',
  'Not connected',
  'APAS',
  'Virtual stick',
  'Live flight controls',
  'Airborne RTK fixing',
  'Dock site evaluation',
  'POI',
  'Approach/departure route',
];
const COVER = ['Closed', 'Open', 'Half open', 'Abnormal'];
const NETWORK_TYPES: Record<number, string> = { 1: '4G', 2: 'Ethernet' };
const QUALITY = ['No signal', 'Bad', 'Poor', 'Fair', 'Good', 'Excellent'];
const RTK_FIX = ['Not started', 'Fixing', 'Fixed', 'Failed'];

const DASH = '—';
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {};
/** Numbers may arrive as strings (tolerated like the server does). */
export function n(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}
const named = (list: readonly string[] | Record<number, string>, v: unknown) => {
  const x = n(v);
  if (x === null) return DASH;
  return (list as Record<number, string>)[x] ?? `Unknown (${x})`;
};
const unit = (v: unknown, u: string, digits = 1) => {
  const x = n(v);
  return x === null ? DASH : `${x.toFixed(digits)} ${u}`;
};

export function dockModeName(v: unknown): string {
  return named(DOCK_MODES, v);
}
export function droneModeName(v: unknown): string {
  return named(DRONE_MODES, v);
}

export function telemetrySections(state: TDockState): TelemetrySection[] {
  const d = state.properties;
  const a = state.drone?.properties ?? {};
  const battery = obj(a.battery);
  const backup = obj(d.backup_battery);
  const net = obj(d.network_state);
  const storage = obj(d.storage);
  const dockRtk = obj(d.position_state);
  const droneRtk = obj(a.position_state);
  const gb = (kb: unknown) => (n(kb) === null ? null : n(kb)! / 1024 / 1024);
  const used = gb(storage.used);
  const total = gb(storage.total);
  const remain = n(battery.remain_flight_time);
  return [
    {
      title: 'Mode',
      rows: [
        { label: 'Dock', value: dockModeName(d.mode_code) },
        {
          label: 'Aircraft',
          value: state.drone?.online ? droneModeName(a.mode_code) : 'Offline',
        },
        { label: 'Cover', value: named(COVER, d.cover_state) },
        {
          label: 'Aircraft in dock',
          value: state.drone_in_dock === null ? DASH : state.drone_in_dock ? 'Yes' : 'No',
        },
      ],
    },
    {
      title: 'Batteries',
      rows: [
        {
          label: 'Aircraft',
          value:
            state.drone_battery_percent === null
              ? DASH
              : `${state.drone_battery_percent} %${state.drone_charging ? ' (charging)' : ''}`,
        },
        {
          label: 'Flight time left',
          value: remain === null ? DASH : `${Math.round(remain / 60)} min`,
        },
        {
          label: 'Dock backup battery',
          value:
            n(backup.switch) === 1
              ? `In use · ${unit(n(backup.voltage) === null ? null : n(backup.voltage)! / 1000, 'V')}`
              : 'Not in use',
        },
      ],
    },
    {
      title: 'Weather',
      rows: [
        { label: 'Wind at the dock', value: unit(d.wind_speed, 'm/s') },
        // The aircraft's own estimate; its unit is not settled (§2.6), so shown as sent.
        {
          label: 'Aircraft wind (raw)',
          value: n(a.wind_speed) === null ? DASH : String(n(a.wind_speed)),
        },
        { label: 'Rain', value: rainLabel(n(d.rainfall)) },
      ],
    },
    {
      title: 'Temperatures',
      rows: [
        { label: 'Outside', value: unit(d.environment_temperature, '°C') },
        { label: 'Inside the dock', value: unit(d.temperature, '°C') },
        { label: 'Humidity inside', value: unit(d.humidity, '%RH', 0) },
      ],
    },
    {
      title: 'Network',
      rows: [
        { label: 'Link', value: named(NETWORK_TYPES, net.type) },
        { label: 'Quality', value: named(QUALITY, net.quality) },
        { label: 'Rate', value: unit(net.rate, 'KB/s', 0) },
      ],
    },
    {
      title: 'Storage',
      rows: [
        {
          label: 'Dock',
          value:
            used === null || total === null
              ? DASH
              : `${used.toFixed(1)} of ${total.toFixed(1)} GB used`,
        },
      ],
    },
    {
      title: 'RTK',
      rows: [
        { label: 'Dock fix', value: named(RTK_FIX, dockRtk.is_fixed) },
        { label: 'Aircraft fix', value: named(RTK_FIX, droneRtk.is_fixed) },
        {
          label: 'Satellites (GPS / RTK)',
          value:
            n(droneRtk.gps_number ?? dockRtk.gps_number) === null
              ? DASH
              : `${n(droneRtk.gps_number ?? dockRtk.gps_number)} / ${n(droneRtk.rtk_number ?? dockRtk.rtk_number) ?? DASH}`,
        },
      ],
    },
    {
      title: 'Aircraft position',
      rows: [
        { label: 'Height above take-off', value: unit(a.elevation, 'm') },
        { label: 'Height (ellipsoid)', value: unit(a.height, 'm') },
        { label: 'Horizontal speed', value: unit(a.horizontal_speed, 'm/s') },
        { label: 'Heading', value: unit(a.attitude_head, '°', 0) },
      ],
    },
  ];
}
