// Cloud recordings on real protocols (decision 321): ffmpeg publishes over RTMP with the
// workspace's recording on; when the stream ends the MP4 is playable (ffprobe reads it, byte
// ranges answer 206), counted against storage_mb, and deleting it gives the bytes back. A full
// store stops the recording and tells the host while the stream stays live.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BYTES_PER_MB, getFeature } from '@sortie/domain';
import {
  realtimeChannel,
  ZCompany,
  type TRealtimeServerMessage,
  type TRecordingView,
  type TStream,
  type TStreamToken,
} from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishTestPattern, type Publisher } from '../../media/test-pattern.ts';
import { realtimeUrl, signedInSocket } from '../../realtime/test-socket.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const run = promisify(execFile);

describe('stream recordings', () => {
  let t: TestApp;
  let w: Workspace;
  let base: string;
  let tmp: string;
  const publishers: Publisher[] = [];
  const streamsUrl = () => `/company/${w.companyId}/streams`;

  const waitFor = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const getStream = async (id: string) =>
    (await call(t, w.owner, 'GET', `${streamsUrl()}/${id}`)).json<TStream>();
  const goLive = async (seconds: number) => {
    const created = await call(t, w.member, 'POST', streamsUrl(), { title: 'Façade / east' });
    expect(created.statusCode, created.body).toBe(201);
    const stream = created.json<TStream>();
    const key = (
      await call(t, w.member, 'POST', `${streamsUrl()}/generatetoken`, { stream_id: stream.id })
    ).json<TStreamToken>();
    const publisher = publishTestPattern(key.rtmp_url, { seconds });
    publishers.push(publisher);
    await waitFor(
      () => getStream(stream.id),
      (s) => s.status === 'live',
      'live',
    );
    return { stream, publisher };
  };
  const usedBytes = async () => {
    const company = ZCompany.parse(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}`)).json(),
    );
    return Math.round((getFeature(company.fcl, 'storage_mb').used ?? 0) * BYTES_PER_MB);
  };
  const setRecording = (on: boolean, who = w.owner) =>
    call(t, who, 'PATCH', `${streamsUrl()}/settings`, { cloud_recording: on });

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-recordings-'));
    t = await buildTestApp({ env: { DATA_DIR: path.join(tmp, 'data') } });
    w = await workspace(t, { plan: 'pro' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    for (const p of publishers) p.stop('SIGKILL');
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lets admins and owners turn cloud recording on; members read it', async () => {
    expect((await call(t, w.member, 'GET', `${streamsUrl()}/settings`)).json()).toEqual({
      cloud_recording: false,
    });
    expect((await setRecording(true, w.member)).statusCode).toBe(403);
    expect((await setRecording(true, w.outsider)).statusCode).toBe(403);
    const bad = await call(t, w.owner, 'PATCH', `${streamsUrl()}/settings`, {
      cloud_recording: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect((await setRecording(true, w.admin)).json()).toEqual({ cloud_recording: true });
  });

  it('records a live stream to an MP4 that plays with seeking and counts against storage', async () => {
    expect((await setRecording(true)).statusCode).toBe(200);
    const before = await usedBytes();
    const { stream, publisher } = await goLive(4);
    await waitFor(
      () => getStream(stream.id),
      (s) => s.recording?.state === 'recording' || s.status === 'ended',
      'recording',
    );
    await publisher.exited;
    const done = await waitFor(
      () => getStream(stream.id),
      (s) => s.recording?.state === 'ready' || s.recording?.state === 'failed',
      'recording ready',
    );
    expect(done.recording).toMatchObject({ state: 'ready', stop_reason: null });
    const size = done.recording!.size_bytes;
    expect(size).toBeGreaterThan(1000);
    expect(done.recording!.duration_s).toBeGreaterThan(1);
    expect((await usedBytes()) - before).toBe(size);

    const view = (
      await call(t, w.member, 'GET', `${streamsUrl()}/${stream.id}/recording`)
    ).json<TRecordingView>();
    expect(view.play_url).toMatch(/recording\.mp4\?token=/);
    const whole = await fetch(`${base}${view.download_url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.mp4"/);
    const file = path.join(tmp, 'download.mp4');
    fs.writeFileSync(file, Buffer.from(await whole.arrayBuffer()));
    expect(fs.statSync(file).size).toBe(size);
    const probe = JSON.parse(
      (
        await run('ffprobe', [
          ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
        ])
      ).stdout,
    ) as { format: { duration: string }; streams: { codec_name: string }[] };
    expect(probe.streams.map((s) => s.codec_name)).toContain('h264');
    expect(Number(probe.format.duration)).toBeGreaterThan(1);

    // Seeking: byte ranges.
    const part = await fetch(`${base}${view.play_url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const past = await fetch(`${base}${view.play_url}`, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    // A forged token, or another workspace: refused.
    const forged = await fetch(`${base}/api/v4/streams/${stream.id}/recording.mp4?token=m.1.x`);
    expect(forged.status).toBe(403);
    const other = await call(
      t,
      w.outsider,
      'GET',
      `/company/${w.outsider.personalSpaceId}/streams/${stream.id}/recording`,
    );
    expect(other.statusCode).toBe(404);

    // Deleting: members may not (Streams DELETE is for managers); the admin may, bytes return.
    const byMember = await call(t, w.member, 'DELETE', `${streamsUrl()}/${stream.id}/recording`);
    expect(byMember.statusCode).toBe(403);
    const removed = await call(t, w.admin, 'DELETE', `${streamsUrl()}/${stream.id}/recording`);
    expect(removed.statusCode).toBe(204);
    expect(await usedBytes()).toBe(before);
    expect((await getStream(stream.id)).recording).toBeNull();
    expect((await fetch(`${base}${view.play_url}`)).status).toBe(404);
  }, 150_000);

  it('stops the recording when the store is full and tells the host; the stream goes on', async () => {
    expect((await setRecording(true)).statusCode).toBe(200);
    const company = ZCompany.parse(
      (await call(t, w.owner, 'GET', `/company/${w.companyId}`)).json(),
    );
    const max = getFeature(company.fcl, 'storage_mb').range.max!;
    await sql`update company_feature_usage set used = ${max}
      where company_id = ${w.companyId} and key = 'storage_mb'`.execute(t.db);
    const socket = await signedInSocket(realtimeUrl(t.app), w.member.token);
    socket.send({ type: 'subscribe', channel: realtimeChannel.company(w.companyId) });
    await socket.next((m) => m.type === 'subscribed', 'subscribed');
    try {
      const { stream, publisher } = await goLive(60);
      const full = (m: TRealtimeServerMessage) =>
        m.type === 'event' &&
        m.event.name === 'streams.recording' &&
        m.event.data.stream_id === stream.id &&
        m.event.data.stop_reason === 'storage_full';
      await socket.next(full, 'streams.recording storage_full');
      expect((await getStream(stream.id)).status).toBe('live');
      publisher.stop();
      const done = await waitFor(
        () => getStream(stream.id),
        (s) => s.recording?.state === 'ready' || s.recording?.state === 'failed',
        'recording finished',
      );
      expect(done.recording).toMatchObject({ state: 'failed', stop_reason: 'storage_full' });
    } finally {
      await socket.close();
      await sql`update company_feature_usage set used = 0
        where company_id = ${w.companyId} and key = 'storage_mb'`.execute(t.db);
    }
  }, 150_000);

  it('starts a server-side test pattern for the host page: the stream goes live', async () => {
    await setRecording(false);
    const created = await call(t, w.member, 'POST', streamsUrl(), { title: 'Pattern' });
    const stream = created.json<TStream>();
    const url = `${streamsUrl()}/${stream.id}/testpattern`;
    expect((await call(t, w.guest, 'POST', url)).statusCode).toBe(403);
    const started = await call(t, w.member, 'POST', url);
    expect(started.statusCode, started.body).toBe(202);
    await waitFor(
      () => getStream(stream.id),
      (s) => s.status === 'live',
      'test pattern live',
    );
    // One per stream; a live stream takes no new key either.
    expect((await call(t, w.member, 'POST', url)).statusCode).toBe(409);
  }, 120_000);
});
