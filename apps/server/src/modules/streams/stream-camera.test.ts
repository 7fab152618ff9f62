// Camera and gimbal control over the realtime socket (issue 12 §5, decision 324), end to end: a
// real server listening on a port, real WebSockets for the viewers, and the pilot-app simulator
// (tools/pilot-link.ts) signed in as the stream's host on its own socket.
import { failureMessageFor } from '@sortie/domain';
import {
  REALTIME_CLOSE,
  type TCameraCommandRequest,
  type TRealtimeEvent,
  type TRealtimeServerMessage,
  type TStream,
} from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeUrl, signedInSocket, type TestSocket } from '../../realtime/test-socket.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { startPilotLink, type PilotLink } from '../../tools/pilot-link.ts';

type Named<N extends TRealtimeEvent['name']> = Extract<TRealtimeEvent, { name: N }>;

describe('stream camera control (realtime)', () => {
  let t: TestApp;
  let w: Workspace;
  let stream: TStream;
  let pilot: PilotLink;
  let url: string;
  let channel: string;
  const sockets: TestSocket[] = [];
  let refs = 0;

  const join = async (token: string) => {
    const socket = await signedInSocket(url, token);
    sockets.push(socket);
    socket.send({ type: 'subscribe', channel });
    return socket;
  };
  const event = async <N extends TRealtimeEvent['name']>(
    socket: TestSocket,
    name: N,
    match: (e: Named<N>) => boolean = () => true,
    since = 0,
  ): Promise<Named<N>> => {
    const m = await socket.next(
      (x) => x.type === 'event' && x.event.name === name && match(x.event as Named<N>),
      name,
      since,
    );
    return (m as Extract<TRealtimeServerMessage, { type: 'event' }>).event as Named<N>;
  };
  /** Sends one event; resolves with the server's ack or error for it. */
  const send = async (socket: TestSocket, ev: object) => {
    refs += 1;
    const ref = `t-${refs}`;
    socket.send({ type: 'send', channel, ref, event: ev });
    return socket.next((m) => (m.type === 'ack' || m.type === 'error') && m.ref === ref, ref);
  };
  const command = (socket: TestSocket, request: TCameraCommandRequest, id = `c${refs + 1}`) =>
    send(socket, { name: 'drone_camera_command', data: { command_id: id, request } });

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = realtimeUrl(t.app);
    const created = await call(t, w.member, 'POST', `/company/${w.companyId}/streams`, {
      title: 'Bridge inspection',
    });
    stream = created.json<TStream>();
    channel = `stream:${stream.id}`;
    pilot = startPilotLink({
      api: url.replace(/^ws/, 'http').replace(/\/api\/v1\/realtime$/, ''),
      token: w.member.token,
      streamId: stream.id,
      appVersion: '2025.1.2-beta',
      fail: ['set_lens_type'],
    });
    await pilot.ready;
  }, 60_000);
  afterAll(async () => {
    await pilot?.stop();
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  it('tells a new listener the control state and annotations, then relays the pilot state', async () => {
    const admin = await join(w.admin.token);
    const control = await event(admin, 'stream.camera_control');
    expect(control.data).toEqual({ locked: false, controller: null });
    expect((await event(admin, 'stream.annotations_state')).data.annotations).toEqual([]);
    // get_drone_camera_state reaches the pilot, which answers with its state and version.
    expect(await command(admin, { command: 'get_drone_camera_state' })).toMatchObject({
      type: 'ack',
    });
    const state = await event(admin, 'stream.drone_camera_state');
    expect(state.data).toMatchObject({ app_version: '2025.1.2-beta', mode: 'photo' });
    expect(state.by).toEqual({ id: w.member.id, name: 'Member' });
    expect(Date.parse(state.at)).not.toBeNaN();
  });

  it('carries a member command to the pilot and its answer and new state back', async () => {
    const admin = await join(w.admin.token);
    expect(await command(admin, { command: 'set_gimbal_pitch', pitch: -45 }, 'pitch-1')).toEqual({
      type: 'ack',
      ref: expect.any(String),
    });
    const result = await event(
      admin,
      'stream.drone_camera_command_result',
      (e) => e.data.command_id === 'pitch-1',
    );
    expect(result.data.ok).toBe(true);
    await event(admin, 'stream.drone_camera_state', (e) => e.data.gimbal_pitch === -45);
    expect(pilot.commands.at(-1)).toEqual({
      by: 'Admin',
      request: { command: 'set_gimbal_pitch', pitch: -45 },
    });
    // The pilot sees who controls.
    await event(admin, 'stream.camera_control', (e) => e.data.controller?.id === w.admin.id);
    expect(pilot.control?.controller).toEqual({ id: w.admin.id, name: 'Admin' });
  });

  it('passes a failure on request back, which the web shows as the §8 message', async () => {
    const owner = await join(w.owner.token);
    await command(owner, { command: 'set_lens_type', lens: 'ir' }, 'lens-1');
    const result = await event(
      owner,
      'stream.drone_camera_command_result',
      (e) => e.data.command_id === 'lens-1',
    );
    expect(result.data.ok).toBe(false);
    expect(failureMessageFor(result.data.request)).toBe('Unable to switch to IR lens');
  });

  it('refuses guests and outsiders: they may neither listen nor control', async () => {
    const before = pilot.commands.length;
    const guest = await signedInSocket(url, w.guest.token);
    const outsider = await signedInSocket(url, w.outsider.token);
    sockets.push(guest, outsider);
    guest.send({ type: 'subscribe', channel });
    expect(await guest.next((m) => m.type === 'error', 'error')).toMatchObject({
      error: { type: 'forbidden' },
    });
    outsider.send({ type: 'subscribe', channel });
    expect(await outsider.next((m) => m.type === 'error', 'error')).toMatchObject({
      error: { type: 'user_not_part_of_company' },
    });
    expect(await command(guest, { command: 'capture_photo' })).toMatchObject({
      type: 'error',
      error: { type: 'forbidden' },
    });
    expect(await command(outsider, { command: 'capture_photo' })).toMatchObject({
      type: 'error',
      error: { type: 'user_not_part_of_company' },
    });
    // A member who is not the host cannot pose as the pilot app.
    const admin = await join(w.admin.token);
    expect(
      await send(admin, {
        name: 'camera_control',
        data: { locked: false },
      }),
    ).toMatchObject({ type: 'error', error: { type: 'not_the_pilot' } });
    expect(pilot.commands.length).toBe(before);
  });

  it('lets the pilot lock control: others are refused, reading the state and the pilot are not', async () => {
    const admin = await join(w.admin.token);
    pilot.setLocked(true);
    await event(admin, 'stream.camera_control', (e) => e.data.locked);
    expect(await command(admin, { command: 'capture_photo' })).toMatchObject({
      type: 'error',
      error: { type: 'camera_control_locked', message: expect.stringMatching(/locked/) },
    });
    expect(await command(admin, { command: 'get_drone_camera_state' })).toMatchObject({
      type: 'ack',
    });
    const host = await join(w.member.token);
    expect(await command(host, { command: 'capture_photo' }, 'photo-host')).toMatchObject({
      type: 'ack',
    });
    await pilot.waitForCommand((r) => r.command === 'capture_photo');
    // Only an event after this point: the state sent on subscribing is unlocked too.
    const since = admin.messages.length;
    pilot.setLocked(false);
    await event(admin, 'stream.camera_control', (e) => !e.data.locked, since);
    expect(await command(admin, { command: 'capture_photo' })).toMatchObject({ type: 'ack' });
  });

  it('shares annotations live, up to the limit per stream', async () => {
    const admin = await join(w.admin.token);
    const owner = await join(w.owner.token);
    await event(owner, 'stream.annotations_state');
    const box = { kind: 'box', x: 0.1, y: 0.2, w: 0.3, h: 0.25, label: 'Crack' };
    expect(
      await send(admin, { name: 'annotations_request', data: { action: 'add', annotation: box } }),
    ).toMatchObject({ type: 'ack' });
    const seen = await event(
      owner,
      'stream.annotations_state',
      (e) => e.data.annotations.length > 0,
    );
    expect(seen.data.annotations).toEqual([
      {
        ...box,
        id: expect.any(String),
        author: { id: w.admin.id, name: 'Admin' },
        created_at: expect.any(String),
      },
    ]);
    await send(owner, {
      name: 'annotations_request',
      data: { action: 'remove', id: seen.data.annotations[0]!.id },
    });
    await event(admin, 'stream.annotations_state', (e) => e.data.annotations.length === 0);
  });

  it('keeps to its budgets: a bad event closes the socket, a flood is refused', async () => {
    const admin = await join(w.admin.token);
    const flood = Array.from({ length: 100 }, (_, i) =>
      send(admin, { name: 'weather_request', data: {} }).then((m) => ({ i, m })),
    );
    const answers = await Promise.all(flood);
    const limited = answers.filter((a) => a.m.type === 'error');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.m).toMatchObject({ error: { type: 'rate_limited' } });

    const sloppy = await join(w.admin.token);
    sloppy.send({
      type: 'send',
      channel,
      ref: 'bad',
      event: {
        name: 'drone_camera_command',
        data: { command_id: 'x', request: { command: 'set_gimbal_pitch', pitch: -400 } },
      },
    });
    expect((await sloppy.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });
});
