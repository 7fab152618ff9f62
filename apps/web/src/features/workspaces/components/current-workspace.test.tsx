// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

describe('leaving a workspace as a member (user page, invites tab)', () => {
  it('shows the company workspace and leaves it, landing in the personal one', async () => {
    const personalOnly = buildUser();
    const member = buildUser({
      companies: [
        ...personalOnly.companies,
        buildCompany({ id: 'c1', name: 'Skyline Surveys', role: 'member' }),
      ],
    });
    let left = false;
    // The refetch of the user after leaving is held open: the notice must not wait for it, nor
    // for the personal workspace's page to load (that once took over 5 s on a loaded machine
    // and the toast never showed in time).
    let releaseUser: () => void = () => undefined;
    const userRefetched = new Promise<void>((resolve) => (releaseUser = resolve));
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/users/u1') {
        return left ? userRefetched.then(() => ({ status: 200, body: personalOnly })) : undefined;
      }
      if (method === 'GET' && path === '/api/v4/users/invites') {
        return { status: 200, body: { invites: [] } };
      }
      if (method === 'POST' && path === '/api/v4/company/c1/leave') {
        left = true;
        return { status: 204 };
      }
      if (method === 'GET' && path === '/api/v4/company/p1/sites') {
        return { status: 200, body: { sites: [], next_count: 0, next_value: null, etag: 'e' } };
      }
      return undefined;
    });
    const { router } = renderApp('/users/u1/invites', { user: member });
    const ux = userEvent.setup();
    const card = await screen.findByTestId('current-workspace');
    expect(within(card).getByText('Skyline Surveys')).toBeTruthy();
    expect(within(card).getByText('Free Plan · Member')).toBeTruthy();
    await ux.click(within(card).getByRole('button', { name: 'Leave Skyline Surveys' }));
    await ux.click(await screen.findByTestId('confirm-button'));
    expect((await screen.findByTestId('app-snackbar')).textContent).toBe(
      'You left Skyline Surveys',
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v4/company/c1/leave')).toBe(
      true,
    );
    releaseUser();
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/p1/home'));
    await waitFor(() =>
      expect(authStorage.getSnapshot().user?.companies.map((c) => c.id)).toEqual(['p1']),
    );
  });

  it('offers Leave on the settings page a member cannot otherwise open', async () => {
    const member = buildUser({
      companies: [...buildUser().companies, buildCompany({ id: 'c1', role: 'member' })],
    });
    mockFetch((method, path) =>
      method === 'GET' && path === '/api/v4/users/u1' ? { status: 200, body: member } : undefined,
    );
    renderApp('/company/c1/settings/general', { user: member });
    expect(await screen.findByTestId('settings-no-access')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Leave / })).toBeTruthy();
  });
});
