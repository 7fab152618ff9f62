// PATCH /users/{id}: profile fields and preferences; the answer (the whole user) replaces the
// stored user so every screen sees the change.
import type { TUpdateUserRequest, TUser } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';

export async function updateUser(userId: string, body: TUpdateUserRequest): Promise<TUser> {
  const user = await api.patch<TUser>(`/api/v4/users/${encodeURIComponent(userId)}`, body);
  storeUser(user);
  return user;
}

export function storeUser(user: TUser): void {
  const stored = authStorage.getSnapshot().user;
  if (stored && stored.id === user.id) authStorage.setUser({ ...stored, ...user });
}

export function useUpdateUser(userId: string) {
  return useMutation({ mutationFn: (body: TUpdateUserRequest) => updateUser(userId, body) });
}
