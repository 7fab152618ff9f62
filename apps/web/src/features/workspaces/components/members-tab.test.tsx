// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, member, personal, user } from '../testing/fixtures.ts';
import { fakeSession, renderWithApp, stubFetch } from '../testing/render.tsx';
import { MembersTab } from './members-tab.tsx';

const isDisabled = (el: HTMLElement) =>
  (el as HTMLInputElement).disabled || el.getAttribute('aria-disabled') === 'true';
const role = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });

const me = user({ companies: [personal(), company({ role: 'admin' })] });
const list = {
  members: [
    member({ user_id: 'u1', name: 'Asha Rao', role: 'admin' }),
    member({
      user_id: 'u2',
      name: 'Ravi Kumar',
      role: 'member',
      date_added: new Date().toISOString(),
    }),
    member({ user_id: 'u3', name: 'Olu Owner', role: 'owner' }),
    member({ user_id: 'u4', name: 'Gita Guest', role: 'guest' }),
  ],
};

describe('MembersTab', () => {
  beforeEach(() => fakeSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('disables your own role, lets an admin change a member, not an owner', async () => {
    const api = stubFetch({
      'GET /api/v4/company/c1/members': list,
      'PATCH /api/v4/company/c1/members/u2': list.members[1],
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithApp(<MembersTab companyId="c1" user={me} role="admin" />);

    const table = await screen.findByTestId('members-table');
    expect(within(table).getAllByRole('row')).toHaveLength(4); // header + 3 (guest listed apart)
    expect(isDisabled(role('Asha Rao'))).toBe(true);
    expect(isDisabled(role('Olu Owner'))).toBe(true);
    expect(isDisabled(role('Ravi Kumar'))).toBe(false);
    expect(isDisabled(screen.getByTestId('member-remove-u1'))).toBe(true);
    expect(isDisabled(screen.getByTestId('member-remove-u2'))).toBe(false);
    expect(
      within(screen.getByTestId('member-row-u2')).getByTestId('member-new-badge'),
    ).toBeTruthy();
    expect(screen.getByTestId('guest-row-u4')).toBeTruthy();

    await userEvent.click(role('Ravi Kumar'));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: '/api/v4/company/c1/members/u2',
        body: { role: 'admin' },
      }),
    );
  });

  it('asks before making someone an owner: Escape cancels, Enter confirms', async () => {
    const api = stubFetch({
      'GET /api/v4/company/c1/members': list,
      'PATCH /api/v4/company/c1/members/u2': { ...list.members[1], role: 'owner' },
    });
    vi.stubGlobal('fetch', api.fn);
    const owner = user({ companies: [personal(), company({ role: 'owner' })] });
    renderWithApp(<MembersTab companyId="c1" user={owner} role="owner" />);
    const patched = () => api.calls.filter((c) => c.method === 'PATCH');

    await userEvent.click(await screen.findByRole('combobox', { name: 'Role of Ravi Kumar' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    const dialog = await screen.findByTestId('confirm-owner-dialog');
    expect(within(dialog).getByText(/full control of this workspace/)).toBeTruthy();
    expect(within(dialog).getByText(/You stay an owner/)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('confirm-owner-dialog')).toBeNull());
    expect(patched()).toHaveLength(0);

    await userEvent.click(role('Ravi Kumar'));
    await userEvent.click(await screen.findByRole('option', { name: 'Owner' }));
    await screen.findByTestId('confirm-owner-dialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(patched()).toEqual([
        { method: 'PATCH', path: '/api/v4/company/c1/members/u2', body: { role: 'owner' } },
      ]),
    );
  });

  it('removes a member after confirming', async () => {
    const api = stubFetch({
      'GET /api/v4/company/c1/members': list,
      'DELETE /api/v4/company/c1/members/u2': null,
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithApp(<MembersTab companyId="c1" user={me} role="admin" />);
    await userEvent.click(await screen.findByTestId('member-remove-u2'));
    await userEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/members/u2'))).toBe(
        true,
      ),
    );
  });

  it('revokes one guest, then all guests, each after confirming', async () => {
    const api = stubFetch({
      'GET /api/v4/company/c1/members': list,
      'DELETE /api/v4/company/c1/guests/u4': null,
      'DELETE /api/v4/company/c1/guests': { revoked: 1 },
    });
    vi.stubGlobal('fetch', api.fn);
    renderWithApp(<MembersTab companyId="c1" user={me} role="admin" />);
    await userEvent.click(await screen.findByTestId('guest-revoke-u4'));
    // The dialog says what the server does: the guest leaves and their site shares go.
    expect(await screen.findByText(/every site shared with them here is unshared/)).toBeTruthy();
    await userEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/guests/u4'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-button')).toBeNull());
    await userEvent.click(screen.getByTestId('revoke-all-guests'));
    await userEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v4/company/c1/guests'),
      ).toBe(true),
    );
  });

  it('shows no revoke buttons to a member', async () => {
    const api = stubFetch({ 'GET /api/v4/company/c1/members': list });
    vi.stubGlobal('fetch', api.fn);
    const asMember = user({ companies: [personal(), company({ role: 'member' })] });
    renderWithApp(<MembersTab companyId="c1" user={asMember} role="member" />);
    await screen.findByTestId('guest-row-u4');
    expect(screen.queryByTestId('guest-revoke-u4')).toBeNull();
    expect(screen.queryByTestId('revoke-all-guests')).toBeNull();
  });
});
