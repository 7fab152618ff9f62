import type { TDockState } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { telemetrySections } from './dock-telemetry-rows.ts';

const base = {
  sn: 'D',
  online: true,
  last_seen: null,
  mode_code: 0,
  rainfall: 0,
  wind_speed: 2.5,
  drone_in_dock: true,
  drone_battery_percent: 86,
  drone_charging: true,
  backup_battery: false,
  flight_authority: null,
  hms: [],
  active_feeds: [],
  thing_version: null,
  pill: { kind: 'ready', label: 'Ready To Fly', color: 'green' },
} as const;

const value = (state: TDockState, section: string, label: string) =>
  telemetrySections(state)
    .find((s) => s.title === section)
    ?.rows.find((r) => r.label === label)?.value;

describe('telemetrySections', () => {
  it('names units, and shows unknown enums with their number and strings as numbers', () => {
    const state: TDockState = {
      ...base,
      properties: {
        mode_code: '2',
        wind_speed: '3.25',
        storage: { total: 64_000_000, used: 1_200_000 },
        network_state: { type: 9, quality: 5, rate: 1200 },
        backup_battery: { switch: 1, voltage: 26_000 },
        rainfall: 7,
      },
      drone: {
        sn: 'A',
        online: true,
        mode_code: 42,
        wind_speed: 31,
        capacity_percent: 86,
        low_battery_warning_threshold: 25,
        charging: false,
        last_seen: null,
        properties: { mode_code: 42, elevation: 35.46, battery: { remain_flight_time: 1800 } },
      },
    } as unknown as TDockState;
    expect(value(state, 'Mode', 'Dock')).toBe('Remote debugging');
    expect(value(state, 'Mode', 'Aircraft')).toBe('Unknown (42)');
    expect(value(state, 'Weather', 'Wind at the dock')).toBe('3.3 m/s');
    expect(value(state, 'Weather', 'Rain')).toBe('Rain level 7');
    expect(value(state, 'Storage', 'Dock')).toBe('1.1 of 61.0 GB used');
    expect(value(state, 'Network', 'Link')).toBe('Unknown (9)');
    expect(value(state, 'Network', 'Quality')).toBe('Excellent');
    expect(value(state, 'Batteries', 'Dock backup battery')).toBe('In use · 26.0 V');
    expect(value(state, 'Batteries', 'Flight time left')).toBe('30 min');
    expect(value(state, 'Aircraft position', 'Height above take-off')).toBe('35.5 m');
    expect(value(state, 'Temperatures', 'Outside')).toBe('—');
  });
});
