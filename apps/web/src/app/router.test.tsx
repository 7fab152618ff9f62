// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaRbacRules } from '@sortie/domain';
import { authStorage } from '../lib/auth-storage.ts';
import { buildBrand, buildCompany, buildUser } from '../testing/factories.ts';
import { mockFetch, renderApp } from '../testing/render-app.tsx';

const company = buildCompany({ id: 'c1', name: 'Skyline Surveys' });

/** Stream s9 waiting to go live, for the private (join) and public (public/join) pages. */
const streamJoin = (_method: string, path: string) =>
  path.endsWith('/streams/s9/join') || path.endsWith('/streams/s9/public/join')
    ? {
        status: 200,
        body: {
          stream: {
            id: 's9',
            company_id: 'p1',
            title: 'Roof check',
            site_id: null,
            status: 'waiting',
            public: true,
            location: null,
            start_time: null,
            end_time: null,
            participant_count: 0,
            host: { id: 'u1', name: 'Asha' },
            created_at: '2026-11-24T10:00:00Z',
            etag: 'e1',
          },
          play: null,
        },
      }
    : undefined;

describe('route table and guards', () => {
  it('shows the landing page with the brand name to visitors', async () => {
    mockFetch();
    renderApp('/');
    expect(await screen.findByTestId('landing-app-name')).toHaveProperty(
      'textContent',
      'Sortie India',
    );
  });

  it('sends a signed-in user from / to the home of their personal workspace', async () => {
    mockFetch();
    const { router } = renderApp('/', { user: buildUser() });
    expect(await screen.findByTestId('home-greeting')).toHaveProperty(
      'textContent',
      expect.stringContaining('Asha') as string,
    );
    expect(router.state.location.pathname).toBe('/company/p1/home');
  });

  it('opens the workspace the user selected last, if still a member', async () => {
    mockFetch();
    const user = buildUser({ companies: [...buildUser().companies, company] });
    authStorage.setSelectedWorkspace('u1', 'c1');
    const { router } = renderApp('/', { user });
    await screen.findByTestId('home-greeting');
    expect(router.state.location.pathname).toBe('/company/c1/home');
  });

  it('sends a Super Admin to product usage', async () => {
    mockFetch();
    const staff = buildUser({
      designation: ['Super Admin'],
      meta_roles: ['super_admin'],
      meta_rbac_rules: metaRbacRules(),
    });
    const { router } = renderApp('/', { user: staff });
    expect(await screen.findByRole('heading', { name: 'Product usage' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/usage');
  });

  it('sends visitors on sign-in-only routes home', async () => {
    mockFetch();
    const { router } = renderApp('/company/c1/sites');
    await screen.findByTestId('landing-app-name');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows company pages inside the shell with the sidebar', async () => {
    mockFetch();
    renderApp('/company/p1/drones', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Drones' })).toBeTruthy();
    expect(screen.getByTestId('sidebar')).toBeTruthy();
    expect(screen.getByTestId('nav-drones').getAttribute('aria-current')).toBe('page');
  });

  it('redirects a signed-in user from pricing to their plans tab', async () => {
    mockFetch();
    const { router } = renderApp('/plans', { user: buildUser() });
    await screen.findByTestId('user-tab-plans');
    expect(router.state.location.pathname).toBe('/users/u1/plans');
  });

  it('shows pricing to visitors without a sidebar', async () => {
    mockFetch();
    renderApp('/plans');
    expect(await screen.findByText('Plans and pricing')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('swaps public and private stream pages by sign-in state, replacing history', async () => {
    mockFetch(streamJoin);
    const signedIn = renderApp('/company/p1/livestream/s9/public', { user: buildUser() });
    await screen.findByText('Roof check');
    expect(signedIn.router.state.location.pathname).toBe('/company/p1/livestream/s9');
    expect(signedIn.router.state.historyAction).toBe('REPLACE');
    signedIn.unmount();

    const visitor = renderApp('/company/p1/livestream/s9');
    await screen.findByText('Roof check');
    expect(visitor.router.state.location.pathname).toBe('/company/p1/livestream/s9/public');
  });

  it('hides the sidebar on news for visitors and shows it for members', async () => {
    mockFetch();
    const visitor = renderApp('/news');
    await screen.findByRole('heading', { name: 'Industry News and Updates' });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    visitor.unmount();

    renderApp('/news', { user: buildUser() });
    await screen.findByRole('heading', { name: 'Industry News and Updates' });
    expect(screen.getByTestId('sidebar')).toBeTruthy();
  });

  it('answers news with PageNotFound on a brand that disables news', async () => {
    mockFetch();
    const brand = buildBrand({ disabledFeatures: ['news'] });
    const visitor = renderApp('/news?newsId=7', { brand });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Industry News and Updates' })).toBeNull();
    visitor.unmount();
    renderApp('/news', { user: buildUser(), brand });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides the sidebar of the private stream page on small screens', async () => {
    mockFetch(streamJoin);
    renderApp('/company/p1/livestream/s9', { user: buildUser(), width: 390 });
    await screen.findByText('Roof check');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('open-navigation')).toBeNull();
  });

  it('moves a user off a workspace they left, to their personal one', async () => {
    mockFetch();
    const { router } = renderApp('/company/gone/sites', { user: buildUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/p1/sites'));
    expect((await screen.findByTestId('app-snackbar')).textContent).toContain(
      'You are no more part of this company',
    );
  });

  it('answers unknown paths with PageNotFound and has a Forbidden page', async () => {
    mockFetch();
    const first = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    first.unmount();
    renderApp('/forbidden');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
