// POST /users/{id}/picture (multipart, field "file"): a new profile picture, with upload
// progress, through the shared API client (one token refresh, sign-out on a revoked session).
import { PROFILE_PICTURE_MAX_BYTES, type TUser } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { storeUser } from './update-user.ts';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

export async function uploadPicture(
  userId: string,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<TUser> {
  const form = new FormData();
  form.append('file', file);
  const user = await api.upload<TUser>(
    `/api/v4/users/${encodeURIComponent(userId)}/picture`,
    form,
    {
      onUploadProgress: onProgress,
    },
  );
  if (user && typeof user === 'object' && 'id' in user) storeUser(user);
  return user;
}

/** The upload mutation and its progress (0–1, null while idle). */
export function useUploadPicture(userId: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadPicture(userId, file, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
