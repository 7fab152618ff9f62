// @vitest-environment jsdom
// Flight progress on the site card and the status toggle of the details panel (issue 6 item 5).
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { siteProgressText } from '../utils/site-format.ts';
import { SiteCard } from './site-card.tsx';
import { SiteInfoPanel } from './site-info-panel.tsx';

const noop = () => undefined;

describe('site progress', () => {
  it('shows time left, a progress bar and pending sync on the card', () => {
    mockFetch();
    renderFeature(
      <SiteCard
        companyId="c1"
        site={buildSite({
          goal: 7200,
          progress: 1800,
          remaining_time: 5400,
          status: 'in_progress',
          pending_sync: true,
        })}
        units={DEFAULT_UNIT_PREFERENCES}
        progressSync
      />,
    );
    const card = screen.getByTestId('site-card');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('1 h 30 min left')).toBeTruthy();
    expect(within(card).getByText('Pending sync')).toBeTruthy();
  });

  it('says Complete when the status is Complete, even before the goal', () => {
    expect(siteProgressText({ goal: 600, remaining_time: 300, status: 'complete' })).toBe(
      'Complete',
    );
    expect(siteProgressText({ goal: null, remaining_time: null, status: 'complete' })).toBe(
      'Complete',
    );
    expect(siteProgressText({ goal: null, remaining_time: null, status: 'new' })).toBeNull();
    mockFetch();
    renderFeature(
      <SiteCard
        companyId="c1"
        site={buildSite({ goal: null, status: 'complete' })}
        units={DEFAULT_UNIT_PREFERENCES}
        progressSync
      />,
    );
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(screen.queryByText('Pending sync')).toBeNull();
  });

  it('lets edit access toggle the status (PATCH with If-Match)', async () => {
    const { calls } = mockFetch((method) =>
      method === 'PATCH'
        ? { status: 200, body: buildSite({ status: 'complete', etag: 'e2' }) }
        : undefined,
    );
    renderFeature(
      <SiteInfoPanel
        companyId="c1"
        site={buildSite({ status: 'in_progress', progress: 600, pending_sync: true })}
        units={DEFAULT_UNIT_PREFERENCES}
        onShare={noop}
        onDelete={noop}
      />,
    );
    expect(screen.getByText('Pending sync')).toBeTruthy();
    expect(screen.getByText('10 min')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Status' });
    expect(
      within(group).getByRole('button', { name: 'In Progress' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.setup().click(within(group).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.body).toEqual({ status: 'complete' });
    expect(patch.headers['If-Match']).toBe('e1');
  });

  it('shows the status without a toggle for view access', () => {
    mockFetch();
    renderFeature(
      <SiteInfoPanel
        companyId="c1"
        site={buildSite({ status: 'complete', access_level: 'view' })}
        units={DEFAULT_UNIT_PREFERENCES}
        onShare={noop}
        onDelete={noop}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Status' })).toBeNull();
    // The status chip, and the flying-time row.
    expect(screen.getAllByText('Complete')).toHaveLength(2);
  });
});
