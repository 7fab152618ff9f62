import { AppError, BRAND_HEADER } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  CancelledError,
  MISSING_TOKEN_MESSAGE,
  REFRESH_PATH,
  SESSION_REVOKED_MESSAGE,
  createApiClient,
  isCancelled,
} from './api-client.ts';
import { createAuthStorage, memoryStore } from './auth-storage.ts';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const iso = (msFromNow: number) => new Date(NOW + msFromNow).toISOString();
const user = { id: 'u1', web_schema_version: 8, companies: [] } as unknown as TUser;

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(handler: Handler, expiresInMs = 60 * 60_000) {
  const storage = createAuthStorage(memoryStore());
  storage.saveSession({ id_token: 'old', expires_at: iso(expiresInMs), user });
  const calls: { url: string; auth: string | undefined; brand: string | undefined }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, auth: headers.Authorization, brand: headers[BRAND_HEADER] });
    return handler(url, init);
  });
  const onSessionRevoked = vi.fn();
  const client = createApiClient({
    fetch,
    storage,
    brandKey: () => 'india',
    onSessionRevoked,
    now: () => NOW,
  });
  return { client, storage, calls, fetch, onSessionRevoked };
}

describe('api client', () => {
  it('reports a 403 user_not_part_of_company and still rejects the call', async () => {
    const storage = createAuthStorage(memoryStore());
    storage.saveSession({ id_token: 'old', expires_at: iso(60 * 60_000), user });
    const onNotPartOfCompany = vi.fn();
    const client = createApiClient({
      fetch: () =>
        Promise.resolve(
          json(403, { error: { type: 'user_not_part_of_company', message: 'Not a member.' } }),
        ),
      storage,
      brandKey: () => 'india',
      onSessionRevoked: () => undefined,
      onNotPartOfCompany,
      now: () => NOW,
    });
    await expect(client.get('/api/v4/company/c1/sites')).rejects.toBeInstanceOf(AppError);
    expect(onNotPartOfCompany).toHaveBeenCalledTimes(1);
  });

  it('sends the brand header and the id token on every call', async () => {
    const { client, calls } = setup(() => json(200, { ok: true }));
    await expect(client.get('/api/v4/things')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([{ url: '/api/v4/things', auth: 'Bearer old', brand: 'india' }]);
  });

  it('sends the brand header but no token on public calls', async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.post('/api/v4/authenticate/login', { email: 'a@b.c' }, { auth: false });
    expect(calls[0]).toMatchObject({ auth: undefined, brand: 'india' });
  });

  it('refreshes the token first when fewer than 5 minutes remain', async () => {
    const { client, calls, storage } = setup(
      (url) =>
        url === REFRESH_PATH
          ? json(200, { id_token: 'new', expires_at: iso(60 * 60_000) })
          : json(200, {}),
      4 * 60_000,
    );
    await client.get('/api/v4/things');
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      [REFRESH_PATH, 'Bearer old'],
      ['/api/v4/things', 'Bearer new'],
    ]);
    expect(storage.getIdToken()).toBe('new');
  });

  it('does not refresh while more than 5 minutes remain', async () => {
    const { client, calls } = setup(() => json(200, {}), 6 * 60_000);
    await client.get('/api/v4/things');
    expect(calls.map((c) => c.url)).toEqual(['/api/v4/things']);
  });

  it('makes concurrent requests wait for the one running refresh', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { client, calls } = setup(async (url) => {
      if (url === REFRESH_PATH) {
        await gate;
        return json(200, { id_token: 'new', expires_at: iso(60 * 60_000) });
      }
      return json(200, { url });
    }, 60_000);
    const a = client.get('/api/v4/a');
    const b = client.get('/api/v4/b');
    const c = client.get('/api/v4/c');
    // Held until all three wait on it: the refresh has gone out and none of the calls has.
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual([REFRESH_PATH]));
    expect(client.isRefreshing()).toBe(true);
    release();
    await Promise.all([a, b, c]);
    expect(calls.filter((x) => x.url === REFRESH_PATH)).toHaveLength(1);
    expect(calls.filter((x) => x.url !== REFRESH_PATH).map((x) => x.auth)).toEqual([
      'Bearer new',
      'Bearer new',
      'Bearer new',
    ]);
  });

  it('retries a 401 once after a refresh', async () => {
    let hits = 0;
    const { client, calls } = setup((url) => {
      if (url === REFRESH_PATH) return json(200, { id_token: 'new', expires_at: iso(3600_000) });
      hits += 1;
      return hits === 1
        ? json(401, { error: { type: 'unauthorized', message: 'no' } })
        : json(200, { ok: 1 });
    });
    await expect(client.get('/api/v4/x')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/v4/x', 'Bearer old'],
      [REFRESH_PATH, 'Bearer old'],
      ['/api/v4/x', 'Bearer new'],
    ]);
  });

  it('gives up after one retry when the call still answers 401', async () => {
    const { client, calls } = setup((url) =>
      url === REFRESH_PATH
        ? json(200, { id_token: 'new', expires_at: iso(3600_000) })
        : json(401, { error: { type: 'unauthorized', message: 'Sign in to continue.' } }),
    );
    const error = await client.get('/api/v4/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(401);
    expect(calls.filter((c) => c.url === '/api/v4/x')).toHaveLength(2);
  });

  it('signs out on a refresh_error and reports the revoked session', async () => {
    const { client, storage, onSessionRevoked } = setup(
      (url) =>
        url === REFRESH_PATH
          ? json(401, { error: { type: 'refresh_error', message: 'Session gone' } })
          : json(200, {}),
      60_000,
    );
    const error = await client.get('/api/v4/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'refresh_error', message: SESSION_REVOKED_MESSAGE });
    expect(onSessionRevoked).toHaveBeenCalledWith(SESSION_REVOKED_MESSAGE);
    expect(storage.getIdToken()).toBeNull();
    expect(storage.isLoggedIn()).toBe(false);
  });

  it('keeps the session when a refresh fails for another reason', async () => {
    const { client, storage, onSessionRevoked } = setup(
      (url) =>
        url === REFRESH_PATH
          ? json(503, { error: { type: 'unavailable', message: 'Down' } })
          : json(200, {}),
      60_000,
    );
    await expect(client.get('/api/v4/x')).rejects.toMatchObject({ status: 503 });
    expect(onSessionRevoked).not.toHaveBeenCalled();
    expect(storage.isLoggedIn()).toBe(true);
  });

  it('rejects with "Id token not available" when no token is stored', async () => {
    const { client, storage, fetch } = setup(() => json(200, {}));
    storage.clear();
    await expect(client.get('/api/v4/x')).rejects.toMatchObject({ message: MISSING_TOKEN_MESSAGE });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('parses error envelopes into typed errors with details', async () => {
    const { client } = setup(() =>
      json(409, { error: { type: 'email_taken', message: 'Taken', details: { email: 'used' } } }),
    );
    await expect(client.post('/api/v4/register', {}, { auth: false })).rejects.toMatchObject({
      type: 'email_taken',
      status: 409,
      details: { email: 'used' },
    });
  });

  it('tells cancelled requests apart', async () => {
    const { client, fetch } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
          if (init.signal?.aborted) abort();
          init.signal?.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/api/v4/slow', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CancelledError);
    expect(isCancelled(error)).toBe(true);
    expect(isCancelled(new AppError('x', 400, 'x'))).toBe(false);
  });

  it('answers undefined for 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.patch('/api/v4/authenticate/logout')).resolves.toBeUndefined();
  });

  it('hands upload progress to the caller and sends the form with token and brand', async () => {
    const sent: { headers: Record<string, string>; body: unknown }[] = [];
    // An XMLHttpRequest stand-in that reports four progress events, one not computable.
    class ProgressXhr {
      status = 0;
      responseText = '';
      headers: Record<string, string> = {};
      upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      abort() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      getResponseHeader(name: string) {
        return name === 'content-type' ? 'application/json' : null;
      }
      send(body: unknown) {
        sent.push({ headers: this.headers, body });
        queueMicrotask(() => {
          for (const [loaded, computable] of [
            [1, true],
            [2, false],
            [2, true],
            [4, true],
          ] as const) {
            this.upload.onprogress?.({ lengthComputable: computable, loaded, total: 4 });
          }
          this.status = 201;
          this.responseText = JSON.stringify({ id: 'm1' });
          this.onload?.();
        });
      }
    }
    const storage = createAuthStorage(memoryStore());
    storage.saveSession({ id_token: 'old', expires_at: iso(3600_000), user });
    const client = createApiClient({
      fetch: () => Promise.reject(new Error('fetch has no upload progress')),
      storage,
      brandKey: () => 'india',
      onSessionRevoked: () => undefined,
      now: () => NOW,
      xhr: () => new ProgressXhr() as unknown as XMLHttpRequest,
    });
    const form = new FormData();
    form.append('file', new Blob(['abcd']), 'dem.tif');
    const progress: number[] = [];
    await expect(
      client.upload('/api/v4/x', form, { onUploadProgress: (f) => progress.push(f) }),
    ).resolves.toEqual({ id: 'm1' });
    expect(progress).toEqual([0.25, 0.5, 1]);
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers).toMatchObject({
      authorization: 'Bearer old',
      [BRAND_HEADER]: 'india',
    });
    // The browser writes the multipart Content-Type with its boundary.
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });
});
