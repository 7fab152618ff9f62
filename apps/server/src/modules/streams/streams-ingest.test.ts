// Live streams on real protocols: ffmpeg publishes a test pattern over RTMP to the embedded
// ingest, a viewer reads HTTP-FLV from the API. Keys are single-use and short-lived; unpublish
// and 90 s without data end a stream (the clock is the test's; the sweep runs every second).
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  realtimeChannel,
  type THealthResponse,
  type TRealtimeServerMessage,
  type TStream,
  type TStreamJoin,
  type TStreamToken,
} from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  publishTestPattern,
  readFlv,
  type FlvTag,
  type Publisher,
} from '../../media/test-pattern.ts';
import { realtimeUrl, signedInSocket } from '../../realtime/test-socket.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { GOOD_PASSWORD } from '../../test/helpers.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const FLV_VIDEO = 9;
/** A video tag holding an AVC sequence header (codec 7, packet type 0), then a key frame. */
const isAvcHeader = (t: FlvTag) => t.type === FLV_VIDEO && t.data[0] === 0x17 && t.data[1] === 0;
const isKeyFrame = (t: FlvTag) => t.type === FLV_VIDEO && t.data[0] === 0x17 && t.data[1] === 1;

describe('live streams over RTMP and HTTP-FLV', () => {
  let t: TestApp;
  let w: Workspace;
  let base: string;
  const publishers: Publisher[] = [];
  const streamsUrl = () => `/company/${w.companyId}/streams`;

  const create = async (body: object = {}) => {
    const res = await call(t, w.member, 'POST', streamsUrl(), { title: 'Roof survey', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TStream>();
  };
  const keyFor = async (streamId: string) => {
    const res = await call(t, w.member, 'POST', `${streamsUrl()}/generatetoken`, {
      stream_id: streamId,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TStreamToken>();
  };
  const getStream = async (id: string) =>
    (await call(t, w.owner, 'GET', `${streamsUrl()}/${id}`)).json<TStream>();
  /** Waits for a state (never for a time): polls until `ok` or the deadline. */
  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const publish = (url: string) => {
    const p = publishTestPattern(url);
    publishers.push(p);
    return p;
  };
  const goLive = async () => {
    const stream = await create();
    const key = await keyFor(stream.id);
    const publisher = publish(key.rtmp_url);
    await waitFor(
      () => getStream(stream.id),
      (s) => s.status === 'live',
      'live',
    );
    return { stream, key, publisher };
  };
  const join = async (id: string) =>
    (await call(t, w.member, 'GET', `${streamsUrl()}/${id}/join`)).json<TStreamJoin>();

  beforeAll(async () => {
    t = await buildTestApp({ env: { STREAM_SWEEP_SECONDS: '1' } });
    w = await workspace(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    for (const p of publishers) p.stop('SIGKILL');
    await t.close();
  });

  it('reports the RTMP ingest in /api/health, and a taken port as off', async () => {
    const health = (await t.app.inject({ url: '/api/health' })).json<THealthResponse>();
    expect(health.rtmp).toMatchObject({ mode: 'embedded', state: 'listening' });
    const sibling = await buildSiblingApp(t, { RTMP_PORT: String(health.rtmp.port) });
    try {
      const taken = (await sibling.inject({ url: '/api/health' })).json<THealthResponse>();
      expect(taken.status).toBe('ok');
      expect(taken.rtmp).toMatchObject({ state: 'off', reason: 'port_in_use' });
    } finally {
      await sibling.close();
    }
  });

  it('goes live on publish, plays over HTTP-FLV, counts the viewer and ends on unpublish', async () => {
    const socket = await signedInSocket(realtimeUrl(t.app), w.owner.token);
    const channel = realtimeChannel.company(w.companyId);
    socket.send({ type: 'subscribe', channel });
    await socket.next((m) => m.type === 'subscribed', 'subscribed');
    const changed = (id: string, status: string) => (m: TRealtimeServerMessage) =>
      m.type === 'event' &&
      m.event.name === 'streams.changed' &&
      m.event.data.stream_id === id &&
      m.event.data.status === status;
    const { stream, key, publisher } = await goLive();
    await socket.next(changed(stream.id, 'live'), 'streams.changed live');
    expect(key.rtmp_url).toBe(`${key.server_url}/${key.stream_key}`);
    expect(key.rtmp_url).toMatch(/^rtmp:\/\/localhost:\d+\/live\/[A-Za-z0-9]+$/);

    const joined = await join(stream.id);
    expect(joined.stream.status).toBe('live');
    expect(joined.stream.start_time).not.toBeNull();
    const flvUrl = `${base}${joined.play?.flv_url}`;
    let closeViewer = () => undefined as void;
    const read = await readFlv(flvUrl, (tags) => tags.some(isAvcHeader) && tags.some(isKeyFrame), {
      keepOpen: (close) => (closeViewer = close),
    });
    expect(read.status).toBe(200);
    expect(read.header.subarray(0, 3).toString()).toBe('FLV');
    expect(read.tags.filter((tag) => tag.type === FLV_VIDEO).length).toBeGreaterThan(1);
    expect((await getStream(stream.id)).participant_count).toBe(1);
    closeViewer();
    await waitFor(
      () => getStream(stream.id),
      (s) => s.participant_count === 0,
      'viewer left',
    );

    publisher.stop();
    const ended = await waitFor(
      () => getStream(stream.id),
      (s) => s.status === 'ended',
      'ended',
    );
    expect(ended.end_time).not.toBeNull();
    await socket.next(changed(stream.id, 'ended'), 'streams.changed ended');
    await socket.close();
    expect((await join(stream.id)).play).toBeNull();
    // An ended stream takes no new key.
    const again = await call(t, w.member, 'POST', `${streamsUrl()}/generatetoken`, {
      stream_id: stream.id,
    });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('refuses unknown, expired and reused keys at publish', async () => {
    const stream = await create();
    const good = await keyFor(stream.id);

    const unknown = publish(good.rtmp_url.replace(good.stream_key, 'x'.repeat(32)));
    expect(await unknown.exited).not.toBe(0);

    const expiring = await keyFor(stream.id);
    t.clock.advance(11 * 60 * 1000);
    const expired = publish(expiring.rtmp_url);
    expect(await expired.exited).not.toBe(0);
    expect((await getStream(stream.id)).status).toBe('waiting');

    const fresh = await keyFor(stream.id);
    publish(fresh.rtmp_url);
    await waitFor(
      () => getStream(stream.id),
      (s) => s.status === 'live',
      'live',
    );
    const reused = publish(fresh.rtmp_url);
    expect(await reused.exited).not.toBe(0);
    expect((await getStream(stream.id)).status).toBe('live');
    // The first key was never used, but the stream is live: one publisher at a time.
    const second = publish(good.rtmp_url);
    expect(await second.exited).not.toBe(0);
  }, 120_000);

  it('keeps private streams from signed-out viewers and other workspaces', async () => {
    const { stream } = await goLive();
    const anonymous = await t.app.inject({ url: `/api/v4/streams/${stream.id}/public` });
    expect(anonymous.statusCode).toBe(404);
    const anonymousJoin = await t.app.inject({ url: `/api/v4/streams/${stream.id}/public/join` });
    expect(anonymousJoin.statusCode).toBe(404);
    // The outsider, in this workspace and naming the stream from their own.
    expect((await call(t, w.outsider, 'GET', `${streamsUrl()}/${stream.id}/join`)).statusCode).toBe(
      403,
    );
    const own = await call(
      t,
      w.outsider,
      'GET',
      `/company/${w.outsider.personalSpaceId}/streams/${stream.id}/join`,
    );
    expect(own.statusCode).toBe(404);
    // No token, a forged one, or one for another stream: refused.
    const noToken = await t.app.inject({ url: `/api/v4/streams/${stream.id}/live.flv` });
    expect(noToken.statusCode).toBe(400);
    const forged = await readFlv(
      `${base}/api/v4/streams/${stream.id}/live.flv?token=m.9999999999999.abc`,
      () => true,
    );
    expect(forged.status).toBe(403);

    // Made public: a signed-out viewer joins and plays; made private again, that link stops.
    const etag = (await getStream(stream.id)).etag;
    const opened = await call(
      t,
      w.member,
      'PATCH',
      `${streamsUrl()}/${stream.id}`,
      { public: true },
      { 'if-match': etag },
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const publicJoin = await t.app.inject({ url: `/api/v4/streams/${stream.id}/public/join` });
    expect(publicJoin.statusCode).toBe(200);
    const publicUrl = `${base}${publicJoin.json<TStreamJoin>().play?.flv_url}`;
    const played = await readFlv(publicUrl, (tags) => tags.some(isKeyFrame));
    expect(played.status).toBe(200);
    const closed = await call(
      t,
      w.member,
      'PATCH',
      `${streamsUrl()}/${stream.id}`,
      { public: false },
      { 'if-match': opened.json<TStream>().etag },
    );
    expect(closed.statusCode).toBe(200);
    expect((await readFlv(publicUrl, () => true)).status).toBe(403);
  }, 120_000);

  it('lets the pilot simulator sign in, create a stream and go live (npm run pilot-sim)', async () => {
    const cli = path.join(import.meta.dirname, '../../tools/pilot-sim.ts');
    const sim = spawn(
      process.execPath,
      [
        ...['--import', 'tsx', cli, '--api', base, '--email', w.member.email],
        ...['--password', GOOD_PASSWORD, '--company', w.companyId, '--title', 'Simulated'],
        ...['--seconds', '60'],
      ],
      { stdio: 'ignore' },
    );
    try {
      const live = await waitFor(
        async () =>
          (await call(t, w.owner, 'GET', streamsUrl())).json<{ streams: TStream[] }>().streams,
        (list) => list.some((s) => s.title === 'Simulated' && s.status === 'live'),
        'the simulator live',
      );
      expect(live.find((s) => s.title === 'Simulated')?.host.id).toBe(w.member.id);
    } finally {
      sim.kill('SIGINT');
    }
  }, 120_000);

  it('ends a live stream after 90 s without data (poor network)', async () => {
    const { stream, publisher } = await goLive();
    // The encoder freezes with its connection open: no more data, no unpublish.
    publisher.child.kill('SIGSTOP');
    const ended = await waitFor(
      async () => {
        t.clock.advance(91_000);
        return getStream(stream.id);
      },
      (s) => s.status === 'ended',
      'the 90 s rule',
    );
    expect(ended.status).toBe('ended');
    publisher.stop('SIGKILL');
  }, 120_000);
});
