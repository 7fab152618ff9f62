// After a workspace changes (created, joined, left), the stored user is refetched so the
// switcher, sidebar and guards see the new companies and roles at once.
import type { TUser } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';

export async function refreshUser(userId: string): Promise<TUser> {
  const user = await api.get<TUser>(`/api/v4/users/${encodeURIComponent(userId)}`);
  const stored = authStorage.getSnapshot().user;
  if (stored && stored.id === user.id) authStorage.setUser({ ...stored, ...user });
  return user;
}
