// @vitest-environment jsdom
// The Streams item's badge (issue 12 §2, platform-core §2 "Sidebar"): the number of live streams
// in the active workspace, hidden when none is live.
import type { TStream } from '@sortie/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/factories.ts';
import { mockFetch, renderApp } from '../../testing/render-app.tsx';

const stream = (id: string, status: TStream['status']): TStream => ({
  id,
  company_id: 'p1',
  title: `Stream ${id}`,
  site_id: null,
  status,
  public: false,
  location: null,
  start_time: '2026-11-24T10:00:00Z',
  end_time: null,
  participant_count: 0,
  host: { id: 'u1', name: 'Asha Rao' },
  created_at: '2026-11-24T10:00:00Z',
  etag: 'e',
  recording: null,
});

/** Answers the workspace's stream list with `streams`; everything else is left unanswered. */
function answerStreams(streams: TStream[]) {
  return mockFetch((method, path) =>
    method === 'GET' && path === '/api/v4/company/p1/streams'
      ? { status: 200, body: { streams, next_value: null } }
      : undefined,
  );
}

const badgeOf = () => screen.getByTestId('streams-live-badge').querySelector('.MuiBadge-badge');

describe('sidebar Streams badge', () => {
  it('shows the number of live streams', async () => {
    answerStreams([stream('a', 'live'), stream('b', 'waiting'), stream('c', 'live')]);
    renderApp('/company/p1/home', { user: buildUser() });
    await screen.findByTestId('nav-streams');
    await waitFor(() => expect(badgeOf()?.textContent).toBe('2'));
    expect(badgeOf()?.getAttribute('aria-label')).toBe('2 live streams');
    expect(badgeOf()?.classList.contains('MuiBadge-invisible')).toBe(false);
  });

  it('hides the badge when no stream is live', async () => {
    const { calls } = answerStreams([stream('b', 'waiting')]);
    renderApp('/company/p1/home', { user: buildUser() });
    await screen.findByTestId('nav-streams');
    // Zero is also the count before the answer; the first test shows that answers are counted.
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/v4/company/p1/streams?'))).toBe(true),
    );
    await waitFor(() => expect(badgeOf()?.classList.contains('MuiBadge-invisible')).toBe(true));
  });
});
