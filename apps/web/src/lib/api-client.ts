// The one way the web talks to the API (platform-core §4 "Token refresh", §8):
// - the brand header goes with every request;
// - the id token is refreshed when fewer than 5 minutes remain; while a refresh runs, other
//   requests wait (polled every 10 ms);
// - a 401 is retried once, after a refresh;
// - a refresh failure of type refresh_error signs the user out ('Account access revoked or
//   expired. Sign in again.') and goes home;
// - a request that needs a token but has none rejects with 'Id token not available';
// - a cancelled request rejects with CancelledError, which callers ignore (isCancelled).
// Every non-2xx JSON body becomes a typed AppError through parseApiError.
import { AppError, BRAND_HEADER, TOKEN_REFRESH_MARGIN_MS, parseApiError } from '@sortie/domain';
import type { TRefreshResponse } from '@sortie/domain/contracts';
import { env } from '../config/env.ts';
import { authStorage, type AuthStorage } from './auth-storage.ts';

export const REFRESH_POLL_MS = 10;
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
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Send the id token (and refresh it when needed). Public calls pass false. */
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  storage: AuthStorage;
  brandKey: () => string | null;
  /** Called once when the session cannot be refreshed: sign out, tell the user, go home. */
  onSessionRevoked: (message: string) => void;
  /** Called on any 403 user_not_part_of_company: the user was removed from the workspace. */
  onNotPartOfCompany?: (error: AppError) => void;
  origin?: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  const sleep = deps.sleep ?? defaultSleep;
  const origin = deps.origin ?? '';
  let refreshing = false;

  async function send(path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const brand = deps.brandKey();
    if (brand) headers[BRAND_HEADER] = brand;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await deps.fetch(buildUrl(origin, path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (options.signal?.aborted || isCancelled(error)) throw new CancelledError();
      throw error;
    }
  }

  async function waitWhileRefreshing(signal?: AbortSignal): Promise<void> {
    while (refreshing) {
      if (signal?.aborted) throw new CancelledError();
      await sleep(REFRESH_POLL_MS);
    }
  }

  function needsRefresh(): boolean {
    const expiresAt = deps.storage.getExpiresAt();
    return expiresAt !== null && expiresAt - now() < TOKEN_REFRESH_MARGIN_MS;
  }

  /** Refreshes the id token; concurrent callers wait for the refresh already running. */
  async function refresh(): Promise<void> {
    if (refreshing) {
      await waitWhileRefreshing();
      return;
    }
    refreshing = true;
    try {
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
    } finally {
      refreshing = false;
    }
  }

  async function currentToken(signal?: AbortSignal): Promise<string> {
    await waitWhileRefreshing(signal);
    if (!deps.storage.getIdToken()) {
      throw new AppError('id_token_not_available', 401, MISSING_TOKEN_MESSAGE);
    }
    if (needsRefresh()) await refresh();
    const token = deps.storage.getIdToken();
    if (!token) throw new AppError('id_token_not_available', 401, MISSING_TOKEN_MESSAGE);
    return token;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const auth = options.auth ?? true;
    if (options.signal?.aborted) throw new CancelledError();
    let res = await send(path, options, auth ? await currentToken(options.signal) : null);
    if (res.status === 401 && auth) {
      // Retried once: the token may have expired between the check and the call.
      await refresh();
      res = await send(path, options, await currentToken(options.signal));
    }
    const body = await readBody(res);
    if (!res.ok) {
      const error = parseApiError(res.status, body);
      if (error.status === 403 && error.type === NOT_PART_OF_COMPANY_TYPE) {
        deps.onNotPartOfCompany?.(error);
      }
      throw error;
    }
    return body as T;
  }

  return {
    request,
    refresh,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    isRefreshing: () => refreshing,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// The app-wide instance. The brand key is set at boot, the revoked handler by the app provider.
let activeBrandKey: string | null = null;
let sessionRevokedHandler: (message: string) => void = () => undefined;
let notPartOfCompanyHandler: (error: AppError) => void = () => undefined;

export function setBrandKey(key: string | null): void {
  activeBrandKey = key;
}

export function setNotPartOfCompanyHandler(handler: (error: AppError) => void): void {
  notPartOfCompanyHandler = handler;
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
  origin: env.apiOrigin,
});
