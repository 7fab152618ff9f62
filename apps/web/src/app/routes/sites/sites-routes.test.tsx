// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

// MapLibre cannot run in jsdom.
vi.mock('../../../lib/map/site-map.tsx', () => ({
  SiteMap: () => <div data-testid="site-map" />,
}));

const user = buildUser({
  companies: [...buildUser().companies, buildCompany({ id: 'c1' })],
});

function api() {
  return mockFetch((_method, path) => {
    if (path === '/api/v4/company/c1/collections')
      return { status: 200, body: { collections: [], next_page: null } };
    if (path === '/api/v4/company/c1/sites')
      return { status: 200, body: { sites: [], next_count: 0, next_value: null, etag: 'e' } };
    if (path === '/api/v4/company/c1/members') return { status: 200, body: { members: [] } };
    return undefined;
  });
}

describe('sites routes', () => {
  it('composes the Sites & Collections page', async () => {
    api();
    renderApp('/company/c1/sites', { user });
    expect(await screen.findByRole('heading', { name: 'Sites & Collections' })).toBeTruthy();
    expect(await screen.findByText('No collections found')).toBeTruthy();
    expect(
      screen.getByText(
        'Collection can be used to group sites. Think of collections as an album of photos',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('No sites found')).toBeTruthy();
  });

  it('opens the upload workflow for siteId new', async () => {
    api();
    renderApp('/company/c1/sites/new?workflow=upload', { user });
    expect(await screen.findByRole('heading', { name: 'Upload Site' })).toBeTruthy();
    expect(screen.getByLabelText('Site file').getAttribute('accept')).toBe(
      '.kml,.kmz,.geojson,.json,.zip',
    );
    expect(screen.getByTestId('site-map')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save site' })).toBeTruthy();
  });
});
