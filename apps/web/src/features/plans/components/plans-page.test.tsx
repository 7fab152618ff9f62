// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { FREE_PLAN, PLANS } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';
import { FREE_FCL_ERROR } from '../api/get-free-fcl.ts';

const plans = { status: 200, body: { plans: PLANS.filter((p) => p.public) } };

describe('public Plans page', () => {
  it('loads the Free limits while signed out and shows them as the server sends them', async () => {
    const api = mockFetch((method, path) => {
      if (path === '/api/v4/plans/general') return plans;
      if (path === '/api/v4/plans/free_fcl') return { status: 200, body: { fcl: FREE_PLAN.fcl } };
      return undefined;
    });
    renderApp('/plans');
    const limits = await screen.findByTestId('free-plan-limits');
    expect(limits.textContent).toContain('What the Free plan includes');
    expect(screen.getByTestId('free-limit-max_sites').textContent).toContain('10');
    expect(screen.getByTestId('free-limit-max_polygon_mission_acres').textContent).toContain(
      '75 acres',
    );
    expect(screen.getByTestId('free-limit-storage_mb').textContent).toContain('1 GB');
    expect(screen.getByTestId('free-limit-wpml_export').textContent).toContain('Not included');
    const call = api.calls.find((c) => c.path === '/api/v4/plans/free_fcl');
    // Public: no token is sent.
    expect(call?.headers.Authorization).toBeUndefined();
  });

  it("says 'Unable to fetch free fcl' when the limits cannot be loaded", async () => {
    mockFetch((method, path) => {
      if (path === '/api/v4/plans/general') return plans;
      if (path === '/api/v4/plans/free_fcl')
        return { status: 400, body: { error: { type: 'bad_request', message: 'No.' } } };
      return undefined;
    });
    renderApp('/plans');
    expect(await screen.findByText(FREE_FCL_ERROR)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('free-plan-limits')).toBeNull());
    // The pricing cards still show.
    expect(screen.getByTestId('plan-card-free')).toBeTruthy();
  });
});
