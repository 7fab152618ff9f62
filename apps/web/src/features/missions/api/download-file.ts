// Downloads a file from the API under the server's file name (Content-Disposition). Goes through
// the shared client (token refresh, one 401 retry, brand header, error envelope) with a
// per-call fetch that keeps the bytes: the shared client reads bodies as text, which would
// corrupt a KMZ.
import { env } from '../../../config/env.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { fileNameFromDisposition } from '../utils/content-disposition.ts';

interface Captured {
  blob: Blob;
  disposition: string | null;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadFromApi(input: {
  path: string;
  query: Record<string, string>;
  brandKey: string | null;
  fallbackName: string;
}): Promise<string> {
  let captured: Captured | null = null;
  const client = createApiClient({
    fetch: async (url, init) => {
      const res = await fetch(url, init);
      if (!res.ok) return res;
      captured = { blob: await res.blob(), disposition: res.headers.get('content-disposition') };
      return new Response(null, { status: 204 });
    },
    storage: authStorage,
    brandKey: () => input.brandKey,
    onSessionRevoked: () => undefined,
    origin: env.apiOrigin,
  });
  await client.get(input.path, { query: input.query, headers: { Accept: '*/*' } });
  const file = captured as Captured | null;
  if (!file) throw new Error('The server sent no file.');
  const name = fileNameFromDisposition(file.disposition) ?? input.fallbackName;
  saveBlob(file.blob, name);
  return name;
}
