// The language switch's state (issue 18 §2): the current language, and a setter that switches the
// whole app at once, remembers the choice on this browser and, when signed in, saves it to the
// user's profile (PATCH /users/{id} language) so it follows them to other browsers.
import type { TLanguage } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';
import { authStorage } from '../lib/auth-storage.ts';
import { currentLanguage, switchLanguage } from './i18n.ts';

/** Applies a language and, for a signed-in user, saves it; a failed save keeps the local choice. */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  await switchLanguage(language);
  const user = authStorage.getSnapshot().user;
  if (!user || !authStorage.isLoggedIn() || user.language === language) return;
  authStorage.setUser({ ...user, language });
  await api
    .patch(`/api/v4/users/${encodeURIComponent(user.id)}`, { language })
    .catch(() => undefined);
}

export function useLanguage(): [TLanguage, (language: TLanguage) => void] {
  // Subscribes to language changes, so the switch re-renders with the app.
  useTranslation();
  return [currentLanguage(), (language) => void chooseLanguage(language)];
}
