// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TInvite } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { company, personal, user } from '../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../testing/render.tsx';
import { UserInvites } from './user-invites.tsx';

const invite: TInvite = {
  id: 'i1',
  company_id: 'c1',
  company_name: 'Acme Surveys',
  company_logo: null,
  email: 'asha@example.com',
  country_code: null,
  phone_number: null,
  role: 'member',
  invited_by: { id: 'u9', name: 'Olu' },
  status: 'pending',
  created_at: new Date().toISOString(),
};

describe('UserInvites', () => {
  const me = user({ invites: [invite] });
  beforeEach(() => {
    localStorage.clear();
    authStorage.saveSession({
      id_token: 'token',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user: me,
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('accepting joins the workspace, selects it and opens its home', async () => {
    const joined = { ...me, invites: [], companies: [personal(), company({ role: 'member' })] };
    const api = stubFetch({
      'GET /api/v4/users/invites': { invites: [invite] },
      'POST /api/v4/users/invites/i1/accept': {},
      'GET /api/v4/users/u1': joined,
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithApp(<UserInvites user={me} />, {
      path: '/users/:userId/invites',
      route: '/users/u1/invites',
    });
    expect((await screen.findByTestId('user-invite-i1')).textContent).toContain(
      'Olu invited you as Member',
    );
    await userEvent.click(screen.getByTestId('accept-invite-i1'));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect(authStorage.getSelectedWorkspace('u1')).toBe('c1');
    expect(authStorage.getSnapshot().user?.companies.map((c) => c.id)).toEqual(['p1', 'c1']);
  });

  it('shows an empty state without invites', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/v4/users/invites': { invites: [] } }).fn);
    renderWithApp(<UserInvites user={user()} />);
    expect(await screen.findByTestId('user-invites-empty')).toBeTruthy();
  });
});
