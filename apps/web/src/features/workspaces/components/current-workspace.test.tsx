// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
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
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/users/u1') {
        return { status: 200, body: left ? personalOnly : member };
      }
      if (method === 'GET' && path === '/api/v4/users/invites') {
        return { status: 200, body: { invites: [] } };
      }
      if (method === 'POST' && path === '/api/v4/company/c1/leave') {
        left = true;
        return { status: 204 };
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
    expect(await screen.findByText('You left Skyline Surveys')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/v4/company/c1/leave')).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe('/company/p1/home');
    expect(authStorage.getSnapshot().user?.companies.map((c) => c.id)).toEqual(['p1']);
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
