// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { renderFeature } from '../testing/render-feature.tsx';
import { SitesOverviewPage } from './sites-overview-page.tsx';

const company = (progressSync: boolean) => ({
  id: 'c1',
  fcl: [
    {
      key: 'web_progress_sync',
      type: 'bool',
      enabled: progressSync,
      range: { min: null, max: null },
      used: null,
    },
  ],
});

function api(options: { sites?: unknown[]; progressSync?: boolean } = {}) {
  return mockFetch((method, path) => {
    if (path === '/api/v4/company/c1')
      return { status: 200, body: company(options.progressSync ?? false) };
    if (path === '/api/v4/company/c1/members')
      return {
        status: 200,
        body: {
          members: [
            { user_id: 'u2', name: '', leaving_date: null },
            { user_id: 'u1', name: 'Asha Rao', leaving_date: null },
            { user_id: 'u3', name: 'Gone', leaving_date: '2025-01-01T00:00:00Z' },
          ],
        },
      };
    if (path === '/api/v4/company/c1/sites')
      return {
        status: 200,
        body: { sites: options.sites ?? [], next_count: 0, next_value: null, etag: 'x' },
      };
    if (method === 'PATCH' && path === '/api/v4/users/u1') return { status: 200, body: {} };
    return undefined;
  });
}

describe('SitesOverviewPage (feature-areas §2)', () => {
  it('shows the empty state with Draw Site', async () => {
    api();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    expect(screen.getByRole('heading', { name: 'Sites & Collections' })).toBeTruthy();
    expect(await screen.findByText('No sites found')).toBeTruthy();
    expect(screen.getByText('Create your first site to get started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Draw Site' }).getAttribute('href')).toBe(
      '/company/c1/sites/new?workflow=draw',
    );
  });

  it('lists sites and sends the search after the debounce, then offers Clear Filters', async () => {
    const { calls } = api({ sites: [buildSite()] });
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    expect(await screen.findByTestId('site-card')).toBeTruthy();
    await ux.click(screen.getByRole('button', { name: 'Search sites' }));
    await ux.type(screen.getByRole('textbox', { name: 'Search sites' }), 'north');
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('search_query%22%3A%22north'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });

  it('says a search matched nothing, not "create your first site", and clears the search', async () => {
    api();
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    expect(await screen.findByText('No sites found')).toBeTruthy();
    await ux.click(screen.getByRole('button', { name: 'Search sites' }));
    await ux.type(screen.getByRole('textbox', { name: 'Search sites' }), 'zzz');
    expect(await screen.findByText('No sites match “zzz”')).toBeTruthy();
    expect(screen.queryByText('Create your first site to get started')).toBeNull();
    // The empty state's own button (the search field has an icon button of the same name).
    await ux.click(screen.getByText('Clear search', { selector: 'button' }));
    expect(await screen.findByText('Create your first site to get started')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search sites' }).value).toBe('');
  });

  it('lists the signed-in user first in Created By, labelled (You)', async () => {
    api();
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    await ux.click(screen.getByRole('button', { name: /Created By/ }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((i) => i.textContent)).toEqual([
      'Asha Rao (You)',
      'No Name Set',
      'Gone (Removed)',
    ]);
    await ux.click(screen.getByLabelText('Show removed members'));
    expect(screen.queryByText('Gone (Removed)')).toBeNull();
  });

  it('locks status grouping behind the pro dialog without progress sync', async () => {
    api();
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    await ux.click(screen.getByRole('button', { name: 'Group By' }));
    await ux.click(within(screen.getByRole('menu')).getByText('Status'));
    expect(await screen.findByText('Upgrade to Pro')).toBeTruthy();
  });

  it('loads more sites with the cursor of the last page, showing "200+" past the cap', async () => {
    let n = 0;
    const { calls } = mockFetch((_method, path) => {
      if (path === '/api/v4/company/c1/sites') {
        n += 1;
        return n === 1
          ? {
              status: 200,
              body: {
                sites: [buildSite({ id: 'a', name: 'First' })],
                // More left than the server counts (decision 102).
                next_count: 200,
                next_count_capped: true,
                next_value: 'cur-1',
                etag: 'x',
              },
            }
          : {
              status: 200,
              body: {
                sites: [buildSite({ id: 'b', name: 'Second' })],
                next_count: 0,
                next_value: null,
                etag: 'x',
              },
            };
      }
      if (path === '/api/v4/company/c1/members') return { status: 200, body: { members: [] } };
      return undefined;
    });
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />);
    await ux.click(await screen.findByRole('button', { name: 'Load More (200+)' }));
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.getByText('First')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('value=cur-1') && c.path.includes('limit=20'))).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: /Load More/ })).toBeNull();
  });
});
