// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { TDock, TDockState } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { dockFixture, dockStateFixture, renderDocks } from '../test/dock-test-render.tsx';
import { batteryColor, DockCard } from './dock-card.tsx';

const dock: TDock = dockFixture();
const state = dockStateFixture;

const show = (d: TDock, s?: TDockState) =>
  renderDocks(<DockCard companyId="c1" dock={d} state={s} />);

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
