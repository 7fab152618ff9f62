// The cockpit's telemetry as labelled values with their units named (dji-cloud-api.md §2, §10:
// dock wind in m/s, storage in KB, voltages in mV, heights ellipsoid vs take-off relative).
// Pure but for the words (i18n.t in the reader's language): unknown enum values are shown with
// their number, missing values as '—'.
import { i18n } from '../../../i18n/i18n.ts';
import type { TDockState } from '@sortie/domain/contracts';
import { rainLabel } from './dock-islands.tsx';

export type TelemetryRow = { label: string; value: string };
export type TelemetrySection = { title: string; rows: TelemetryRow[] };

// Enum words are docks:telemetry.<list>.<value> (dockModes, droneModes, cover, network,
// quality, rtkFix); section titles, row labels and value words are telemetry.sections/rows/values.
const tt = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`docks:telemetry.${key}`, options);

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
type EnumList = 'dockModes' | 'droneModes' | 'cover' | 'network' | 'quality' | 'rtkFix';
const named = (list: EnumList, v: unknown) => {
  const x = n(v);
  if (x === null) return DASH;
  const key = `docks:telemetry.${list}.${x}`;
  return i18n.exists(key) ? i18n.t(key) : tt('values.unknown', { n: x });
};
const unit = (v: unknown, u: string, digits = 1) => {
  const x = n(v);
  return x === null ? DASH : `${x.toFixed(digits)} ${u}`;
};

export function dockModeName(v: unknown): string {
  return named('dockModes', v);
}
export function droneModeName(v: unknown): string {
  return named('droneModes', v);
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
      title: tt('sections.mode'),
      rows: [
        { label: tt('rows.dock'), value: dockModeName(d.mode_code) },
        {
          label: tt('rows.aircraft'),
          value: state.drone?.online ? droneModeName(a.mode_code) : tt('values.offline'),
        },
        { label: tt('rows.cover'), value: named('cover', d.cover_state) },
        {
          label: tt('rows.inDock'),
          value:
            state.drone_in_dock === null
              ? DASH
              : tt(state.drone_in_dock ? 'values.yes' : 'values.no'),
        },
      ],
    },
    {
      title: tt('sections.batteries'),
      rows: [
        {
          label: tt('rows.aircraft'),
          value:
            state.drone_battery_percent === null
              ? DASH
              : state.drone_charging
                ? tt('values.charging', { percent: state.drone_battery_percent })
                : `${state.drone_battery_percent} %`,
        },
        {
          label: tt('rows.flightTimeLeft'),
          value: remain === null ? DASH : tt('values.minutes', { min: Math.round(remain / 60) }),
        },
        {
          label: tt('rows.backup'),
          value:
            n(backup.switch) === 1
              ? tt('values.backupInUse', {
                  voltage: unit(n(backup.voltage) === null ? null : n(backup.voltage)! / 1000, 'V'),
                })
              : tt('values.backupNotInUse'),
        },
      ],
    },
    {
      title: tt('sections.weather'),
      rows: [
        { label: tt('rows.windDock'), value: unit(d.wind_speed, 'm/s') },
        // The aircraft's own estimate; its unit is not settled (§2.6), so shown as sent.
        {
          label: tt('rows.windAircraft'),
          value: n(a.wind_speed) === null ? DASH : String(n(a.wind_speed)),
        },
        { label: tt('rows.rain'), value: rainLabel(i18n.t.bind(i18n), n(d.rainfall)) },
      ],
    },
    {
      title: tt('sections.temperatures'),
      rows: [
        { label: tt('rows.outside'), value: unit(d.environment_temperature, '°C') },
        { label: tt('rows.inside'), value: unit(d.temperature, '°C') },
        { label: tt('rows.humidity'), value: unit(d.humidity, '%RH', 0) },
      ],
    },
    {
      title: tt('sections.network'),
      rows: [
        { label: tt('rows.link'), value: named('network', net.type) },
        { label: tt('rows.quality'), value: named('quality', net.quality) },
        { label: tt('rows.rate'), value: unit(net.rate, 'KB/s', 0) },
      ],
    },
    {
      title: tt('sections.storage'),
      rows: [
        {
          label: tt('rows.dock'),
          value:
            used === null || total === null
              ? DASH
              : tt('values.storageUsed', { used: used.toFixed(1), total: total.toFixed(1) }),
        },
      ],
    },
    {
      title: tt('sections.rtk'),
      rows: [
        { label: tt('rows.dockFix'), value: named('rtkFix', dockRtk.is_fixed) },
        { label: tt('rows.aircraftFix'), value: named('rtkFix', droneRtk.is_fixed) },
        {
          label: tt('rows.satellites'),
          value:
            n(droneRtk.gps_number ?? dockRtk.gps_number) === null
              ? DASH
              : `${n(droneRtk.gps_number ?? dockRtk.gps_number)} / ${n(droneRtk.rtk_number ?? dockRtk.rtk_number) ?? DASH}`,
        },
      ],
    },
    {
      title: tt('sections.position'),
      rows: [
        { label: tt('rows.heightTakeoff'), value: unit(a.elevation, 'm') },
        { label: tt('rows.heightEllipsoid'), value: unit(a.height, 'm') },
        { label: tt('rows.speed'), value: unit(a.horizontal_speed, 'm/s') },
        { label: tt('rows.heading'), value: unit(a.attitude_head, '°', 0) },
      ],
    },
  ];
}
