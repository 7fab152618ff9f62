// POST /users/{id}/picture (multipart, field "file"): a new profile picture. Sent through the
// shared client's token handling (refresh, one 401 retry, brand header) with a per-call fetch
// built on XMLHttpRequest, because fetch cannot report upload progress.
import { PROFILE_PICTURE_MAX_BYTES, type TUser } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { env } from '../../../config/env.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { storeUser } from './update-user.ts';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

/** Client-side check before upload; the server checks the bytes again. */
export function checkPicture(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > PICTURE_MAX_BYTES) return 'The image is larger than 2 MB.';
  return null;
}

/** A fetch for one multipart POST that reports upload progress (0–1). */
export function progressFetch(form: FormData, onProgress: (fraction: number) => void) {
  return (input: string, init: RequestInit): Promise<Response> => {
    if (init.method !== 'POST') return fetch(input, init);
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', input);
      // The browser sets the multipart Content-Type with its boundary.
      new Headers(init.headers).forEach((value, name) => {
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        const type = xhr.getResponseHeader('content-type');
        if (type) headers.set('content-type', type);
        const empty = xhr.status === 204 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  };
}

export async function uploadPicture(
  userId: string,
  file: File,
  brandKey: string,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<TUser> {
  const form = new FormData();
  form.append('file', file);
  const client = createApiClient({
    fetch: progressFetch(form, onProgress),
    storage: authStorage,
    brandKey: () => brandKey,
    onSessionRevoked: () => undefined,
    origin: env.apiOrigin,
  });
  const user = await client.post<TUser>(`/api/v4/users/${encodeURIComponent(userId)}/picture`, {});
  if (user && typeof user === 'object' && 'id' in user) storeUser(user);
  return user;
}

/** The upload mutation and its progress (0–1, null while idle). */
export function useUploadPicture(userId: string, brandKey: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadPicture(userId, file, brandKey, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
