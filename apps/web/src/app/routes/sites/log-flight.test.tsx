// @vitest-environment jsdom
// "Log a flight" on a mission of the site page (issue 10 §7): the web posts a completed flight to
// the pilot app's flights endpoint and the site's progress refreshes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildMission } from '../../../features/missions/testing/mission-factory.ts';
import { buildSite } from '../../../features/sites/testing/site-factory.ts';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

vi.mock('../../../lib/map/site-map.tsx', () => ({
  SiteMap: () => <div data-testid="site-map" />,
}));

const user = buildUser({ companies: [...buildUser().companies, buildCompany({ id: 'c1' })] });

describe('Log a flight', () => {
  it('posts the flown part, its time and notes, then refreshes the site progress', async () => {
    const ux = userEvent.setup();
    let progress = 0;
    const mission = buildMission();
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/company/c1/sites/s1')
        return { status: 200, body: buildSite({ goal: 3600, progress }) };
      if (method === 'GET' && path === '/api/v4/company/c1/sites/s1/missions')
        return { status: 200, body: { missions: [mission] } };
      if (method === 'POST' && path === '/api/v4/company/c1/missions/m1/flights') {
        progress = 1500;
        return {
          status: 201,
          body: {
            counted: true,
            flight: {},
            site: { id: 's1', goal: 3600, progress, remaining_time: 2100, status: 'in_progress' },
          },
        };
      }
      return undefined;
    });
    renderApp('/company/c1/sites/s1', { user });
    await screen.findByTestId('site-map', {}, { timeout: 60_000 });
    await ux.click(await screen.findByRole('button', { name: 'More actions for Morning survey' }));
    await ux.click(await screen.findByRole('menuitem', { name: 'Log a flight' }));

    const dialog = await screen.findByRole('dialog');
    await ux.click(within(dialog).getByLabelText('Part of it'));
    await ux.clear(within(dialog).getByLabelText('From waypoint'));
    await ux.type(within(dialog).getByLabelText('From waypoint'), '2');
    await ux.clear(within(dialog).getByLabelText('To waypoint'));
    await ux.type(within(dialog).getByLabelText('To waypoint'), '5');
    await ux.clear(within(dialog).getByLabelText(/Time in the air/));
    await ux.type(within(dialog).getByLabelText(/Time in the air/), '25');
    await ux.type(within(dialog).getByLabelText('Notes'), 'Gusty after 10:00');
    const detailGets = () =>
      calls.filter((c) => c.method === 'GET' && c.path === '/api/v4/company/c1/sites/s1').length;
    const before = detailGets();
    await ux.click(within(dialog).getByRole('button', { name: 'Log flight' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/v4/company/c1/missions/m1/flights');
    expect(post.body).toMatchObject({
      state: 'completed',
      duration_s: 1500,
      waypoints: { from: 1, to: 4 },
      notes: 'Gusty after 10:00',
      flight_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      started_at: expect.any(String),
    });
    await waitFor(() => expect(detailGets()).toBeGreaterThan(before));
    expect(await screen.findByText(/Flight logged/)).toBeTruthy();
  }, 90_000);
});
