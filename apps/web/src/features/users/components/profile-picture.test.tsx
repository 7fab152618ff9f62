// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_PATH,
  SESSION_REVOKED_MESSAGE,
  api,
  setSessionRevokedHandler,
} from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const STORED = '/api/v4/files/pictures/0f8fad5b-d9cb-469f-a165-70867728950e.png';

/** XMLHttpRequest double: records the upload and lets the test drive progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

describe('profile picture upload (user page, profile tab)', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionRevokedHandler(() => undefined);
  });

  /** The stored token has a minute left, so the next call must refresh it first. */
  const expireSoon = () =>
    authStorage.setToken('token-1', new Date(Date.now() + 60_000).toISOString());

  it('shares one token refresh between the upload and the page’s other calls', async () => {
    const user = buildUser();
    let releaseRefresh: () => void = () => undefined;
    const refreshed = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = mockFetch((method, path) => {
      if (path === REFRESH_PATH) {
        return refreshed.then(() => ({
          status: 200,
          body: { id_token: 'token-2', expires_at: new Date(Date.now() + 3600_000).toISOString() },
        }));
      }
      return method === 'GET' && path === '/api/v4/users/u1'
        ? { status: 200, body: user }
        : undefined;
    });
    renderApp('/users/u1/profile', { user });
    const input = await screen.findByTestId('profile-picture-input');
    expireSoon();
    fireEvent.change(input, { target: { files: [png()] } });
    const other = api.get('/api/v4/users/u1');
    // Both wait on a refresh held open; only then is it let go.
    await waitFor(() => expect(calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(1));
    releaseRefresh();
    await expect(other).resolves.toMatchObject({ id: 'u1' });
    await waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    expect(FakeXhr.last!.headers.authorization).toBe('Bearer token-2');
    FakeXhr.last!.respond(200, { ...user, profile_picture: STORED });
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeTruthy();
    expect(calls.filter((c) => c.path === REFRESH_PATH)).toHaveLength(1);
  });

  it('signs the user out when the session was revoked before the upload', async () => {
    const user = buildUser();
    const revoked = vi.fn();
    setSessionRevokedHandler(revoked);
    mockFetch((method, path) => {
      if (path === REFRESH_PATH) {
        return { status: 401, body: { error: { type: 'refresh_error', message: 'Revoked.' } } };
      }
      return method === 'GET' && path === '/api/v4/users/u1'
        ? { status: 200, body: user }
        : undefined;
    });
    renderApp('/users/u1/profile', { user });
    const input = await screen.findByTestId('profile-picture-input');
    expireSoon();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(revoked).toHaveBeenCalledWith(SESSION_REVOKED_MESSAGE));
    expect(revoked).toHaveBeenCalledTimes(1);
    expect(authStorage.isLoggedIn()).toBe(false);
    expect(FakeXhr.last).toBeNull();
  });

  it('previews, shows progress, uploads as multipart and clears the incomplete-profile part', async () => {
    const user = buildUser();
    mockFetch((method, path) =>
      method === 'GET' && path === '/api/v4/users/u1' ? { status: 200, body: user } : undefined,
    );
    renderApp('/users/u1/profile', { user });
    expect(await screen.findByTestId('profile-incomplete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('profile-picture-input'), { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last?.body).toBeInstanceOf(FormData));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url, 'http://x').pathname).toBe('/api/v4/users/u1/picture');
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    // The chosen image shows at once, with a progress ring.
    expect(screen.getByTestId('profile-picture').querySelector('img')?.getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(screen.getByTestId('profile-picture-progress')).toBeTruthy();

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    expect(await screen.findByRole('button', { name: 'Uploading… 50%' })).toBeTruthy();

    xhr.respond(200, { ...user, profile_picture: STORED });
    expect(await screen.findByRole('button', { name: 'Change picture' })).toBeTruthy();
    expect(screen.queryByTestId('profile-picture-progress')).toBeNull();
    expect(screen.getByTestId('profile-picture').querySelector('img')?.getAttribute('src')).toBe(
      STORED,
    );
    expect(authStorage.getSnapshot().user?.profile_picture).toBe(STORED);
    expect(await screen.findByText('Profile picture updated')).toBeTruthy();
  });

  it('refuses other types before sending, and shows the server’s sentence on a refusal', async () => {
    const user = buildUser();
    mockFetch((method, path) =>
      method === 'GET' && path === '/api/v4/users/u1' ? { status: 200, body: user } : undefined,
    );
    renderApp('/users/u1/profile', { user });
    const input = await screen.findByTestId('profile-picture-input');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();

    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.respond(415, {
      error: {
        type: 'unsupported_media_type',
        message: 'Upload the picture as a PNG, JPEG or WebP image.',
      },
    });
    expect(
      await screen.findByText('Upload the picture as a PNG, JPEG or WebP image.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeTruthy();
  });
});
