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
});
