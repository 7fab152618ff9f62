// @vitest-environment jsdom
// Uploads and downloads through the one API client over real HTTP: a local server, Node's fetch
// and jsdom's XMLHttpRequest (which sends real requests and fires upload progress).
import type { TUser } from '@sortie/domain/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_PATH, SESSION_REVOKED_MESSAGE, createApiClient } from './api-client.ts';
import { createAuthStorage, memoryStore } from './auth-storage.ts';

// The web's types are the browser's, so the little of node:http used here is typed by hand.
interface IncomingMessage extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | undefined>;
}
interface ServerResponse {
  setHeader(name: string, value: string): void;
  writeHead(status: number, headers?: Record<string, string>): ServerResponse;
  end(body?: string | Uint8Array): void;
}
interface Server {
  listen(port: number, host: string, ready: () => void): void;
  address(): { port: number };
  close(done: () => void): void;
}
type CreateServer = (handler: (req: IncomingMessage, res: ServerResponse) => void) => Server;
const NODE_HTTP = 'node:http';

const user = { id: 'u1', web_schema_version: 8, companies: [] } as unknown as TUser;
// Not UTF-8: a client that read the body as text would change these bytes.
const KMZ_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00, 0x80, 0xc3]);
const UPLOAD_BYTES = 256 * 1024;

interface Hit {
  method: string;
  path: string;
  auth: string | undefined;
  bytes: number;
}

const hits: Hit[] = [];
let revoke = false;
let server: Server;
let origin = '';

function cors(res: ServerResponse): void {
  // jsdom's XMLHttpRequest enforces CORS: its page is on another origin than this server.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'authorization, x-brand, content-type, accept');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  cors(res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  let bytes = 0;
  for await (const chunk of req) bytes += chunk.length;
  const path = new URL(req.url ?? '/', origin).pathname;
  hits.push({ method: req.method ?? '', path, auth: req.headers.authorization, bytes });
  if (path === REFRESH_PATH) {
    if (revoke) {
      json(res, 401, { error: { type: 'refresh_error', message: 'Session revoked.' } });
    } else {
      const expires_at = new Date(Date.now() + 3600_000).toISOString();
      json(res, 200, { id_token: 'new', expires_at });
    }
    return;
  }
  if (req.headers.authorization !== 'Bearer new') {
    json(res, 401, { error: { type: 'unauthorized', message: 'Sign in to continue.' } });
    return;
  }
  if (path === '/api/v4/upload') {
    json(res, 200, { received: bytes, type: req.headers['content-type']?.split(';')[0] });
  } else if (path === '/api/v4/export') {
    res.writeHead(200, {
      'Content-Type': 'application/vnd.google-earth.kmz',
      'Content-Disposition': `attachment; filename="Plan.kmz"; filename*=UTF-8''Pl%C3%A5n%20%E2%82%AC.kmz`,
    });
    res.end(KMZ_BYTES);
  } else if (path === '/api/v4/missing') {
    json(res, 404, { error: { type: 'not_found', message: 'No such mission.' } });
  } else {
    json(res, 200, { ok: true });
  }
}

beforeAll(async () => {
  const http = (await import(/* @vite-ignore */ NODE_HTTP)) as { createServer: CreateServer };
  server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits.length = 0;
  revoke = false;
});

/** A client whose token has a minute left: its next call must refresh first. */
function setup() {
  const storage = createAuthStorage(memoryStore());
  storage.saveSession({
    id_token: 'old',
    expires_at: new Date(Date.now() + 60_000).toISOString(),
    user,
  });
  const onSessionRevoked = vi.fn();
  const client = createApiClient({
    fetch: (input, init) => fetch(input, init),
    storage,
    brandKey: () => 'india',
    onSessionRevoked,
    origin,
  });
  return { client, storage, onSessionRevoked };
}

function uploadForm(): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(UPLOAD_BYTES)], 'dem.tif', { type: 'image/tiff' }));
  return form;
}

describe('api client: files', () => {
  it('runs one refresh for an upload, a download and a JSON call made at once', async () => {
    const { client } = setup();
    const [uploaded, file, plain] = await Promise.all([
      client.upload<{ received: number; type: string }>('/api/v4/upload', uploadForm(), {
        onUploadProgress: () => undefined,
      }),
      client.download('/api/v4/export'),
      client.get<{ ok: boolean }>('/api/v4/plain'),
    ]);
    expect(hits.filter((h) => h.path === REFRESH_PATH)).toHaveLength(1);
    expect(hits.filter((h) => h.path !== REFRESH_PATH).map((h) => h.auth)).toEqual([
      'Bearer new',
      'Bearer new',
      'Bearer new',
    ]);
    expect(uploaded.type).toBe('multipart/form-data');
    expect(uploaded.received).toBeGreaterThan(UPLOAD_BYTES);
    expect(plain).toEqual({ ok: true });
    expect(file.fileName).toBe('Plån €.kmz');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(KMZ_BYTES);
  });

  it('signs the user out when the refresh before an upload finds the session revoked', async () => {
    const { client, storage, onSessionRevoked } = setup();
    revoke = true;
    const upload = client.upload('/api/v4/upload', uploadForm(), { onUploadProgress: () => {} });
    const download = client.download('/api/v4/export');
    await expect(upload).rejects.toMatchObject({ type: 'refresh_error' });
    await expect(download).rejects.toBeTruthy();
    expect(onSessionRevoked).toHaveBeenCalledTimes(1);
    expect(onSessionRevoked).toHaveBeenCalledWith(SESSION_REVOKED_MESSAGE);
    expect(storage.isLoggedIn()).toBe(false);
    expect(hits.map((h) => h.path)).toEqual([REFRESH_PATH]);
  });

  it('retries an upload once after a 401, sending the same form again', async () => {
    const { client, storage } = setup();
    // A token the server no longer takes, an hour from expiry: no refresh before the call.
    storage.setToken('stale', new Date(Date.now() + 3600_000).toISOString());
    const answer = await client.upload<{ received: number }>('/api/v4/upload', uploadForm(), {
      onUploadProgress: () => undefined,
    });
    expect(answer.received).toBeGreaterThan(UPLOAD_BYTES);
    expect(hits.map((h) => [h.path, h.auth])).toEqual([
      ['/api/v4/upload', 'Bearer stale'],
      [REFRESH_PATH, 'Bearer stale'],
      ['/api/v4/upload', 'Bearer new'],
    ]);
  });

  it('turns a failed download into the server’s error', async () => {
    const { client } = setup();
    await expect(client.download('/api/v4/missing')).rejects.toMatchObject({
      status: 404,
      message: 'No such mission.',
    });
  });
});
