// @vitest-environment jsdom
// A pushed `docks.state` (decision 302) lands in the states cache of the dock cards and the
// cockpit without a refetch; states of other workspaces or of docks not asked for are ignored.
import { cleanup, renderHook, waitFor, act } from '@testing-library/react';
import type { TDockState } from '@sortie/domain/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitRealtimeEvent } from '../../../lib/realtime.ts';
import {
  DockTestProviders,
  dockStateFixture,
  signInForDockTests,
} from '../test/dock-test-render.tsx';
import { dockKeys, useDockStates } from './docks.ts';

const state = (sn: string, change: Partial<TDockState> = {}): TDockState =>
  dockStateFixture({ sn, ...change });

describe('useDockStates with pushed states', () => {
  let fetches: string[];
  beforeEach(() => {
    fetches = [];
    signInForDockTests();
    vi.stubGlobal('fetch', (input: string) => {
      fetches.push(String(input));
      const body = { docks: [state('DOCK1'), state('DOCK2')] };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('writes the pushed state into the cache without a refetch', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DockTestProviders client={client}>{children}</DockTestProviders>
    );
    const { result } = renderHook(() => useDockStates('c1', ['DOCK1', 'DOCK2']), { wrapper });
    await waitFor(() => expect(result.current.data?.get('DOCK1')?.wind_speed).toBe(2));
    expect(fetches).toHaveLength(1);

    const gusty = state('DOCK1', {
      wind_speed: 13.5,
      pill: { kind: 'gust', label: 'Gust - N/A', color: 'red' },
    });
    act(() => emitRealtimeEvent('c1', { name: 'docks.state', data: gusty }));
    // Observers hear of cache writes on the query client's next tick: wait for the render.
    await waitFor(() => expect(result.current.data?.get('DOCK1')).toEqual(gusty));
    expect(result.current.data?.get('DOCK2')?.wind_speed).toBe(2);

    // Another workspace's dock, and a dock this page did not ask for: left alone.
    act(() =>
      emitRealtimeEvent('c2', { name: 'docks.state', data: state('DOCK2', { wind_speed: 9 }) }),
    );
    act(() => emitRealtimeEvent('c1', { name: 'docks.state', data: state('DOCK9') }));
    // The cache itself is written at once: read it, not the (next-tick) render.
    const cached = client.getQueryData<Map<string, TDockState>>(
      dockKeys.states('c1', ['DOCK1', 'DOCK2']),
    );
    expect(cached?.get('DOCK1')).toEqual(gusty);
    expect(cached?.get('DOCK2')?.wind_speed).toBe(2);
    expect(cached?.has('DOCK9')).toBe(false);
    expect(fetches).toHaveLength(1);
    client.clear();
  });
});
