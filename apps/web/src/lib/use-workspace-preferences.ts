// The signed-in user's preferences for one workspace (platform-core §3 web_preferences, §4;
// feature-areas §7 "Update preferences"): read with preferencesForWorkspace (falling back to the
// personal space), normalised by the §4 rules on every change, applied to the stored user at once
// so every screen sees the choice, and saved with a 300 ms debounced PATCH /users/{id} carrying
// only this workspace's entry. A save still waiting is sent at once when the screen unmounts, the
// workspace changes or the page is hidden (tab switched, window closed), so a choice made just
// before leaving is not lost. A failed save is only logged (§8: reported, never shown).
import {
  normaliseWorkspacePreferences,
  preferencesForWorkspace,
  withWorkspacePreferences,
  type TWorkspacePreferences,
} from '@sortie/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from './api-client.ts';
import { authStorage } from './auth-storage.ts';
import { useCurrentUser } from './session.ts';

export const PREFERENCES_SAVE_DELAY_MS = 300;

/** Some fields to change, or a function of the current preferences. */
export type PreferencesUpdate =
  Partial<TWorkspacePreferences> | ((current: TWorkspacePreferences) => TWorkspacePreferences);

export function useWorkspacePreferences(
  companyId: string,
): [TWorkspacePreferences, (update: PreferencesUpdate) => void] {
  const user = useCurrentUser();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);

  const preferences = useMemo(
    () => preferencesForWorkspace(user?.web_preferences, companyId, user?.personal_space_id ?? ''),
    [user?.web_preferences, user?.personal_space_id, companyId],
  );

  useEffect(() => {
    const flush = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      pending.current?.();
    };
    // 'visibilitychange' to hidden is the last moment a page reliably runs (it precedes
    // pagehide and unload, which mobile browsers may skip); pagehide covers the rest.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [companyId]);

  const update = useCallback(
    (change: PreferencesUpdate) => {
      const current = authStorage.getSnapshot().user;
      if (!current) return;
      const before = preferencesForWorkspace(
        current.web_preferences,
        companyId,
        current.personal_space_id,
      );
      const next = normaliseWorkspacePreferences(
        typeof change === 'function' ? change(before) : { ...before, ...change },
      );
      authStorage.setUser({
        ...current,
        web_preferences: withWorkspacePreferences(current.web_preferences, companyId, next),
      });

      if (timer.current) clearTimeout(timer.current);
      const save = () => {
        pending.current = null;
        timer.current = null;
        api
          .patch(`/api/v4/users/${encodeURIComponent(current.id)}`, {
            web_preferences: { [companyId]: next },
          })
          .catch((error: unknown) => console.error('Could not save preferences', error));
      };
      pending.current = save;
      timer.current = setTimeout(save, PREFERENCES_SAVE_DELAY_MS);
    },
    [companyId],
  );

  return [preferences, update];
}
