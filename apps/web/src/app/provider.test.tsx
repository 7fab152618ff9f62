// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, authStorage } from '../lib/auth-storage.ts';
import { useBrand } from '../lib/brand.tsx';
import { buildBrand, buildUser } from '../testing/factories.ts';
import { mockFetch } from '../testing/render-app.tsx';
import { AppProvider } from './provider.tsx';

function BrandName() {
  return <p data-testid="brand-name">{useBrand().appName}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  authStorage.clear();
});

describe('app boot', () => {
  it('shows a splash until the brand arrives, then applies title and favicon', async () => {
    const { calls } = mockFetch((_m, path) =>
      path === '/api/v4/brand'
        ? { status: 200, body: buildBrand({ appName: 'Sortie Guyana' }) }
        : undefined,
    );
    render(
      <AppProvider>
        <BrandName />
      </AppProvider>,
    );
    expect(screen.getByTestId('boot-splash')).toBeTruthy();
    expect((await screen.findByTestId('brand-name')).textContent).toBe('Sortie Guyana');
    expect(document.title).toBe('Sortie Guyana');
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.getAttribute('href')).toBe(
      '/brands/india/favicon.svg',
    );
    expect(calls[0]!.path).toBe('/api/v4/brand');
  });

  it('offers a retry when the brand cannot be loaded', async () => {
    mockFetch(() => ({ status: 503, body: { error: { type: 'down', message: 'Down' } } }));
    render(
      <AppProvider>
        <BrandName />
      </AppProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('signs out a user stored with an old schema version', async () => {
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify(buildUser({ web_schema_version: 7 as 8 })),
    );
    localStorage.setItem(STORAGE_KEYS.authorised, 'true');
    localStorage.setItem(STORAGE_KEYS.idToken, 'old');
    mockFetch((_m, path) =>
      path === '/api/v4/brand' ? { status: 200, body: buildBrand() } : undefined,
    );
    render(
      <AppProvider>
        <BrandName />
      </AppProvider>,
    );
    await screen.findByTestId('brand-name');
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(authStorage.isLoggedIn()).toBe(false);
  });

  it('refetches and merges a stored user at start', async () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(buildUser()));
    localStorage.setItem(STORAGE_KEYS.authorised, 'true');
    localStorage.setItem(STORAGE_KEYS.idToken, 'tok');
    localStorage.setItem(STORAGE_KEYS.expiresAt, new Date(Date.now() + 3600_000).toISOString());
    const { calls } = mockFetch((_m, path) => {
      if (path === '/api/v4/brand') return { status: 200, body: buildBrand() };
      if (path === '/api/v4/authenticate')
        return { status: 200, body: { user: buildUser({ name: 'Asha R. Rao' }) } };
      return undefined;
    });
    render(
      <AppProvider>
        <BrandName />
      </AppProvider>,
    );
    await screen.findByTestId('brand-name');
    await expect.poll(() => authStorage.getSnapshot().user?.name).toBe('Asha R. Rao');
    const me = calls.find((c) => c.path === '/api/v4/authenticate')!;
    expect(me.headers.Authorization).toBe('Bearer tok');
    expect(me.headers['x-brand']).toBe('india');
  });
});
