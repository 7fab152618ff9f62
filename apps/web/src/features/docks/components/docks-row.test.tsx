// @vitest-environment jsdom
// The home Docks row's states (feature-areas §2): card skeletons while the list loads, then
// nothing for a workspace without docks; without the Docks right it never shows.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBrand, buildUser } from '../../../testing/factories.ts';
import { mockFetch, signIn } from '../../../testing/render-app.tsx';
import { setBrandKey } from '../../../lib/api-client.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DocksRow } from './docks-row.tsx';

describe('home Docks row', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderRow = (user = buildUser()) => {
    signIn(user);
    setBrandKey('india');
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <BrandProvider brand={buildBrand()}>
          <MemoryRouter>
            <DocksRow companyId="p1" user={user} />
          </MemoryRouter>
        </BrandProvider>
      </QueryClientProvider>,
    );
  };

  it('holds its place with card skeletons while the list loads, then hides without docks', async () => {
    let answer: (docks: unknown[]) => void = () => undefined;
    const listed = new Promise<unknown[]>((resolve) => (answer = resolve));
    mockFetch((_method, path) =>
      path.endsWith('/company/p1/docks')
        ? listed.then((docks) => ({ status: 200, body: { docks } }))
        : undefined,
    );
    renderRow();
    expect(await screen.findAllByTestId('dock-card-skeleton')).toHaveLength(3);
    expect(screen.getByTestId('home-docks-row').getAttribute('aria-busy')).toBe('true');
    answer([]);
    await waitFor(() => expect(screen.queryByTestId('home-docks-row')).toBeNull());
  });

  it('shows nothing, not even skeletons, to a user without the Docks right', () => {
    const { fn } = mockFetch();
    const user = buildUser();
    renderRow({ ...user, rbac_rules: { ...user.rbac_rules, Docks: {} } });
    expect(screen.queryByTestId('home-docks-row')).toBeNull();
    expect(fn.mock.calls.some(([url]) => String(url).endsWith('/docks'))).toBe(false);
  });
});
