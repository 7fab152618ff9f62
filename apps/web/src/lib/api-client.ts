// The one way the web talks to the API (platform-core §4 "Token refresh", §8):
// - the brand header goes with every request;
// - the id token is refreshed when fewer than 5 minutes remain; one refresh at a time, which
//   every request that needs it (JSON, upload or download) awaits;
// - a 401 is retried once, after a refresh;
// - a refresh failure of type refresh_error signs the user out ('Account access revoked or
//   expired. Sign in again.') and goes home;
// - a request that needs a token but has none rejects with 'Id token not available';
// - a cancelled request rejects with CancelledError, which callers ignore (isCancelled).
// Bodies are JSON, or FormData sent as multipart (the browser sets the boundary); uploads that
// report progress go through XMLHttpRequest. Downloads keep the bytes and the server's name.
// Every non-2xx JSON body becomes a typed AppError through parseApiError.
import { AppError, BRAND_HEADER, TOKEN_REFRESH_MARGIN_MS, parseApiError } from '@sortie/domain';
import type { TRefreshResponse } from '@sortie/domain/contracts';
import { env } from '../config/env.ts';
import { authStorage, type AuthStorage } from './auth-storage.ts';
import { fileNameFromDisposition } from './content-disposition.ts';
import type { ApiFailure } from './error-reports/types.ts';
import { defaultXhr, xhrFetch, type UploadProgress, type XhrFactory } from './xhr-transport.ts';

export const REFRESH_PATH = '/api/v4/authenticate/refresh';
export const SESSION_REVOKED_MESSAGE = 'Account access revoked or expired. Sign in again.';
export const MISSING_TOKEN_MESSAGE = 'Id token not available';
export const NOT_PART_OF_COMPANY_TYPE = 'user_not_part_of_company';

