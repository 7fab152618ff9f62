// POST /company/{c}/sites/{id}/elevation_model (multipart, field "file"): a GeoTIFF DEM. Sent
// through the shared client's token handling (refresh, one 401 retry, brand header) with a
// per-call fetch built on XMLHttpRequest, because fetch cannot report upload progress.
import type { TElevationModel } from '@sortie/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { env } from '../../../config/env.ts';
import { createApiClient } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { elevationKeys, modelPath } from './keys.ts';

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
        resolve(
          new Response(xhr.status === 204 ? null : xhr.responseText, {
            status: xhr.status,
            headers,
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('The upload failed. Check your connection.'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(form);
    });
  };
}

export function uploadElevationModel(
  companyId: string,
  siteId: string,
  file: File,
  brandKey: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TElevationModel> {
  const form = new FormData();
  form.append('file', file);
  const client = createApiClient({
    fetch: progressFetch(form, onProgress),
    storage: authStorage,
    brandKey: () => brandKey,
    onSessionRevoked: () => undefined,
    origin: env.apiOrigin,
  });
  return client.post<TElevationModel>(modelPath(companyId, siteId), {}, { signal });
}

/** The upload mutation, its progress (0–1, null while idle) and a way to cancel it. */
export function useUploadElevationModel(companyId: string, siteId: string, brandKey: string) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const abort = new AbortController();
      setController(abort);
      setProgress(0);
      return uploadElevationModel(companyId, siteId, file, brandKey, setProgress, abort.signal);
    },
    onSettled: () => {
      setProgress(null);
      setController(null);
      // The site's source is Custom now and its heights changed.
      return qc.invalidateQueries({ queryKey: elevationKeys.sites(companyId) });
    },
  });
  return { ...mutation, progress, cancel: () => controller?.abort() };
}
