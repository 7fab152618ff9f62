// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage.ts';
import { buildBrand, buildCompany, buildUser } from '../../testing/factories.ts';
import { mockFetch, renderApp } from '../../testing/render-app.tsx';

describe('app shell', () => {
  it('lists workspaces, naming the personal one, and switches', async () => {
    mockFetch();
    const user = buildUser({
      companies: [
        ...buildUser().companies,
        buildCompany({ id: 'c1', plan: { name: 'Pro', key: 'pro' } }),
      ],
    });
    const { router } = renderApp('/company/p1/home', { user });
    const ux = userEvent.setup();
    await ux.click(await screen.findByTestId('workspace-switcher'));
    const menu = await screen.findByRole('menu', { name: 'Workspaces' });
    expect(within(menu).getByText('My Workspaces')).toBeTruthy();
    expect(within(menu).getByText('Personal Workspace')).toBeTruthy();
    expect(within(menu).getByText('Your private space for saving sites & missions.')).toBeTruthy();
    expect(within(menu).getByText('Pro Plan · Owner')).toBeTruthy();
    expect(
      within(menu).getByText('You can only be a member of one workspace at a time.'),
    ).toBeTruthy();
    await ux.click(within(menu).getByTestId('workspace-option-c1'));
    // Navigation settles after the click returns (route matching, lazy modules): wait for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/c1/home'));
    expect(authStorage.getSelectedWorkspace('u1')).toBe('c1');
  });

  it('shows the user menu and signs out', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'PATCH' && path === '/api/v4/authenticate/logout' ? { status: 204 } : undefined,
    );
    const { router } = renderApp('/company/p1/home', { user: buildUser() });
    const ux = userEvent.setup();
    await ux.click(await screen.findByTestId('user-menu-button'));
    const menu = await screen.findByRole('dialog', { name: 'User menu' });
    expect(within(menu).getByTestId('user-menu-name').textContent).toBe('Asha Rao');
    expect(within(menu).getByText('asha@example.test')).toBeTruthy();
    expect(within(menu).getByText('Read about the 2025.9 release!')).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.test/privacy',
    );
    await ux.click(within(menu).getByTestId('sign-out-button'));
    await screen.findByTestId('landing-app-name');
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((c) => c.path === '/api/v4/authenticate/logout')).toBe(true);
    expect(authStorage.isLoggedIn()).toBe(false);
  });

  it("heads the rail with the brand's logo mark (not its initials), linking to the workspace home", async () => {
    mockFetch();
    renderApp('/company/p1/sites', {
      user: buildUser(),
      brand: buildBrand({ appNameAbbr: 'SG', favicon: '/brands/guyana/favicon.svg' }),
    });
    const mark = await screen.findByTestId('rail-brand');
    expect(mark.textContent).toBe('');
    expect(mark.querySelector('img')?.getAttribute('src')).toBe('/brands/guyana/favicon.svg');
    expect(mark.getAttribute('aria-label')).toBe('Sortie India home');
    expect(mark.getAttribute('href')).toBe('/company/p1/home');
  });

  it('opens the navigation drawer from the top bar on phones', async () => {
    mockFetch();
    renderApp('/company/p1/home', { user: buildUser(), width: 390 });
    const ux = userEvent.setup();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    await ux.click(await screen.findByTestId('open-navigation'));
    expect(await screen.findByTestId('sidebar')).toBeTruthy();
  });
});
