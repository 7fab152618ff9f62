// @vitest-environment jsdom
// The cockpit's "Send a mission" (issue 11 §6-7): hidden without the right to fly; with it, a
// site, then one of its missions planned for the dock's aircraft, then Send to dock with this
// dock chosen posts the task.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dockFixture,
  dockTaskFixture,
  renderDocks,
  signInForDockTests,
} from '../test/dock-test-render.tsx';
import { DockSendMission, missionUnfit, type PickerMission } from './dock-send-mission.tsx';

type Call = { path: string; method: string; body: unknown };
let calls: Call[];

const answer = (path: string, method: string): unknown => {
  if (method === 'GET' && path === '/api/v4/company/c1/docks')
    return { docks: [dockFixture({ id: 'd0', sn: 'DOCK0', call_sign: 'Quarry' }), dockFixture()] };
  if (path === '/api/v4/company/c1/docks/d1/tasks/check')
    return {
      checks: [{ key: 'online', ok: true, message: 'The dock is online.' }],
      conflicts: [],
      duration_s: 600,
    };
  if (method === 'POST' && path === '/api/v4/company/c1/docks/d1/tasks')
    return dockTaskFixture({ mission_id: 'm2' });
  return undefined;
};

beforeEach(() => {
  calls = [];
  signInForDockTests();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    calls.push({
      path,
      method,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const body = answer(path, method);
    return Promise.resolve(
      body === undefined
        ? new Response(JSON.stringify({ error: { type: 'not_found', message: 'Not found.' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify(body), {
            status: method === 'POST' && !path.endsWith('/check') ? 201 : 200,
            headers: { 'content-type': 'application/json' },
          }),
    );
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const missions: PickerMission[] = [
  { id: 'm1', name: 'Roof survey', drone_id: 'dji-mavic-3e' },
  { id: 'm2', name: 'Perimeter', drone_id: 'dji-matrice-3td' },
  { id: 'm3', name: 'Old corridor', drone_id: 'dji-matrice-30' },
];

const show = (canFly: boolean) => {
  const searchSites = vi.fn((query: string) =>
    Promise.resolve(
      [
        { id: 's1', name: 'North farm' },
        { id: 's2', name: 'Quarry rim' },
      ].filter((s) => s.name.toLowerCase().includes(query.toLowerCase())),
    ),
  );
  const loadMissions = vi.fn((siteId: string) => Promise.resolve(siteId === 's2' ? missions : []));
  renderDocks(
    <DockSendMission
      companyId="c1"
      dockId="d1"
      canFly={canFly}
      searchSites={searchSites}
      loadMissions={loadMissions}
    />,
  );
  return { searchSites, loadMissions };
};

describe('DockSendMission', () => {
  it('is hidden without the right to fly', () => {
    show(false);
    expect(screen.queryByRole('button', { name: 'Send a mission' })).toBeNull();
  });

  it('a site, then a mission of the dock aircraft, sends it to this dock', async () => {
    const { loadMissions } = show(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send a mission' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('North farm');
    fireEvent.change(within(dialog).getByLabelText('Search sites'), {
      target: { value: 'quarry' },
    });
    await waitFor(() => expect(within(dialog).queryByText('North farm')).toBeNull());
    fireEvent.click(within(dialog).getByText('Quarry rim'));
    expect(loadMissions).toHaveBeenCalledWith('s2', expect.anything());

    const rows = await within(dialog).findAllByTestId('dock-pick-mission');
    expect(rows.map((r) => r.getAttribute('aria-disabled'))).toEqual(['true', null, 'true']);
    expect(rows[0]!.textContent).toMatch(/Not planned for a dock aircraft/);
    expect(rows[2]!.textContent).toMatch(/Planned for Matrice 30; this dock holds a Matrice 3TD/);
    fireEvent.click(rows[1]!);

    const send = await screen.findByRole('dialog', { name: 'Send to dock' });
    // This dock is chosen, not the workspace's first.
    expect(within(send).getByText('North gate')).toBeTruthy();
    const submit = within(send).getByTestId('send-dock-submit');
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find(
      (c) => c.method === 'POST' && c.path === '/api/v4/company/c1/docks/d1/tasks',
    );
    expect(posted?.body).toMatchObject({ mission_id: 'm2', execute_at: null });
  });
});

describe('missionUnfit', () => {
  it('a dock aircraft fits a dock that has not said which aircraft it holds', () => {
    expect(missionUnfit('dji-matrice-4td', null)).toBeNull();
    expect(missionUnfit(null, '0-91-1')).toEqual({ code: 'notDockAircraft' });
    expect(missionUnfit('dji-matrice-4d', '9-9-9')).toEqual({
      code: 'otherAircraft',
      planned: 'Matrice 4D',
      docked: '9-9-9',
    });
  });
});
