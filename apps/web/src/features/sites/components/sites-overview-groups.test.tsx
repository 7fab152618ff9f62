// @vitest-environment jsdom
// Sites & Collections page, grouped (feature-areas §2): sections with their own empty texts and
// Load More, the Filters badge, and cancelled requests that never reach the user.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultWorkspacePreferences } from '@sortie/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotices, useCurrentNotice } from '../../../lib/notify.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch } from '../../../testing/render-app.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { renderFeature } from '../testing/render-feature.tsx';
import { SitesOverviewPage } from './sites-overview-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearNotices();
});

/** Shows the notice the app's snackbar would show. */
function NoticeProbe() {
  return <output data-testid="notice">{useCurrentNotice()?.message ?? ''}</output>;
}

function userWith(prefs: Partial<ReturnType<typeof defaultWorkspacePreferences>>) {
  const base = buildUser();
  return buildUser({
    web_preferences: { c1: { ...defaultWorkspacePreferences(), ...prefs } },
    companies: base.companies,
  });
}

const members = { status: 200, body: { members: [] } };
const page = (names: string[], next: string | null, left = 0) => ({
  sites: names.map((n) => buildSite({ id: n, name: n })),
  next_count: left,
  next_value: next,
});

describe('SitesOverviewPage grouped by Created At', () => {
  it('shows each section with its empty text and pages one section at a time', async () => {
    const { calls, fn } = mockFetch((_method, path) => {
      if (path === '/api/v4/company/c1/members') return members;
      return undefined;
    });
    // The list answers depend on the query string, which the handler does not see.
    const original = fn.getMockImplementation()!;
    fn.mockImplementation((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/v4/company/c1/sites') return original(input, init);
      calls.push({ method: 'GET', path: url.pathname + url.search, body: undefined, headers: {} });
      const body = url.searchParams.get('group')
        ? { ...page(['Week 3'], null), etag: 'g' }
        : {
            groups: {
              this_week: page(['Week 1', 'Week 2'], 'cursor-w', 1),
              earlier_this_month: page([], null),
              last_3_months: page(['Spring'], null),
              before_4_months: page([], null),
            },
            etag: 'e',
          };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />, {
      user: userWith({ group: 'created_at' }),
    });
    const week = await screen.findByRole('region', { name: 'This Week' });
    expect(await within(week).findByText('Week 1')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Earlier This Month' })).getByText(
        'No sites created earlier this month',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Older' })).getByText('No older sites'),
    ).toBeTruthy();
    const spring = screen.getByRole('region', { name: 'Last 3 Months' });
    expect(within(spring).queryByRole('button', { name: /Load More/ })).toBeNull();

    await ux.click(within(week).getByRole('button', { name: 'Load More (1)' }));
    expect(await within(week).findByText('Week 3')).toBeTruthy();
    const groupCall = calls.find((c) => c.path.includes('group=this_week'));
    expect(groupCall?.path).toContain('value=cursor-w');
    expect(groupCall?.path).toContain('group_by=created_at');
    expect(within(week).queryByRole('button', { name: /Load More/ })).toBeNull();
  });
});

describe('SitesOverviewPage filters', () => {
  it('counts the Filters menu choices in its badge and clears them', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/company/c1/members') return members;
      if (path === '/api/v4/company/c1/sites')
        return { status: 200, body: { ...page([], null), etag: 'x' } };
      if (method === 'PATCH') return { status: 200, body: {} };
      return undefined;
    });
    const ux = userEvent.setup();
    renderFeature(<SitesOverviewPage companyId="c1" />, {
      user: userWith({
        filters: {
          search_query: null,
          created_between: '-7d',
          pilots: [{ id: 'u9' }],
          created_by: null,
        },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Filters, 2 set' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.includes('created_between'))).toBe(true));
    await ux.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('ignores cancelled requests but tells about failed ones', async () => {
    let failure: 'abort' | 'server' = 'abort';
    const { fn } = mockFetch((_method, path) => {
      if (path === '/api/v4/company/c1/members') return members;
      return undefined;
    });
    const original = fn.getMockImplementation()!;
    fn.mockImplementation((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/v4/company/c1/sites') return original(input, init);
      if (failure === 'abort')
        return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
      return Promise.resolve(
        new Response(JSON.stringify({ error: { type: 'boom', message: 'Boom.' } }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    const first = renderFeature(
      <>
        <SitesOverviewPage companyId="c1" />
        <NoticeProbe />
      </>,
    );
    await waitFor(() => expect(fn.mock.calls.some(([u]) => u.includes('/sites'))).toBe(true));
    // The cancelled request has settled once the page stops showing it loads; by then a notice
    // would have been raised in the same commit.
    await waitFor(() => expect(screen.queryAllByLabelText('Loading sites')).toHaveLength(0));
    expect(screen.getByTestId('notice').textContent).toBe('');
    first.unmount();

    failure = 'server';
    renderFeature(
      <>
        <SitesOverviewPage companyId="c1" />
        <NoticeProbe />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('notice').textContent).toBe('Unable to fetch sites!'),
    );
  });
});
