// @vitest-environment jsdom
// CollectionDetailsPage composed by its route: every site of the collection a page at a time,
// its map, removing a site, Add sites, Delete Collection, the sample chip and the empty state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCollection, TSite } from '@sortie/domain/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../features/sites/testing/site-factory.ts';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

// MapLibre cannot run in jsdom: the stand-in reports how many shapes it was given.
vi.mock('../../../lib/map/site-map.tsx', () => ({
  SiteMap: ({ geometries }: { geometries: unknown[] }) => (
    <div data-testid="site-map">{geometries.length} shapes</div>
  ),
}));

const user = buildUser({
  companies: [...buildUser().companies, buildCompany({ id: 'c1' })],
});

const sites: TSite[] = Array.from({ length: 25 }, (_, i) =>
  buildSite({ id: `s${i}`, name: `Tower ${String(i).padStart(2, '0')}` }),
);

function collection(overrides: Partial<TCollection> = {}): TCollection {
  return {
    id: 'k1',
    etag: 'e1',
    name: 'East towers',
    total_sites_count: 25,
    sample_data: false,
    bbox: [77, 12, 77.01, 12.01],
    creation_time: '2025-03-01T10:00:00Z',
    created_by: { id: 'u1', name: 'Asha Rao' },
    preview_sites: [],
    ...overrides,
  };
}

function api(options: { collection?: TCollection; members?: TSite[] } = {}) {
  const members = options.members ?? sites;
  return mockFetch((method, path) => {
    if (path === '/api/v4/company/c1/collections/k1' && method === 'GET')
      return { status: 200, body: options.collection ?? collection() };
    if (path === '/api/v4/company/c1/collections/k1' && method === 'DELETE') return { status: 204 };
    if (path === '/api/v4/company/c1/collections/k1/sites' && method === 'DELETE')
      return { status: 200, body: collection({ total_sites_count: members.length - 1 }) };
    if (path === '/api/v4/company/c1/sites')
      return { status: 200, body: { sites: [], next_count: 0, next_value: null, etag: 'e' } };
    return undefined;
  });
}

/** Answers the collection's site pages from `members`, 20 at a time, like the server. */
function withPages(mock: ReturnType<typeof api>, members: TSite[] = sites) {
  const original = mock.fn.getMockImplementation()!;
  mock.fn.mockImplementation((input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    if (
      url.pathname === '/api/v4/company/c1/collections/k1/sites' &&
      (init.method ?? 'GET') === 'GET'
    ) {
      const start = url.searchParams.get('value') ? Number(url.searchParams.get('value')) : 0;
      const page = members.slice(start, start + 20);
      const left = members.length - start - page.length;
      mock.calls.push({
        method: 'GET',
        path: url.pathname + url.search,
        body: undefined,
        headers: {},
      });
      return Promise.resolve(
        new Response(
          JSON.stringify({
            sites: page,
            next_count: left,
            next_value: left > 0 ? String(start + page.length) : null,
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    }
    return original(input, init);
  });
  return mock;
}

describe('collection details route', () => {
  it('lists every site with Load More and maps the listed sites', async () => {
    withPages(api());
    renderApp('/company/c1/collections/k1', { user });
    expect(await screen.findByRole('heading', { name: 'East towers' })).toBeTruthy();
    expect(await screen.findByText('Tower 19')).toBeTruthy();
    expect(screen.queryByText('Tower 20')).toBeNull();
    expect(screen.getByTestId('site-map').textContent).toBe('20 shapes');
    fireEvent.click(screen.getByRole('button', { name: 'Load More (5)' }));
    expect(await screen.findByText('Tower 24')).toBeTruthy();
    expect(screen.getByTestId('site-map').textContent).toBe('25 shapes');
    expect(screen.queryByRole('button', { name: /Load More/ })).toBeNull();
  });

  it('removes a site from the collection through the card menu', async () => {
    const mock = withPages(api());
    renderApp('/company/c1/collections/k1', { user });
    const card = (await screen.findByText('Tower 03')).closest('.MuiCard-root') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Site actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from Collection' }));
    await waitFor(() =>
      expect(
        mock.calls.find((c) => c.method === 'DELETE' && c.path.endsWith('/collections/k1/sites'))
          ?.body,
      ).toEqual({ site_ids: ['s3'] }),
    );
    expect(await screen.findByText('Site removed from collection')).toBeTruthy();
  });

  it('shows the empty state with Add sites, and the sample chip', async () => {
    withPages(api({ collection: collection({ total_sites_count: 0, sample_data: true }) }), []);
    renderApp('/company/c1/collections/k1', { user });
    expect(await screen.findByText('No sites found')).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
    expect(screen.queryByTestId('site-map')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add sites' }));
    expect(await screen.findByRole('dialog', { name: 'Add sites to “East towers”' })).toBeTruthy();
  });

  it('deletes the collection from its menu and goes back to Sites & Collections', async () => {
    const mock = withPages(api());
    const { router } = renderApp('/company/c1/collections/k1', { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Collection actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete Collection' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/c1/sites'));
    expect(
      mock.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/collections/k1')),
    ).toBe(true);
  });
});
