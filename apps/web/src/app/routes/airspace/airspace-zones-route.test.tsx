// @vitest-environment jsdom
// The zone import page (issue 17) is the Super Admin's own route: a member is sent to Forbidden,
// the Super Admin reaches it from the advisory page's link and sees the imported files.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { metaRbacRules } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const staff = () =>
  buildUser({
    designation: ['Super Admin'],
    meta_roles: ['super_admin'],
    meta_rbac_rules: metaRbacRules(),
  });

describe('zone import route', () => {
  it('sends a member to Forbidden, and the advisory page offers them no link', async () => {
    mockFetch();
    const member = renderApp('/airspace-zones', { user: buildUser() });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/forbidden'));
    member.unmount();
    renderApp('/airspace-advisory', { user: buildUser() });
    await screen.findByRole('heading', { name: 'Airspace advisory' });
    expect(screen.queryByRole('link', { name: 'Manage imported zones' })).toBeNull();
  });

  it('takes the Super Admin from the advisory page to the import page', async () => {
    mockFetch((_, path) =>
      path === '/api/v4/airspace/zone-files'
        ? {
            status: 200,
            body: {
              files: [
                {
                  id: 'f1',
                  name: 'notam.geojson',
                  format: 'geojson',
                  source: 'AAI NOTAM 2026-11',
                  zone_count: 3,
                  imported_at: '2026-11-20T09:00:00.000Z',
                },
              ],
            },
          }
        : undefined,
    );
    const app = renderApp('/airspace-advisory', { user: staff() });
    fireEvent.click(await screen.findByRole('link', { name: 'Manage imported zones' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/airspace-zones'));
    expect(await screen.findByRole('heading', { name: 'Airspace zone import' })).toBeTruthy();
    expect(await screen.findByText('notam.geojson · GeoJSON · 3 zones')).toBeTruthy();
  });
});