/** A request the caller cancelled (AbortSignal); never shown to the user. */
export class CancelledError extends Error {
  constructor() {
    super('The request was cancelled.');
    this.name = 'CancelledError';
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return (
    error instanceof CancelledError ||
    (error instanceof Error && error.name === 'AbortError') ||
    (typeof DOMException !== 'undefined' &&
      error instanceof DOMException &&
      error.name === 'AbortError')
  );
}

export function isApiError(error: unknown): error is AppError {
  return error instanceof AppError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** JSON, or a FormData sent as multipart/form-data. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Send the id token (and refresh it when needed). Public calls pass false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Upload progress, 0–1. The request then goes through XMLHttpRequest. */
  onUploadProgress?: UploadProgress;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  storage: AuthStorage;
  brandKey: () => string | null;
  /** Called once when the session cannot be refreshed: sign out, tell the user, go home. */
  onSessionRevoked: (message: string) => void;
  /** Called on any 403 user_not_part_of_company: the user was removed from the workspace. */
  onNotPartOfCompany?: (error: AppError) => void;
  /** Told of every non-2xx answer, with the server's request id (the web error reporter). */
  onFailure?: (failure: ApiFailure) => void;
  origin?: string;
  now?: () => number;
  /** Makes the XMLHttpRequest for uploads that report progress. */
  xhr?: XhrFactory;
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

/** Resolves when the promise settles either way, or rejects when the caller cancels. */
function settledOrCancelled(promise: Promise<unknown>, signal?: AbortSignal): Promise<void> {
  if (!signal) return promise.then(noop, noop);
  if (signal.aborted) return Promise.reject(new CancelledError());
  return new Promise<void>((resolve, reject) => {
    const cancel = () => reject(new CancelledError());
    signal.addEventListener('abort', cancel, { once: true });
    void promise.then(noop, noop).then(() => {
      signal.removeEventListener('abort', cancel);
      resolve();
    });
  });
}

const noop = () => undefined;

function buildUrl(origin: string, path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) search.set(k, String(v));
  }
  const qs = search.toString();
  return `${origin}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const now = deps.now ?? Date.now;
  const origin = deps.origin ?? '';
  const createXhr = deps.xhr ?? defaultXhr;
  // The refresh in flight, shared by every caller that needs a fresh token meanwhile.
  let refreshing: Promise<void> | null = null;

  async function send(path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const brand = deps.brandKey();
    if (brand) headers[BRAND_HEADER] = brand;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (isFormData(options.body)) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const url = buildUrl(origin, path, options.query);
    const init: RequestInit = {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    };
    try {
      return options.onUploadProgress
        ? await xhrFetch(createXhr, url, init, options.onUploadProgress)
        : await deps.fetch(url, init);
    } catch (error) {
      if (options.signal?.aborted || isCancelled(error)) throw new CancelledError();
      throw error;
    }
  }

  function needsRefresh(): boolean {
    const expiresAt = deps.storage.getExpiresAt();
    return expiresAt !== null && expiresAt - now() < TOKEN_REFRESH_MARGIN_MS;
  }

  async function runRefresh(): Promise<void> {
    const token = deps.storage.getIdToken();
    if (!token) throw new AppError('id_token_not_available', 401, MISSING_TOKEN_MESSAGE);
    const res = await send(REFRESH_PATH, { method: 'GET' }, token);
    const body = await readBody(res);
    if (!res.ok) {
      const error = parseApiError(res.status, body);
      if (error.type === 'refresh_error') {
        deps.storage.clear();
        deps.onSessionRevoked(SESSION_REVOKED_MESSAGE);
        throw new AppError('refresh_error', res.status, SESSION_REVOKED_MESSAGE, error.details);
      }
      throw error;
    }
    const next = body as TRefreshResponse;
    deps.storage.setToken(next.id_token, next.expires_at);
  }

  /** Refreshes the id token; concurrent callers share the refresh already running. */
  function refresh(): Promise<void> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function currentToken(signal?: AbortSignal): Promise<string> {
    if (refreshing) await settledOrCancelled(refreshing, signal);
    if (!deps.storage.getIdToken()) {
      throw new AppError('id_token_not_available', 401, MISSING_TOKEN_MESSAGE);
    }
    if (needsRefresh()) await refresh();
    const token = deps.storage.getIdToken();
    if (!token) throw new AppError('id_token_not_available', 401, MISSING_TOKEN_MESSAGE);
    return token;
  }

  /** Sends with the token (refreshed when due, once more after a 401); answers the Response. */
  async function exchange(path: string, options: RequestOptions): Promise<Response> {
    const auth = options.auth ?? true;
    if (options.signal?.aborted) throw new CancelledError();
    const res = await send(path, options, auth ? await currentToken(options.signal) : null);
    if (res.status !== 401 || !auth) return res;
    // Retried once: the token may have expired between the check and the call.
    await refresh();
    return send(path, options, await currentToken(options.signal));
  }

  async function fail(res: Response, path: string, method: string): Promise<never> {
    const error = parseApiError(res.status, await readBody(res));
    deps.onFailure?.({
      method,
      path,
      status: error.status,
      type: error.type,
      requestId: res.headers.get('x-request-id'),
    });
    if (error.status === 403 && error.type === NOT_PART_OF_COMPANY_TYPE) {
      deps.onNotPartOfCompany?.(error);
    }
    throw error;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const res = await exchange(path, options);
    if (!res.ok) return fail(res, path, options.method ?? 'GET');
    return (await readBody(res)) as T;
  }

  /** GET a file: its bytes untouched (a KMZ is binary) and the server's file name. */
  async function download(
    path: string,
    options: Omit<RequestOptions, 'method' | 'body' | 'onUploadProgress'> = {},
  ): Promise<DownloadedFile> {
    const res = await exchange(path, {
      ...options,
      method: 'GET',
      headers: { Accept: '*/*', ...options.headers },
    });
    if (!res.ok) return fail(res, path, 'GET');
    const blob = await res.blob();
    return { blob, fileName: fileNameFromDisposition(res.headers.get('content-disposition')) };
  }

  type Opts = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    refresh,
    download,
    get: <T>(path: string, options?: Opts) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Opts) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Opts) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** POST a FormData as multipart; pass onUploadProgress to watch it go. */
    upload: <T>(path: string, form: FormData, options?: Opts) =>
      request<T>(path, { ...options, method: 'POST', body: form }),
    isRefreshing: () => refreshing !== null,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// The app-wide instance. The brand key is set at boot, the revoked handler by the app provider.
let activeBrandKey: string | null = null;
let sessionRevokedHandler: (message: string) => void = () => undefined;
let notPartOfCompanyHandler: (error: AppError) => void = () => undefined;
let failureHandler: (failure: ApiFailure) => void = () => undefined;

export function setBrandKey(key: string | null): void {
  activeBrandKey = key;
}

export function setNotPartOfCompanyHandler(handler: (error: AppError) => void): void {
  notPartOfCompanyHandler = handler;
}

/** The web error reporter's hook (decision 413); set only when the brand has a web DSN. */
export function setApiFailureHandler(handler: (failure: ApiFailure) => void): void {
  failureHandler = handler;
}

export function setSessionRevokedHandler(handler: (message: string) => void): void {
  sessionRevokedHandler = handler;
}

export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  storage: authStorage,
  brandKey: () => activeBrandKey,
  onSessionRevoked: (message) => sessionRevokedHandler(message),
  onNotPartOfCompany: (error) => notPartOfCompanyHandler(error),
  onFailure: (failure) => failureHandler(failure),
  origin: env.apiOrigin,
});
