// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSiteShare } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { ShareSiteDialog } from './share-site-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const SHARES: TSiteShare[] = [
  {
    id: 'sh1',
    user: { id: 'u2', name: 'Ravi Kumar' },
    email: 'ravi@example.com',
    access_level: 'view',
    invite: false,
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 'sh2',
    user: null,
    email: 'new.person@example.com',
    access_level: 'edit',
    invite: true,
    created_at: '2026-01-02T00:00:00Z',
  },
];

function setup(level: 'edit' | 'full_access' = 'full_access') {
  let shares = [...SHARES];
  const fetch = mockFetch((method, path, body) => {
    if (!path.startsWith('/api/v4/company/c1/sites/s1/shares')) return undefined;
    if (method === 'GET') return { status: 200, body: { shares } };
    const id = path.split('/').pop();
    if (method === 'PATCH') {
      shares = shares.map((s) => (s.id === id ? { ...s, ...(body as object) } : s));
      return { status: 200, body: shares.find((s) => s.id === id) };
    }
    if (method === 'DELETE') {
      shares = shares.filter((s) => s.id !== id);
      return { status: 204, body: undefined };
    }
    return undefined;
  });
  renderFeature(
    <ShareSiteDialog
      companyId="c1"
      site={buildSite({ access_level: level, created_by: { id: 'u1', name: 'Asha Rao' } })}
      onClose={() => undefined}
    />,
  );
  return fetch;
}

describe('ShareSiteDialog (feature-areas §2 Share Site)', () => {
  it('lists the creator and everyone with access, with their levels', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'People with access' });
    expect(await within(list).findByText('Ravi Kumar')).toBeTruthy();
    expect(within(list).getByText('Asha Rao')).toBeTruthy();
    expect(within(list).getByText('Creator')).toBeTruthy();
    expect(within(list).getByText('new.person@example.com')).toBeTruthy();
    expect(within(list).getByText('Invited')).toBeTruthy();
    expect(within(list).getByText('Has not signed up yet')).toBeTruthy();
  });

  it('changes a level and revokes access', async () => {
    const { calls } = setup();
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('combobox', { name: 'Access level of Ravi Kumar' }));
    await userEvent.click(screen.getByRole('option', { name: 'Edit' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PATCH' && c.path.endsWith('/shares/sh1'))).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ access_level: 'edit' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove access for new.person@example.com' }),
    );
    await waitFor(() => expect(screen.queryByText('new.person@example.com')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/shares/sh2'))).toBe(true);
  });

  it('never offers more than the caller holds', async () => {
    setup('edit');
    await screen.findByText('Ravi Kumar');
    await userEvent.click(screen.getByRole('combobox', { name: 'Access level' }));
    const offered = screen.getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['View (view and export)', 'Edit (edit, fly and share)']);
  });
});
