// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { company, personal, user } from '../testing/fixtures.ts';
import { fakeSession, renderWithApp, stubFetch } from '../testing/render.tsx';
import { WorkspaceSwitcher } from './workspace-switcher.tsx';

describe('WorkspaceSwitcher', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeSession();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists workspaces, marks the active one and switches to another', async () => {
    const me = user({ companies: [personal(), company({ role: 'member' })], invites: [{}] });
    renderWithApp(<WorkspaceSwitcher user={me} active={me.companies[0]!} />, {
      path: '/company/:companyId/home',
      route: '/company/p1/home',
    });
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    expect(screen.getByTestId('workspace-switcher-header').textContent).toBe('My Workspaces');
    const personalItem = screen.getByTestId('workspace-option-p1');
    expect(personalItem.textContent).toContain('Personal Workspace');
    expect(personalItem.textContent).toContain('Your private space for saving sites & missions.');
    expect(within(personalItem).getByTestId('workspace-active-check')).toBeTruthy();
    expect(screen.getByTestId('workspace-option-c1').textContent).toContain('Pro Plan · Member');
    expect(screen.getByTestId('workspace-invites-entry').textContent).toContain(
      '1 Workspace Invite',
    );
    const create = screen.getByTestId('create-workspace');
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(create.textContent).toContain('You can only be a member of one workspace at a time.');

    await userEvent.click(screen.getByTestId('workspace-option-c1'));
    expect(authStorage.getSelectedWorkspace('u1')).toBe('c1');
  });

  it('creates a workspace from the dialog and opens it', async () => {
    const me = user();
    authStorage.saveSession({
      id_token: 'token',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: me,
    });
    const created = { ...company({ id: 'c9', name: 'Skyline' }) };
    const api = stubFetch({
      'POST /api/v4/company': created,
      'GET /api/v4/users/u1': { ...me, companies: [personal(), created] },
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithApp(<WorkspaceSwitcher user={me} active={me.companies[0]!} />, {
      path: '/company/:companyId/home',
      route: '/company/p1/home',
    });
    await userEvent.click(screen.getByTestId('workspace-switcher'));
    expect(screen.getByTestId('create-workspace').textContent).toContain(
      'Add your business on Sortie',
    );
    await userEvent.click(screen.getByTestId('create-workspace'));
    await userEvent.type(await screen.findByTestId('create-workspace-name'), 'Skyline');
    await userEvent.click(screen.getByTestId('create-workspace-submit'));
    await waitFor(() => expect(authStorage.getSelectedWorkspace('u1')).toBe('c9'));
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/v4/company',
      body: { name: 'Skyline' },
    });
    await waitFor(() => expect(authStorage.getSnapshot().user?.companies).toHaveLength(2));
  });
});
