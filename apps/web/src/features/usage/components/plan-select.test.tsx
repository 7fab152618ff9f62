// @vitest-environment jsdom
import { metaRbacRules } from '@sortie/domain';
import type { TCompanyUsage } from '@sortie/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const row = (plan: TCompanyUsage['plan']): TCompanyUsage => ({
  id: 'c9',
  name: 'Skyline Surveys',
  personal_space: false,
  plan,
  members: 5,
  sites: 3,
  missions: 7,
  storage_bytes: 1024,
  last_activity: null,
  created_at: '2026-01-01T00:00:00Z',
});

const staffUser = () =>
  buildUser({
    designation: ['Super Admin'],
    meta_rbac_rules: metaRbacRules(),
    meta_roles: ['super_admin'],
  });

describe('plan of a workspace on Product usage', () => {
  it('lets platform staff move a workspace to another plan', async () => {
    let plan = { name: 'Free', key: '' };
    const { calls } = mockFetch((method, path, body) => {
      if (method === 'GET' && path === '/api/v4/usage/companies') {
        return { status: 200, body: { companies: [row(plan)], total: 1, page: 1, limit: 20 } };
      }
      if (method === 'PATCH' && path === '/api/v4/usage/companies/c9/plan') {
        plan = { name: 'Pro', key: (body as { plan_key: string }).plan_key };
        return { status: 200, body: { id: 'c9', plan } };
      }
      return undefined;
    });
    renderApp('/usage', { user: staffUser() });
    const ux = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Plan of Skyline Surveys' });
    expect(select.textContent).toBe('Free');
    await ux.click(select);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Free',
      'Pro',
      'No Limit',
    ]);
    await ux.click(options.getByRole('option', { name: 'Pro' }));
    expect(await screen.findByText('Skyline Surveys is now on the Pro plan.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ plan_key: 'pro' });
    expect(
      (await screen.findByRole('combobox', { name: 'Plan of Skyline Surveys' })).textContent,
    ).toBe('Pro');
  });

  it('shows the server’s sentence when the change is refused', async () => {
    mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/usage/companies') {
        return {
          status: 200,
          body: { companies: [row({ name: 'Free', key: '' })], total: 1, page: 1, limit: 20 },
        };
      }
      if (method === 'PATCH') {
        return {
          status: 403,
          body: { error: { type: 'forbidden', message: 'You do not have access to this.' } },
        };
      }
      return undefined;
    });
    renderApp('/usage', { user: staffUser() });
    const ux = userEvent.setup();
    await ux.click(await screen.findByRole('combobox', { name: 'Plan of Skyline Surveys' }));
    await ux.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pro' }));
    expect(await screen.findByText('You do not have access to this.')).toBeTruthy();
  });
});
