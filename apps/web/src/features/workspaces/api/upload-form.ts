// Multipart upload through the shared client's token handling (refresh, one 401 retry, brand
// header): a per-call client whose fetch swaps the JSON placeholder body for the form data and
// lets the browser set the multipart Content-Type with its boundary.
import { createApiClient } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { env } from '../../../config/env.ts';

export function uploadForm<T>(path: string, form: FormData, brandKey: string | null): Promise<T> {
  const client = createApiClient({
    fetch: (input, init) => {
      if (init.method !== 'POST') return fetch(input, init);
      const headers = new Headers(init.headers);
      headers.delete('Content-Type');
      return fetch(input, { ...init, headers, body: form });
    },
    storage: authStorage,
    brandKey: () => brandKey,
    onSessionRevoked: () => undefined,
    origin: env.apiOrigin,
  });
  return client.post<T>(path, {});
}

/** Client-side check before an image upload; the server checks again. */
export function checkImage(file: File, types: readonly string[], maxBytes: number): string | null {
  if (!types.includes(file.type)) {
    const names = types.map((t) => t.replace('image/', '').toUpperCase()).join(', ');
    return `Choose a ${names} image.`;
  }
  if (file.size > maxBytes) {
    return `The image is larger than ${Math.round(maxBytes / 1048576)} MB.`;
  }
  return null;
}
