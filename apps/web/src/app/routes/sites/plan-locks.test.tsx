// @vitest-environment jsdom
// Plan-gated choices on the site page (issue 10 §7): on a plan without them, DJI WPML export and
// a custom elevation model show locked, with the reason and the way to unlock them, instead of
// failing after the click.
import type { TUserCompany } from '@sortie/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../features/sites/testing/site-factory.ts';
import { buildMission } from '../../../features/missions/testing/mission-factory.ts';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

vi.mock('../../../lib/map/site-map.tsx', () => ({
  SiteMap: () => <div data-testid="site-map" />,
}));

const flag = (key: string, enabled: boolean) => ({
  key,
  type: 'bool',
  enabled,
  range: { min: null, max: null },
  used: null,
});

function freePlanSite(role: TUserCompany['role']) {
  mockFetch((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/v4/company/c1')
      return {
        status: 200,
        body: {
          id: 'c1',
          name: 'Skyline Surveys',
          fcl: [flag('custom_elevation', false), flag('wpml_export', false)],
        },
      };
    if (path === '/api/v4/company/c1/sites/s1') return { status: 200, body: buildSite() };
    if (path === '/api/v4/company/c1/sites/s1/missions')
      return { status: 200, body: { missions: [buildMission()] } };
    return undefined;
  });
  const user = buildUser({
    companies: [...buildUser().companies, buildCompany({ id: 'c1', role })],
  });
  renderApp('/company/c1/sites/s1', { user });
  // The lazy site route loads real modules: slow on a busy machine.
  return screen.findByTestId('site-map', {}, { timeout: 60_000 });
}

describe('plan-gated choices on Free', () => {
  it('locks WPML export and custom elevation for a member, who is told to ask the owner', async () => {
    const ux = userEvent.setup();
    await freePlanSite('member');
    const custom = await screen.findByRole('button', { name: 'Custom (Pro plan)' });
    expect(custom.hasAttribute('disabled')).toBe(true);
    const lock = await screen.findByTestId('plan-lock');
    expect(lock.textContent).toBe(
      'Custom elevation is part of the Pro plan. Ask your workspace owner to upgrade.',
    );

    await ux.click(await screen.findByTestId('mission-export'));
    const dji = await screen.findByTestId('export-dji');
    expect(dji.getAttribute('aria-disabled')).toBe('true');
    expect(within(dji).getByText(/WPML export is part of the Pro plan/)).toBeTruthy();
    expect(within(dji).getByText(/Ask your workspace owner to upgrade/)).toBeTruthy();
    expect(screen.getByTestId('export-litchi').getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('export-see-plans')).toBeNull();
  }, 90_000);

  it('gives an admin the way to the plan and usage page', async () => {
    const ux = userEvent.setup();
    await freePlanSite('admin');
    const lock = await screen.findByTestId('plan-lock');
    expect(
      within(lock).getByRole('link', { name: 'See plans and usage' }).getAttribute('href'),
    ).toBe('/company/c1/settings/plan');
    await ux.click(await screen.findByTestId('mission-export'));
    expect((await screen.findByTestId('export-dji')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('export-see-plans').getAttribute('href')).toBe(
      '/company/c1/settings/plan',
    );
  }, 90_000);
});
