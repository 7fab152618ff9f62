// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../../lib/auth-storage.ts';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { HomeSitesRow } from './home-sites-row.tsx';

function api(sites: unknown[] = []) {
  return mockFetch((method, path) => {
    if (path === '/api/v4/company/c1')
      return {
        status: 200,
        body: {
          id: 'c1',
          fcl: [
            {
              key: 'web_progress_sync',
              type: 'bool',
              enabled: false,
              range: { min: null, max: null },
              used: null,
            },
          ],
        },
      };
    if (path === '/api/v4/company/c1/sites')
      return { status: 200, body: { sites, next_count: 3, next_value: 'x', etag: 'e' } };
    if (method === 'PATCH') return { status: 200, body: {} };
    return undefined;
  });
}

describe('Home Sites row (feature-areas §2)', () => {
  it('shows the no-sites state with Create Site, and the filter state with My Sites', async () => {
    const { calls } = api();
    const ux = userEvent.setup();
    renderFeature(<HomeSitesRow companyId="c1" />);
    expect(
      await screen.findByText('You do not have any sites. Create one to get started'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Site' })).toBeTruthy();
    await ux.click(screen.getByLabelText('My Sites'));
    expect(await screen.findByText('No sites found for the given filter')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      web_preferences: { c1: { homepage_site_filters: { my_sites: true, status: 'none' } } },
    });
    expect(authStorage.getSnapshot().user?.web_preferences).toHaveProperty('c1');
    expect(calls.some((c) => c.path.includes('created_by'))).toBe(true);
  });

  it('shows no scroll arrows on an empty row (the loading cards overflowed, the answer did not)', async () => {
    // jsdom has no layout: make every element report more content than fits, as the five
    // loading cards do on a phone.
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    Object.defineProperty(Element.prototype, 'scrollWidth', {
      configurable: true,
      get: () => 2000,
    });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 400 });
    try {
      api();
      renderFeature(<HomeSitesRow companyId="c1" />);
      expect(
        await screen.findByText('You do not have any sites. Create one to get started'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Scroll sites right' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Scroll sites left' })).toBeNull();
    } finally {
      Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
      Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    }
  });

  it('hides sample sites under My Sites, links View All, and upsells status filtering', async () => {
    api([
      buildSite({ id: 'a', name: 'Mine' }),
      buildSite({ id: 'b', name: 'Demo', sample_data: true }),
    ]);
    const ux = userEvent.setup();
    renderFeature(<HomeSitesRow companyId="c1" />);
    expect(await screen.findByText('Demo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe(
      '/company/c1/sites',
    );
    expect(screen.getByRole('link', { name: 'Upload Site' }).getAttribute('href')).toBe(
      '/company/c1/sites/new?workflow=upload',
    );
    await ux.click(screen.getByLabelText('My Sites'));
    await waitFor(() => expect(screen.queryByText('Demo')).toBeNull());
    expect(screen.getByText('Mine')).toBeTruthy();
    await ux.click(screen.getByRole('combobox', { name: 'Status' }));
    await ux.click(within(screen.getByRole('listbox')).getByText('New'));
    expect(await screen.findByText('Upgrade to Pro')).toBeTruthy();
  });
});
