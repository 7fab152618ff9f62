// A fetch-shaped transport on XMLHttpRequest, for uploads whose progress the user watches:
// fetch reports no upload progress. The API client sends through it only when a caller asks
// for progress; everything else (token, brand header, 401 retry, errors) stays in the client.

export type UploadProgress = (fraction: number) => void;

export type XhrFactory = () => XMLHttpRequest;

/** Looked up per call, so a page (or a test) that replaces XMLHttpRequest is honoured. */
export const defaultXhr: XhrFactory = () => new XMLHttpRequest();

export function xhrFetch(
  createXhr: XhrFactory,
  url: string,
  init: RequestInit,
  onProgress: UploadProgress,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const name of ['content-type', 'content-disposition']) {
        const value = xhr.getResponseHeader(name);
        if (value) headers.set(name, value);
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('The upload failed. Check your connection.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (init.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
