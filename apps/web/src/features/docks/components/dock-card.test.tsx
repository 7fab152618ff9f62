// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { TDock, TDockState } from '@sortie/domain/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { batteryColor, DockCard } from './dock-card.tsx';

const dock: TDock = {
  id: 'd1',
  sn: 'DOCK1',
  call_sign: 'North gate',
  location: null,
  location_coordinates: null,
  model_key: '3-2-0',
  model_name: 'DJI Dock 2',
  picture_url: null,
  rainfall: true,
  drone: { sn: 'AC1', model_key: '0-91-1', model_name: 'Matrice 3TD', picture_url: null },
  thing_version: '1.3.1',
  bound_at: '2026-11-24T10:00:00Z',
  etag: 'e1',
};

const state = (change: Partial<TDockState>): TDockState => ({
  sn: 'DOCK1',
  online: true,
  last_seen: '2026-11-24T10:00:00Z',
  mode_code: 0,
  rainfall: 0,
  wind_speed: 2,
  drone_in_dock: true,
  drone_battery_percent: 86,
  drone_charging: true,
  backup_battery: false,
  flight_authority: null,
  hms: [],
  active_feeds: [],
  drone: null,
  thing_version: '1.3.1',
  pill: { kind: 'ready', label: 'Ready To Fly', color: 'green' },
  properties: {},
  ...change,
});

const show = (d: TDock, s?: TDockState) =>
  render(
    <MemoryRouter>
      <DockCard companyId="c1" dock={d} state={s} />
    </MemoryRouter>,
  );

describe('DockCard', () => {
  afterEach(cleanup);

  it('shows the call sign, Location N/A, the pill, the aircraft and its battery', () => {
    show(dock, state({}));
    expect(screen.getByText('North gate')).toBeTruthy();
    expect(screen.getByText('Location N/A')).toBeTruthy();
    expect(screen.getByTestId('dock-pill').textContent).toBe('Ready To Fly');
    expect(screen.getByText('Matrice 3TD')).toBeTruthy();
    expect(screen.getByTestId('dock-battery').textContent).toBe('86%');
    expect(screen.getByLabelText('Charging')).toBeTruthy();
  });

  it('says Offline N/A before any state, and Not Bound without an aircraft', () => {
    show({ ...dock, drone: null, location: 'Gate 3' });
    expect(screen.getByTestId('dock-pill').textContent).toBe('Offline N/A');
    expect(screen.getByText('Not Bound')).toBeTruthy();
    expect(screen.getByText('Gate 3')).toBeTruthy();
  });

  it('shows the authority holder on Flying, and the weather and HMS islands', () => {
    show(
      dock,
      state({
        pill: { kind: 'flying', label: 'Flying', color: 'blue' },
        flight_authority: { name: 'Asha Rao', profile_picture: null },
        wind_speed: 4.25,
        rainfall: 1,
        hms: [
          { level: 2, code: '0x1', device_domain: 3, description: 'Cover stalled' },
          { level: 0, code: '0x2', device_domain: 0, description: 'HMS 0x2' },
        ],
      }),
    );
    expect(screen.getByTestId('dock-authority-avatar').textContent).toBe('A');
    expect(screen.getByTestId('dock-weather').textContent).toBe('4.3 m/s · Light rain');
    expect(screen.getByTestId('dock-hms').textContent).toBe('2 HMS');
  });

  it('shows no avatar unless Flying', () => {
    show(dock, state({ flight_authority: { name: 'Asha Rao', profile_picture: null } }));
    expect(screen.queryByTestId('dock-authority-avatar')).toBeNull();
  });

  it('colours the battery as §4 says', () => {
    expect(batteryColor(31, false)).toBe('success');
    expect(batteryColor(10, true)).toBe('success');
    expect(batteryColor(30, false)).toBe('warning');
    expect(batteryColor(16, false)).toBe('warning');
    expect(batteryColor(15, false)).toBe('error');
  });
});
