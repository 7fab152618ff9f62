// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { SiteCardMenu } from './site-card-menu.tsx';
import { SiteCollectionActionsContext } from './site-collection-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

async function openMenu(site: ReturnType<typeof buildSite>) {
  const fetch = mockFetch((_m, path) =>
    path.endsWith('/features')
      ? { status: 422, body: { error: { type: 'x', message: 'No.' } } }
      : undefined,
  );
  renderFeature(<SiteCardMenu companyId="c1" site={site} />);
  await userEvent.click(screen.getByRole('button', { name: 'Site actions' }));
  return fetch;
}

const items = () => screen.getAllByRole('menuitem').map((i) => i.textContent);

describe('SiteCardMenu exports (feature-areas §2)', () => {
  it('hides mission and GCP exports without a goal or GCPs', async () => {
    await openMenu(buildSite({ goal: null, gcp_count: 0 }));
    expect(items()).not.toContain('Export Missions as KML');
    expect(items().some((t) => t?.startsWith('Export GCPs'))).toBe(false);
    expect(items()).toContain('Export Elevations as CSV');
  });

  it('offers them with a goal above 0 and GCPs and asks for the chosen format', async () => {
    const { calls } = await openMenu(buildSite({ goal: 3600, gcp_count: 4 }));
    expect(items()).toEqual(
      expect.arrayContaining([
        'Export Missions as KML',
        'Export GCPs as CSV',
        'Export GCPs as KML',
        'Export GCPs as gcp_list.txt',
      ]),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export GCPs as KML' }));
    expect(calls.at(-1)?.path).toBe(
      '/api/v4/company/c1/sites/s1/features?map_feature=GCP&output_format=KML',
    );
  });

  it('offers no elevation grid for a point site', async () => {
    await openMenu(
      buildSite({ site_type: 'point', geometry: { type: 'Point', coordinates: [77, 12] } }),
    );
    expect(items()).not.toContain('Export Elevations as CSV');
  });
});

describe('SiteCardMenu on sites shared in from another workspace', () => {
  it('offers neither Add to Collection nor Share Site, which only its workspace can do', async () => {
    mockFetch(() => undefined);
    const actions = { addToCollection: vi.fn() };
    const menu = (external: boolean) => (
      <SiteCollectionActionsContext.Provider value={actions}>
        <SiteCardMenu companyId="c1" site={buildSite({ external, access_level: 'edit' })} />
      </SiteCollectionActionsContext.Provider>
    );
    const { unmount } = renderFeature(menu(false));
    await userEvent.click(screen.getByRole('button', { name: 'Site actions' }));
    expect(items()).toEqual(expect.arrayContaining(['Add to Collection', 'Share Site']));
    unmount();
    renderFeature(menu(true));
    await userEvent.click(screen.getByRole('button', { name: 'Site actions' }));
    expect(items()).not.toContain('Add to Collection');
    expect(items()).not.toContain('Share Site');
    expect(items()).toContain('Export Site as KML');
  });
});
