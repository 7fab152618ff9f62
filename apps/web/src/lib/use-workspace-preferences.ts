// The signed-in user's preferences for one workspace (platform-core §3 web_preferences, §4):
// read with preferencesForWorkspace (falling back to the personal space), changed locally at once
// and saved with a 300 ms debounced PATCH /users/{id}. A failed save is only logged (§8).
import {
  preferencesForWorkspace,
  withWorkspacePreferences,
  type TWorkspacePreferences,
} from '@sortie/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from './api-client.ts';
import { authStorage } from './auth-storage.ts';
import { useCurrentUser } from './session.ts';

export const PREFERENCES_SAVE_DELAY_MS = 300;

type Update = TWorkspacePreferences | ((current: TWorkspacePreferences) => TWorkspacePreferences);

export function useWorkspacePreferences(
  companyId: string,
): [TWorkspacePreferences, (update: Update) => void] {
  const user = useCurrentUser();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);

  const preferences = useMemo(
    () => preferencesForWorkspace(user?.web_preferences, companyId, user?.personal_space_id ?? ''),
    [user?.web_preferences, user?.personal_space_id, companyId],
  );

  // A save still waiting when the page closes is sent at once rather than lost.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      pending.current?.();
      pending.current = null;
    },
    [companyId],
  );

  const update = useCallback(
    (next: Update) => {
      const current = authStorage.getSnapshot().user;
      if (!current) return;
      const before = preferencesForWorkspace(
        current.web_preferences,
        companyId,
        current.personal_space_id,
      );
      const value = typeof next === 'function' ? next(before) : next;
      const web = withWorkspacePreferences(current.web_preferences, companyId, value);
      authStorage.setUser({ ...current, web_preferences: web });

      if (timer.current) clearTimeout(timer.current);
      const save = () => {
        pending.current = null;
        timer.current = null;
        api
          .patch(`/api/v4/users/${encodeURIComponent(current.id)}`, {
            web_preferences: { [companyId]: web[companyId] },
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
