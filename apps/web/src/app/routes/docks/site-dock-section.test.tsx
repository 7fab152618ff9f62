// @vitest-environment jsdom
// The site page's "Fly with a dock" section (issue 11 §7): hidden for a role without the right to
// fly (Docks POST); with it, a saved mission sent to the chosen dock posts the task, and the
// server's refusal is shown in the dialog.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WorkspaceRole } from '@sortie/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dockFixture,
  dockTaskFixture,
  renderDocks,
} from '../../../features/docks/test/dock-test-render.tsx';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, type FetchAnswer, type FetchCall } from '../../../testing/render-app.tsx';
import { SiteDockSection } from './site-dock-section.tsx';

/** The send's answer: the task, or the server's refusal. */
let refuse: { status: number; message: string } | null;
let calls: FetchCall[];

const C = '/api/v4/company/c1';
const CHECKED = {
  checks: [{ key: 'online', ok: true, message: 'The dock is online.' }],
  conflicts: [],
  duration_s: 600,
};

const answer = (method: string, path: string): FetchAnswer => {
  if (method === 'GET' && path === `${C}/sites/s1/missions`)
    return { status: 200, body: { missions: [{ id: 'm1', name: 'Perimeter' }] } };
  if (method === 'GET' && path === `${C}/docks`) {
    const docks = [dockFixture({ id: 'd0', sn: 'DOCK0', call_sign: 'Quarry' }), dockFixture()];
    return { status: 200, body: { docks } };
  }
  if (method === 'POST' && /^\/api\/v4\/company\/c1\/docks\/d[01]\/tasks\/check$/.test(path))
    return { status: 200, body: CHECKED };
  if (method === 'POST' && path === `${C}/docks/d1/tasks`)
    return refuse
      ? {
          status: refuse.status,
          body: { error: { type: 'dock_offline', message: refuse.message } },
        }
      : { status: 201, body: dockTaskFixture() };
  return undefined;
};

const signInAs = (role: WorkspaceRole) =>
  authStorage.saveSession({
    id_token: 'token',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    user: buildUser({ companies: [buildCompany({ id: 'c1', role })] }),
  });

beforeEach(() => {
  refuse = null;
  calls = mockFetch(answer).calls;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens Send to dock for the site's mission and picks North gate (not the first dock). */
async function openAndPickNorthGate() {
  const section = await screen.findByTestId('send-to-dock-section');
  fireEvent.click(within(section).getByRole('button', { name: 'Send Perimeter to a dock' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send to dock' });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Dock' }).textContent).toBe('Quarry'),
  );
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Dock' }));
  fireEvent.click(await screen.findByRole('option', { name: 'North gate' }));
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: 'Dock' }).textContent).toBe('North gate'),
  );
  const submit = within(dialog).getByTestId('send-dock-submit');
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  return { dialog, submit };
}

const posts = () => calls.filter((c) => c.method === 'POST' && c.path === `${C}/docks/d1/tasks`);

describe('SiteDockSection', () => {
  it('is hidden for a guest, who may not fly a dock, and does not ask for the docks', async () => {
    signInAs('guest');
    renderDocks(<SiteDockSection companyId="c1" siteId="s1" />);
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith(`${C}/sites/s1/missions?`))).toBe(true),
    );
    expect(screen.queryByTestId('send-to-dock-section')).toBeNull();
    expect(calls.some((c) => c.path === `${C}/docks`)).toBe(false);
  });

  it('sends the site mission to the chosen dock', async () => {
    signInAs('member');
    renderDocks(<SiteDockSection companyId="c1" siteId="s1" />);
    const { submit } = await openAndPickNorthGate();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({ mission_id: 'm1', execute_at: null });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    signInAs('member');
    refuse = { status: 422, message: 'The dock is offline. Bring it online and try again.' };
    renderDocks(<SiteDockSection companyId="c1" siteId="s1" />);
    const { dialog, submit } = await openAndPickNorthGate();
    fireEvent.click(submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The dock is offline. Bring it online and try again.');
    expect(posts()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Send to dock' })).toBeTruthy();
  });
});
