// The signed-in user as React sees it, backed by auth-storage; and the sign-in/sign-out actions
// shared by the landing page and the shell (platform-core §4 "Sign-in").
import type { TSessionResponse, TUser } from '@sortie/domain/contracts';
import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths.ts';
import { api } from './api-client.ts';
import { authStorage, pickHomeWorkspace, type AuthSnapshot } from './auth-storage.ts';

export function useSession(): AuthSnapshot {
  return useSyncExternalStore(authStorage.subscribe, authStorage.getSnapshot);
}

/** The signed-in user, or null. Logged in = authorised flag plus a stored user. */
export function useCurrentUser(): TUser | null {
  const { user, authorised } = useSession();
  return authorised ? user : null;
}

/** Stores a new session and returns the workspace id whose home to open. */
export function startSession(session: TSessionResponse, issuer = 'password'): string {
  authStorage.saveSession(session, issuer);
  const companyId = pickHomeWorkspace(session.user);
  authStorage.setSelectedWorkspace(session.user.id, companyId);
  return companyId;
}

/** Sign-out: tell the server (best effort), forget the session and every cached answer. */
export async function signOut(): Promise<void> {
  try {
    if (authStorage.getIdToken()) await api.patch<void>('/api/v4/authenticate/logout');
  } catch {
    // The session ends locally whatever the server answers.
  } finally {
    authStorage.clear();
    // Loaded on demand: the query cache is not in the landing page's first download (decision 418).
    const { queryClient } = await import('./query-client.ts');
    queryClient.clear();
  }
}

export const SUPER_ADMIN = 'Super Admin';

export function isSuperAdmin(user: TUser): boolean {
  return user.designation.includes(SUPER_ADMIN);
}

/** Where a signed-in user lands: Super Admins on product usage, others on their workspace home. */
export function homePathFor(user: TUser): string {
  if (isSuperAdmin(user)) return paths.usage.href();
  return paths.companyHome.href(pickHomeWorkspace(user));
}

/** The profile is complete only when all five fields are present (platform-core §3). */
export function isProfileComplete(user: TUser): boolean {
  return (
    Boolean(user.name) &&
    user.profile_picture !== null &&
    user.country_code !== null &&
    user.phone_number !== null &&
    user.geo_location !== null
  );
}

/** First word of the name, for greetings. */
export function firstName(user: Pick<TUser, 'name'>): string {
  return user.name.trim().split(/\s+/)[0] ?? '';
}
