// Saves the onboarding flags (seen_welcome_wizard, accepted_privacy_policy): locally at once so
// the dialog closes, then on the server; a failed save is logged and retried at the next start.
import type { TUpdateUserRequest, TUser } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';

type Flags = Pick<TUpdateUserRequest, 'seen_welcome_wizard' | 'accepted_privacy_policy'>;

export async function saveUserFlags(user: TUser, flags: Flags): Promise<void> {
  authStorage.setUser({ ...user, ...flags });
  try {
    await api.patch<TUser>(`/api/v4/users/${encodeURIComponent(user.id)}`, flags);
  } catch (error) {
    console.error('Could not save onboarding state', error);
  }
}
