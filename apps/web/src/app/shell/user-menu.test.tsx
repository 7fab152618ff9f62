// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_RELEASE, rbacRulesFor } from '@sortie/domain';
import type { TBrand, TUser } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authStorage } from '../../lib/auth-storage.ts';
import { BrandProvider } from '../../lib/brand.tsx';
import { UserMenu } from './user-menu.tsx';

const brand = { privacyUrl: '/privacy', termsUrl: '/terms' } as unknown as TBrand;
const base = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  profile_picture: null,
  country_code: null,
  phone_number: null,
  geo_location: null,
  companies: [],
  invites: [],
  rbac_rules: rbacRulesFor(),
  meta_rbac_rules: {},
  meta_roles: [],
  designation: [],
  web_schema_version: 8,
  personal_space_id: 'p1',
  last_release_read: null,
} as unknown as TUser;

function renderMenu(user: TUser) {
  return render(
    <BrandProvider brand={brand}>
      <MemoryRouter initialEntries={['/company/p1/home']}>
        <Routes>
          <Route path="/company/:companyId/home" element={<UserMenu user={user} />} />
          <Route path="/whatsnew/:version" element={<div data-testid="release-route" />} />
        </Routes>
      </MemoryRouter>
    </BrandProvider>,
  );
}

const badgeHidden = () =>
  screen
    .getByTestId('release-badge')
    .querySelector('.MuiBadge-badge')
    ?.classList.contains('MuiBadge-invisible');

describe('UserMenu release badge', () => {
  let patches: unknown[];
  beforeEach(() => {
    localStorage.clear();
    authStorage.saveSession({
      id_token: 'token',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: base,
    });
    patches = [];
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      if (init.method === 'PATCH') patches.push(JSON.parse(init.body as string));
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the badge while the current release is unread, and reading it records it', async () => {
    renderMenu(base);
    expect(badgeHidden()).toBe(false);
    await userEvent.click(screen.getByTestId('user-menu-button'));
    await userEvent.click(screen.getByText(`Read about the ${CURRENT_RELEASE} release!`));
    expect(authStorage.getSnapshot().user?.last_release_read).toBe(CURRENT_RELEASE);
    await waitFor(() => expect(patches).toEqual([{ last_release_read: CURRENT_RELEASE }]));
    expect(await screen.findByTestId('release-route')).toBeTruthy();
  });

  it('has no badge once the current release is read', async () => {
    renderMenu({ ...base, last_release_read: CURRENT_RELEASE });
    expect(badgeHidden()).toBe(true);
    await userEvent.click(screen.getByTestId('user-menu-button'));
    expect(screen.getByText("What's New")).toBeTruthy();
  });
});
