// @vitest-environment jsdom
// Setting a site's flying time goal from the details panel (issue 6 item 5): hours and minutes,
// validated, saved with If-Match; a stale etag says so; the progress bar follows the goal.
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { SiteInfoPanel } from './site-info-panel.tsx';

const noop = () => undefined;
const company = {
  id: 'c1',
  fcl: [
    {
      key: 'web_progress_sync',
      type: 'bool',
      enabled: true,
      range: { min: null, max: null },
      used: null,
    },
  ],
};

function panel(site = buildSite()) {
  return renderFeature(
    <SiteInfoPanel
      companyId="c1"
      site={site}
      units={DEFAULT_UNIT_PREFERENCES}
      onShare={noop}
      onDelete={noop}
    />,
  );
}

describe('site goal', () => {
  it('sets a goal in hours and minutes with If-Match', async () => {
    const { calls } = mockFetch((method) =>
      method === 'PATCH'
        ? { status: 200, body: buildSite({ goal: 9000, remaining_time: 9000, etag: 'e2' }) }
        : undefined,
    );
    panel(buildSite({ goal: null }));
    expect(screen.getByTestId('site-goal').textContent).toBe('No goal set');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set goal' }));
    const save = screen.getByRole('button', { name: 'Save goal' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Hours'), '2');
    await user.type(screen.getByLabelText('Minutes'), '75');
    expect(screen.getByRole('alert').textContent).toBe('Enter whole minutes from 0 to 59.');
    expect(save).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Minutes'));
    await user.type(screen.getByLabelText('Minutes'), '30');
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ goal: 9000 });
    expect(patch.headers['If-Match']).toBe('e1');
  });

  it('removes a goal, and says when someone else changed the site (412)', async () => {
    const { calls } = mockFetch((method) =>
      method === 'PATCH'
        ? {
            status: 412,
            body: { error: { type: 'precondition_failed', message: 'Stale.' } },
          }
        : undefined,
    );
    panel(buildSite({ goal: 3600, remaining_time: 3600 }));
    expect(screen.getByTestId('site-goal').textContent).toBe('1 h');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change goal' }));
    expect(screen.getByLabelText<HTMLInputElement>('Hours').value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Remove goal' }));
    await screen.findByText(/changed by someone else/);
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ goal: null });
  });

  it('shows the goal without editing for view access', () => {
    mockFetch();
    panel(buildSite({ goal: 7200, remaining_time: 5400, progress: 1800, access_level: 'view' }));
    expect(screen.getByTestId('site-goal').textContent).toBe('2 h');
    expect(screen.queryByRole('button', { name: /goal/i })).toBeNull();
    expect(screen.getByText('1 h 30 min left')).toBeTruthy();
  });

  it('draws the progress bar when the plan has progress sync', async () => {
    mockFetch((_m, path) =>
      path === '/api/v4/company/c1' ? { status: 200, body: company } : undefined,
    );
    panel(buildSite({ goal: 7200, remaining_time: 5400, progress: 1800, status: 'in_progress' }));
    const bar = await screen.findByRole('progressbar', { name: 'Flying progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });
});
