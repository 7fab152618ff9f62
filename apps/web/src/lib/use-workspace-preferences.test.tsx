// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { rbacRulesFor } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from './auth-storage.ts';
import { PREFERENCES_SAVE_DELAY_MS, useWorkspacePreferences } from './use-workspace-preferences.ts';

const user = {
  id: 'u1',
  name: 'Asha',
  companies: [],
  invites: [],
  rbac_rules: rbacRulesFor(),
  meta_rbac_rules: {},
  meta_roles: [],
  designation: [],
  web_schema_version: 8,
  personal_space_id: 'p1',
  web_preferences: { p1: { group: 'created_at', view: 'column' } },
} as unknown as TUser;

describe('useWorkspacePreferences', () => {
  let bodies: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    authStorage.saveSession({
      id_token: 'token',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      user,
    });
    bodies = [];
    vi.stubGlobal('fetch', (_input: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string));
      return Promise.resolve(new Response(JSON.stringify(user), { status: 200 }));
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('falls back to the personal-space preferences', () => {
    const { result } = renderHook(() => useWorkspacePreferences('c1'));
    expect(result.current[0].group).toBe('created_at');
    expect(result.current[0].view).toBe('column');
  });

  it('applies changes at once and saves them once, 300 ms after the last', async () => {
    const { result } = renderHook(() => useWorkspacePreferences('c1'));
    act(() => result.current[1]((p) => ({ ...p, view: 'grid' })));
    act(() => result.current[1]((p) => ({ ...p, group: null })));
    expect(result.current[0]).toMatchObject({ view: 'grid', group: null });
    await act(() => vi.advanceTimersByTimeAsync(PREFERENCES_SAVE_DELAY_MS - 10));
    expect(bodies).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(bodies).toEqual([
      { web_preferences: { c1: expect.objectContaining({ view: 'grid', group: null }) } },
    ]);
  });

  it('only logs a failed save', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useWorkspacePreferences('c1'));
    act(() => result.current[1]((p) => ({ ...p, view: 'grid' })));
    await act(() => vi.advanceTimersByTimeAsync(PREFERENCES_SAVE_DELAY_MS + 10));
    expect(log).toHaveBeenCalled();
    expect(result.current[0].view).toBe('grid');
  });

  it('normalises every change by the §4 rules before storing and sending it', async () => {
    const { result } = renderHook(() => useWorkspacePreferences('c1'));
    act(() =>
      result.current[1]({
        filters: {
          search_query: '  ridge  ',
          created_between: ['-7d'] as unknown as '-7d',
          pilots: [],
          created_by: [],
        },
        group: 'none' as unknown as null,
      }),
    );
    const expected = {
      filters: { search_query: 'ridge', created_between: '-7d', pilots: null, created_by: null },
      group: null,
      view: 'column', // kept from the personal-space preferences it started from
    };
    expect(result.current[0]).toMatchObject(expected);
    expect(authStorage.getSnapshot().user?.web_preferences.c1).toMatchObject(expected);
    await act(() => vi.advanceTimersByTimeAsync(PREFERENCES_SAVE_DELAY_MS));
    expect(bodies).toEqual([{ web_preferences: { c1: expect.objectContaining(expected) } }]);
  });

  it('sends a waiting save at once when the screen unmounts', async () => {
    const { result, unmount } = renderHook(() => useWorkspacePreferences('c1'));
    act(() => result.current[1]({ view: 'grid' }));
    expect(bodies).toHaveLength(0);
    unmount();
    // No time passes: the request goes out on unmount, not when the 300 ms timer would fire.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodies).toEqual([
      { web_preferences: { c1: expect.objectContaining({ view: 'grid' }) } },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(PREFERENCES_SAVE_DELAY_MS * 2));
    expect(bodies).toHaveLength(1);
  });

  it('sends a waiting save at once when the page is hidden, and only once', async () => {
    const { result } = renderHook(() => useWorkspacePreferences('c1'));
    act(() => result.current[1]({ group: 'status' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(bodies).toEqual([
      { web_preferences: { c1: expect.objectContaining({ group: 'status' }) } },
    ]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(() => vi.advanceTimersByTimeAsync(PREFERENCES_SAVE_DELAY_MS * 2));
    expect(bodies).toHaveLength(1);
  });
});
