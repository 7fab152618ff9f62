// The external media server's callback contract (decision 322) and the zoom webhook, over real
// HTTP: SRS (JSON hooks), nginx-rtmp (form posts) and MediaMTX (auth JSON + runOnUnpublish) ask
// whether a publish or a play may go on and say when a publish stops; the answers and the
// streams' states follow. Zoom's signed session events make a stream live and end it.
import type { AddressInfo } from 'node:net';
import type { TStream, TStreamJoin, TStreamToken } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { zoomHmac } from './zoom-webhook.ts';

const SECRET = 'media-callback-secret-0123456789';
const ZOOM_SECRET = 'zoom-webhook-secret';

describe('external media server callbacks and the zoom webhook', () => {
  let t: TestApp;
  let w: Workspace;
  let base: string;
  const streamsUrl = () => `/company/${w.companyId}/streams`;

  const waiting = async () => {
    const res = await call(t, w.member, 'POST', streamsUrl(), { title: 'External' });
    expect(res.statusCode, res.body).toBe(201);
    const stream = res.json<TStream>();
    const key = (
      await call(t, w.member, 'POST', `${streamsUrl()}/generatetoken`, { stream_id: stream.id })
    ).json<TStreamToken>();
    return { stream, key: key.stream_key };
  };
  const statusOf = async (id: string) =>
    (await call(t, w.owner, 'GET', `${streamsUrl()}/${id}`)).json<TStream>().status;
  const waitForStatus = async (id: string, status: string) => {
    const deadline = Date.now() + 30_000;
    while ((await statusOf(id)) !== status) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const hook = (event: string, body: string | object, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/internal/media/${event}`, {
      method: 'POST',
      headers: {
        'content-type':
          typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-media-secret': SECRET,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        MEDIA_CALLBACK_SECRET: SECRET,
        MEDIA_PLAY_URL: 'https://media.example.test/{path}.flv',
        ZOOM_WEBHOOK_SECRET: ZOOM_SECRET,
      },
    });
    w = await workspace(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => t.close());

  it('SRS: on_publish with a good key goes live, on_play needs a viewer token, on_unpublish ends', async () => {
    const { stream, key } = await waiting();
    const srs = (action: string, param = '') => ({
      action,
      client_id: 'c1',
      ip: '10.0.0.9',
      vhost: '__defaultVhost__',
      app: 'live',
      stream: key,
      param,
    });
    expect((await hook('publish', srs('on_publish'), { 'x-media-secret': 'wrong' })).status).toBe(
      403,
    );
    const unknown = await hook('publish', { ...srs('on_publish'), stream: 'x'.repeat(32) });
    expect(unknown.status).toBe(403);
    expect(await unknown.json()).toMatchObject({ code: 403 });
    const ok = await hook('publish', srs('on_publish'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ code: 0 });
    await waitForStatus(stream.id, 'live');
    // The key is spent: a second publisher is refused.
    expect((await hook('publish', srs('on_publish'))).status).toBe(403);

    const join = (
      await call(t, w.member, 'GET', `${streamsUrl()}/${stream.id}/join`)
    ).json<TStreamJoin>();
    expect(join.play?.flv_url).toMatch(
      new RegExp(`^https://media\\.example\\.test/live/${key}\\.flv\\?token=`),
    );
    const token = new URL(join.play!.flv_url).searchParams.get('token')!;
    expect((await hook('play', srs('on_play', `?token=${token}`))).status).toBe(200);
    expect((await hook('play', srs('on_play', '?token=m.1.forged'))).status).toBe(403);
    expect((await hook('play', srs('on_play'))).status).toBe(403);

    expect((await hook('unpublish', srs('on_unpublish'))).status).toBe(200);
    await waitForStatus(stream.id, 'ended');
  });

  it('nginx-rtmp: form posts (call=publish, call=publish_done)', async () => {
    const { stream, key } = await waiting();
    const form = (call: string) => `call=${call}&app=live&name=${key}&addr=10.0.0.5&clientid=7`;
    expect((await hook('publish', form('publish'), { 'x-media-secret': '' })).status).toBe(403);
    // A server that can only call a URL carries the secret in the query.
    const viaQuery = await fetch(
      `${base}/api/internal/media/publish?secret=${encodeURIComponent(SECRET)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form('publish'),
      },
    );
    expect(viaQuery.status).toBe(200);
    await waitForStatus(stream.id, 'live');
    expect((await hook('unpublish', form('publish_done'))).status).toBe(200);
    await waitForStatus(stream.id, 'ended');
  });

  it('MediaMTX: auth JSON with action and path, runOnUnpublish with the path', async () => {
    const { stream, key } = await waiting();
    const auth = (action: string, query = '') => ({
      user: '',
      password: '',
      ip: '10.0.0.7',
      action,
      path: `live/${key}`,
      protocol: 'rtmp',
      id: null,
      query,
    });
    expect((await hook('publish', auth('publish'))).status).toBe(200);
    await waitForStatus(stream.id, 'live');
    expect((await hook('publish', auth('read'))).status).toBe(403);
    const join = (
      await call(t, w.member, 'GET', `${streamsUrl()}/${stream.id}/join`)
    ).json<TStreamJoin>();
    const token = new URL(join.play!.flv_url).searchParams.get('token')!;
    expect((await hook('publish', auth('read', `token=${token}`))).status).toBe(200);
    // Hostile: no app or stream, huge body.
    expect((await hook('publish', { action: 'publish' })).status).toBe(400);
    expect((await hook('publish', { path: 'x'.repeat(100_000) })).status).toBe(413);
    expect((await hook('unpublish', { path: `live/${key}` })).status).toBe(200);
    await waitForStatus(stream.id, 'ended');
  });

  describe('zoom webhook', () => {
    const send = (body: object, options: { secret?: string; ts?: string; sig?: string } = {}) => {
      const raw = JSON.stringify(body);
      const ts = options.ts ?? String(Math.floor(t.clock.now().getTime() / 1000));
      const sig = options.sig ?? `v0=${zoomHmac(options.secret ?? ZOOM_SECRET, `v0:${ts}:${raw}`)}`;
      return fetch(`${base}/api/v4/webhook/zoom`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-zm-request-timestamp': ts,
          'x-zm-signature': sig,
        },
        body: raw,
      });
    };

    it('refuses missing, wrong and stale signatures', async () => {
      const body = { event: 'session.started', payload: { object: { session_id: 's' } } };
      const unsigned = await fetch(`${base}/api/v4/webhook/zoom`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(unsigned.status).toBe(401);
      expect((await send(body, { secret: 'another-secret' })).status).toBe(401);
      const old = String(Math.floor(t.clock.now().getTime() / 1000) - 600);
      expect((await send(body, { ts: old })).status).toBe(401);
      expect((await send(body, { sig: 'v0=' + '0'.repeat(64) })).status).toBe(401);
    });

    it('answers the URL validation challenge', async () => {
      const res = await send({ event: 'endpoint.url_validation', payload: { plainToken: 'abc' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        plainToken: 'abc',
        encryptedToken: zoomHmac(ZOOM_SECRET, 'abc'),
      });
    });

    it('session.started makes the named stream live and session.ended ends it', async () => {
      const { stream } = await waiting();
      const object = { session_id: 'zm-1', session_name: stream.id, start_time: 'now' };
      const started = await send({ event: 'session.started', payload: { object } });
      expect(started.status).toBe(200);
      expect(await started.json()).toEqual({ handled: true });
      await waitForStatus(stream.id, 'live');
      const unknown = await send({
        event: 'session.ended',
        payload: { object: { session_name: '00000000-0000-4000-8000-000000000000' } },
      });
      expect(await unknown.json()).toEqual({ handled: false });
      expect((await send({ event: 'session.ended', payload: { object } })).status).toBe(200);
      await waitForStatus(stream.id, 'ended');
    });
  });
});
