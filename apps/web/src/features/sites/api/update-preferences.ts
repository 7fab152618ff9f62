// Sites filters, grouping and view persist in web_preferences per workspace (platform-core §3,
// §4; feature-areas §7 "Update preferences", debounced 300 ms). The stored user is updated at
// once so every screen sees the choice; the PATCH carries only this workspace's entry. A failed
// save is logged only ("preference save failures are reported to error monitoring only").
import {
  normaliseWorkspacePreferences,
  preferencesForWorkspace,
  withWorkspacePreferences,
  type TWorkspacePreferences,
} from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { useCurrentUser } from '../../../lib/session.ts';

export const PREFERENCES_DEBOUNCE_MS = 300;

export function savePreferences(userId: string, companyId: string, prefs: TWorkspacePreferences) {
  return api.patch<TUser>(`/api/v4/users/${encodeURIComponent(userId)}`, {
    web_preferences: { [companyId]: prefs },
  });
}

export function useSitePreferences(
  companyId: string,
): [TWorkspacePreferences, (patch: Partial<TWorkspacePreferences>) => void] {
  const user = useCurrentUser();
  const prefs = useMemo(
    () =>
      user
        ? preferencesForWorkspace(user.web_preferences, companyId, user.personal_space_id)
        : normaliseWorkspacePreferences(null),
    [user, companyId],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = useCallback(
    (patch: Partial<TWorkspacePreferences>) => {
      const current = authStorage.getSnapshot().user;
      if (!current) return;
      const base = preferencesForWorkspace(
        current.web_preferences,
        companyId,
        current.personal_space_id,
      );
      const next = normaliseWorkspacePreferences({ ...base, ...patch });
      authStorage.setUser({
        ...current,
        web_preferences: withWorkspacePreferences(current.web_preferences, companyId, next),
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        savePreferences(current.id, companyId, next).catch((error: unknown) =>
          console.warn('Saving web preferences failed', error),
        );
      }, PREFERENCES_DEBOUNCE_MS);
    },
    [companyId],
  );

  return [prefs, update];
}
