// @vitest-environment jsdom
import { DEFAULT_UNIT_PREFERENCES, IMPERIAL_UNIT_PREFERENCES } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WaypointsDraft } from '../types.ts';
import { WaypointEditor } from './waypoint-editor.tsx';

afterEach(cleanup);

const start = (): WaypointsDraft => ({
  altitude_m: 50,
  waypoints: [{ position: [10, 50], altitude_m: 30 }, { position: [10.001, 50] }],
});

/** The editor under test, holding its draft like the planner does; `last` sees every change. */
function renderEditor(
  initial: WaypointsDraft = start(),
  units: TUnitPreferences = DEFAULT_UNIT_PREFERENCES,
  errors?: Record<string, string>,
) {
  const seen: { last: WaypointsDraft } = { last: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <WaypointEditor
        value={value}
        units={units}
        errors={errors}
        onChange={(next) => {
          seen.last = next;
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const list = () => screen.getByRole('list', { name: 'Waypoints' });

describe('WaypointEditor', () => {
  it('adds a waypoint after the last one and opens it', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor();
    await ux.click(screen.getByRole('button', { name: 'Add waypoint' }));
    expect(seen.last.waypoints).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Waypoints (3)' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Edit waypoint 3' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('shows an empty state and adds nothing without a place to put the first waypoint', () => {
    renderEditor({ altitude_m: 50, waypoints: [] as unknown as WaypointsDraft['waypoints'] });
    expect(screen.getByText(/No waypoints yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add waypoint' })).toHaveProperty('disabled', true);
  });

  it('reorders with the move buttons and with Alt+arrow keys, focus following the waypoint', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor({
      altitude_m: 50,
      waypoints: [{ position: [1, 1] }, { position: [2, 2] }, { position: [3, 3] }],
    });
    await ux.click(screen.getByRole('button', { name: 'Move waypoint 3 up' }));
    expect(seen.last.waypoints.map((w) => w.position[0])).toEqual([1, 3, 2]);
    // Focus followed the moved waypoint to its new row (now waypoint 2).
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move waypoint 2 up');
    await ux.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(seen.last.waypoints.map((w) => w.position[0])).toEqual([3, 1, 2]);
    expect(screen.getByRole('button', { name: 'Move waypoint 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    await ux.click(screen.getByRole('button', { name: 'Remove waypoint 2' }));
    expect(seen.last.waypoints.map((w) => w.position[0])).toEqual([3, 2]);
  });

  it('adds actions and explains their bounds in a sentence', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor();
    await ux.click(screen.getByRole('button', { name: 'Edit waypoint 1' }));
    await ux.click(screen.getByRole('button', { name: 'Add action to waypoint 1' }));
    await ux.click(screen.getByRole('menuitem', { name: 'Hover' }));
    const hover = screen.getByRole('spinbutton', { name: 'Hover time' });
    await ux.clear(hover);
    await ux.type(hover, '40');
    expect(screen.getByText('Hover between 1 and 32 seconds.')).toBeTruthy();
    expect(seen.last.waypoints[0]!.actions).toEqual([{ type: 'hover', seconds: 40 }]);
    expect(screen.getByText('Needs a fix')).toBeTruthy();
    await ux.clear(hover);
    await ux.type(hover, '12');
    expect(screen.queryByText('Hover between 1 and 32 seconds.')).toBeNull();
    expect(seen.last.waypoints[0]!.actions).toEqual([{ type: 'hover', seconds: 12 }]);
  });

  it('stops at 15 actions and says why', async () => {
    const ux = userEvent.setup();
    const draft = start();
    draft.waypoints[0]!.actions = Array.from({ length: 14 }, () => ({
      type: 'take_photo' as const,
    }));
    const seen = renderEditor(draft);
    await ux.click(screen.getByRole('button', { name: 'Edit waypoint 1' }));
    expect(screen.getByText('Actions (14 of 15)')).toBeTruthy();
    await ux.click(screen.getByRole('button', { name: 'Add action to waypoint 1' }));
    await ux.click(screen.getByRole('menuitem', { name: 'Start recording' }));
    expect(seen.last.waypoints[0]!.actions).toHaveLength(15);
    expect(screen.getByText('Actions (15 of 15)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add action to waypoint 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(/holds up to 15 actions/)).toBeTruthy();
  });

  it("shows altitude and speed in the user's units and stores metres", async () => {
    const ux = userEvent.setup();
    const seen = renderEditor(
      { ...start(), speed_mps: 10 },
      { ...IMPERIAL_UNIT_PREFERENCES, speed: 'km/h' },
    );
    const [altitude] = screen.getAllByRole<HTMLInputElement>('spinbutton', { name: 'Altitude' });
    expect(altitude!.value).toBe('164');
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Speed' }).value).toBe('36');
    expect(within(list()).getByText('98 ft · 0 actions')).toBeTruthy();
    await ux.clear(altitude!);
    await ux.type(altitude!, '100');
    expect(seen.last.altitude_m).toBeCloseTo(30.48, 5);
    await ux.clear(altitude!);
    await ux.type(altitude!, '5');
    expect(
      screen.getByText('Altitude must be between 6.6 and 1640 ft above take-off.'),
    ).toBeTruthy();
  });

  it('switches path and heading modes; custom heading asks for a heading per waypoint', async () => {
    const ux = userEvent.setup();
    const seen = renderEditor();
    await ux.click(screen.getByRole('button', { name: 'Curved' }));
    expect(seen.last.path_mode).toBe('curved');
    await ux.click(screen.getByRole('button', { name: 'Edit waypoint 2' }));
    expect(screen.getByText(/Heading: auto, facing the next waypoint/)).toBeTruthy();
    await ux.click(screen.getByRole('button', { name: 'Custom' }));
    expect(seen.last.heading_mode).toBe('custom');
    await ux.type(screen.getByRole('spinbutton', { name: 'Heading' }), '200');
    expect(screen.getByText('Heading must be between -180° and 180°.')).toBeTruthy();
  });

  it("shows the server's refusal next to the field it names", async () => {
    const ux = userEvent.setup();
    renderEditor(start(), DEFAULT_UNIT_PREFERENCES, {
      'waypoints[1].speed_mps': 'This camera flies at most 12 m/s.',
    });
    expect(screen.getAllByText('Needs a fix')).toHaveLength(1);
    await ux.click(screen.getByRole('button', { name: 'Edit waypoint 2' }));
    expect(screen.getByText('This camera flies at most 12 m/s.')).toBeTruthy();
  });
});
