// @vitest-environment jsdom
// The recordings pages and the home Live Streams row: the rules (2 of the last 7 days, live
// first; the overview's filters) and the recording page rendered through the real routes.
import type { TRecordingView, TStream } from '@sortie/domain/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp, signIn } from '../../../testing/render-app.tsx';
import { setBrandKey } from '../../../lib/api-client.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearNotices, noticeTone, useCurrentNotice } from '../../../lib/notify.ts';
import { pickHomeStreams } from '../api/streams.ts';
import { HomeStreamsRow } from './home-streams-row.tsx';
import { matchesStreamFilter } from './stream-filters.tsx';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const stream = (id: string, change: Partial<TStream> = {}): TStream => ({
  id,
  company_id: 'p1',
  title: `Stream ${id}`,
  site_id: null,
  status: 'ended',
  public: false,
  location: null,
  start_time: new Date(NOW - day).toISOString(),
  end_time: null,
  participant_count: 0,
  host: { id: 'u1', name: 'Asha Rao' },
  created_at: new Date(NOW - day).toISOString(),
  etag: 'e',
  recording: null,
  ...change,
});

describe('home Live Streams row rules', () => {
  it('keeps at most 2 streams of the last 7 days, live first then newest', () => {
    const picked = pickHomeStreams(
      [
        stream('old', { start_time: new Date(NOW - 8 * day).toISOString() }),
        stream('newer', { start_time: new Date(NOW - 1000).toISOString() }),
        stream('live', { status: 'live', start_time: new Date(NOW - 3 * day).toISOString() }),
        stream('waiting', { status: 'waiting', start_time: null }),
        stream('older', { start_time: new Date(NOW - 2 * day).toISOString() }),
      ],
      NOW,
    );
    expect(picked.map((s) => s.id)).toEqual(['live', 'newer']);
    expect(pickHomeStreams([stream('old', { start_time: '2026-01-01T00:00:00Z' })], NOW)).toEqual(
      [],
    );
  });

  it('filters the overview by status and title', () => {
    const ready = stream('r', {
      title: 'North façade',
      recording: {
        state: 'ready',
        stop_reason: null,
        size_bytes: 10,
        duration_s: 5,
        started_at: '2026-11-24T10:00:00Z',
        stopped_at: '2026-11-24T10:01:00Z',
      },
    });
    const live = stream('l', { status: 'live', title: 'Roof' });
    expect(matchesStreamFilter(ready, { status: 'recordings', search: '' })).toBe(true);
    expect(matchesStreamFilter(live, { status: 'recordings', search: '' })).toBe(false);
    expect(matchesStreamFilter(live, { status: 'live', search: 'ROO' })).toBe(true);
    expect(matchesStreamFilter(ready, { status: 'all', search: 'façade' })).toBe(true);
    expect(matchesStreamFilter(ready, { status: 'all', search: 'roof' })).toBe(false);
  });
});

describe('RecordingViewPage', () => {
  // jsdom has no layout and no ResizeObserver; the detection overlay only needs one to exist.
  afterEach(() => vi.unstubAllGlobals());
  it('plays a ready recording with download and AI detection, and explains a full store', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const view: TRecordingView = {
      recording: {
        state: 'ready',
        stop_reason: 'storage_full',
        size_bytes: 3 * 1024 * 1024,
        duration_s: 75,
        started_at: '2026-11-24T10:00:00Z',
        stopped_at: '2026-11-24T10:01:15Z',
      },
      play_url: '/api/v4/streams/s9/recording.mp4?token=t',
      download_url: '/api/v4/streams/s9/recording.mp4?token=t&download=1',
    };
    mockFetch((_method, path) => {
      if (path.endsWith('/streams/s9/recording')) return { status: 200, body: view };
      if (path.endsWith('/streams/s9')) {
        return {
          status: 200,
          body: stream('s9', { title: 'Bridge pier', recording: view.recording }),
        };
      }
      return undefined;
    });
    renderApp('/company/p1/streams/s9/recording', { user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Bridge pier' })).toBeTruthy();
    const video = await screen.findByTestId('recording-video');
    expect(video.getAttribute('src')).toBe(view.play_url);
    expect(screen.getByTestId('recording-download').getAttribute('href')).toBe(view.download_url);
    expect(screen.getByText(/1:15 · 3 MB/)).toBeTruthy();
    expect(screen.getByText(/stopped early: the workspace storage was full/)).toBeTruthy();
    // The route composes the AI detection toggle under the recording (issue 13), off at first.
    expect(await screen.findByTestId('ai-detection', {}, { timeout: 20_000 })).toBeTruthy();
  });
});

describe('home Live Streams row', () => {
  const renderRow = () => {
    signIn(buildUser());
    setBrandKey('india');
    return render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <HomeStreamsRow
            companyId="p1"
            viewAllHref="/company/p1/streams"
            hrefOf={(s) => (s.status === 'live' ? `/live/${s.id}` : `/recording/${s.id}`)}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('says a failed list in the error toast, not inside the row', async () => {
    mockFetch((_method, path) =>
      path.endsWith('/company/p1/streams')
        ? { status: 400, body: { error: { type: 'bad_request', message: 'No.' } } }
        : undefined,
    );
    const notice = renderHook(() => useCurrentNotice());
    renderRow();
    await waitFor(() =>
      expect(notice.result.current?.message).toBe('Unable to fetch livestreams!'),
    );
    expect(notice.result.current && noticeTone(notice.result.current.code)).toBe('error');
    expect(screen.queryByText('Unable to fetch livestreams!')).toBeNull();
    expect(screen.getByText('Live Streams')).toBeTruthy();
    act(() => clearNotices());
  });

  it('shows the empty state and the View all button', async () => {
    mockFetch((_method, path) =>
      path.endsWith('/company/p1/streams')
        ? { status: 200, body: { streams: [], next_value: null } }
        : undefined,
    );
    renderRow();
    expect(await screen.findByText('No Live Drone Streams')).toBeTruthy();
    expect(
      screen.getByText('View all streams and recordings').closest('a')?.getAttribute('href'),
    ).toBe('/company/p1/streams');
  });

  it('lists a live stream first, linking live and ended ones to their pages', async () => {
    const now = Date.now();
    mockFetch((_method, path) =>
      path.endsWith('/company/p1/streams')
        ? {
            status: 200,
            body: {
              streams: [
                stream('e1', { title: 'Done', start_time: new Date(now - 60_000).toISOString() }),
                stream('l1', {
                  status: 'live',
                  title: 'On air',
                  start_time: new Date(now - day).toISOString(),
                }),
              ],
              next_value: null,
            },
          }
        : undefined,
    );
    renderRow();
    const live = await screen.findByText('On air');
    expect(live.closest('a')?.getAttribute('href')).toBe('/live/l1');
    expect(screen.getByText('Done').closest('a')?.getAttribute('href')).toBe('/recording/e1');
  });
});
