// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FREE_PLAN } from '@sortie/domain';
import type { TCompany } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, personal, user } from '../testing/fixtures.ts';
import { fakeSession, renderWithApp } from '../testing/render.tsx';
import { GeneralTab, STALE_MESSAGE } from './general-tab.tsx';

const base: TCompany = {
  ...company(),
  fcl: FREE_PLAN.fcl,
  default_member_access_level: 'view',
  recent_cameras: [],
  created_by: 'u1',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  etag: 'e1',
};

describe('GeneralTab', () => {
  beforeEach(() => fakeSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends If-Match and, on 412, reloads the other version and says so', async () => {
    let version: TCompany = base;
    const seen: { method: string; ifMatch: string | null }[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      seen.push({ method, ifMatch: headers.get('If-Match') });
      if (method === 'PATCH') {
        version = { ...base, name: 'Acme Aerial', etag: 'e2' };
        return Promise.resolve(
          new Response(
            JSON.stringify({ error: { type: 'precondition_failed', message: 'Stale' } }),
            { status: 412 },
          ),
        );
      }
      if (new URL(input, 'http://x').pathname === '/api/v4/company/c1') {
        return Promise.resolve(new Response(JSON.stringify(version), { status: 200 }));
      }
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const me = user({ companies: [personal(), company()] });
    renderWithApp(<GeneralTab companyId="c1" user={me} />);

    const name = await screen.findByTestId('workspace-name-input');
    fireEvent.change(name, { target: { value: 'Acme Drones' } });
    await userEvent.click(screen.getByTestId('workspace-settings-save'));

    expect(await screen.findByTestId('settings-stale')).toHaveProperty(
      'textContent',
      STALE_MESSAGE,
    );
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('workspace-name-input').value).toBe(
        'Acme Aerial',
      ),
    );
    expect(seen.find((s) => s.method === 'PATCH')?.ifMatch).toBe('e1');
  });

  it('shows no default member access in a personal workspace', async () => {
    const mine: TCompany = { ...base, ...personal(), fcl: FREE_PLAN.fcl };
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify(mine), { status: 200 })),
    );
    const me = user({ companies: [personal()] });
    renderWithApp(<GeneralTab companyId={mine.id} user={me} />);
    await screen.findByTestId('workspace-name-input');
    expect(screen.queryByLabelText(/Default member access/)).toBeNull();
    expect(screen.queryByTestId('default-access-select')).toBeNull();
  });

  it('lets an admin change the default member access level, not the name or logo', async () => {
    const patches: unknown[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      if (method === 'PATCH') {
        patches.push(JSON.parse(init.body as string));
        return Promise.resolve(
          new Response(
            JSON.stringify({
              ...base,
              role: 'admin',
              default_member_access_level: 'edit',
              etag: 'e2',
            }),
            { status: 200 },
          ),
        );
      }
      if (new URL(input, 'http://x').pathname === '/api/v4/company/c1') {
        return Promise.resolve(
          new Response(JSON.stringify({ ...base, role: 'admin' }), { status: 200 }),
        );
      }
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const me = user({ companies: [personal(), company({ role: 'admin' })] });
    renderWithApp(<GeneralTab companyId="c1" user={me} />);

    const name = await screen.findByTestId<HTMLInputElement>('workspace-name-input');
    expect(name.disabled).toBe(true);
    expect(screen.getByTestId('branding-owner-only')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveProperty('disabled', true);
    const level = screen.getByTestId<HTMLInputElement>('default-access-select');
    expect(level.disabled).toBe(false);
    fireEvent.change(level, { target: { value: 'edit' } });
    await userEvent.click(screen.getByTestId('workspace-settings-save'));
    await waitFor(() => expect(patches).toEqual([{ default_member_access_level: 'edit' }]));
  });
});
