import { REALTIME_CLOSE } from '@sortie/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createRealtimeConnection,
  type RealtimeConnectionDeps,
  type SocketLike,
} from './realtime-connection.ts';

const USER = '6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c001';
const COMPANY_A = `company:6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c00a`;
const COMPANY_B = `company:6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c00b`;

/** A socket the test drives by hand: it records what the connection sends. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const ready = { type: 'ready', user_id: USER, channels: [`user:${USER}`] };
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('realtime connection', () => {
  let sockets: FakeSocket[];
  let deps: RealtimeConnectionDeps & {
    getToken: Mock<RealtimeConnectionDeps['getToken']>;
    onEvent: Mock<RealtimeConnectionDeps['onEvent']>;
    onReconnected: Mock<() => void>;
  };
  const last = () => sockets[sockets.length - 1]!;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    deps = {
      url: 'ws://localhost/api/v1/realtime',
      getToken: vi.fn<RealtimeConnectionDeps['getToken']>(() => Promise.resolve('token-1')),
      onEvent: vi.fn<RealtimeConnectionDeps['onEvent']>(),
      onReconnected: vi.fn<() => void>(),
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      random: () => 1,
    };
  });
  afterEach(() => vi.useRealTimers());

  it('signs in with the first message, then subscribes and passes events on', async () => {
    const conn = createRealtimeConnection(deps);
    conn.setChannels([COMPANY_A]);
    conn.start();
    last().open();
    await flush();
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    last().receive(ready);
    expect(last().sent.slice(1)).toEqual([{ type: 'subscribe', channel: COMPANY_A }]);

    const event = { name: 'sites.changed', data: { action: 'created' } };
    last().receive({ type: 'event', channel: COMPANY_A, event });
    last().receive({ type: 'from-the-future' });
    expect(deps.onEvent).toHaveBeenCalledExactlyOnceWith(COMPANY_A, event);
    expect(deps.onReconnected).not.toHaveBeenCalled();
  });

  it('sends events with a ref and settles each with its ack or error (decision 324)', async () => {
    const STREAM = 'stream:6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c0aa';
    const conn = createRealtimeConnection(deps);
    const event = { name: 'weather_request', data: {} } as const;
    // Not signed in yet: answered at once, nothing sent.
    expect(await conn.sendEvent(STREAM, event)).toMatchObject({ ok: false, type: 'offline' });
    conn.start();
    last().open();
    await flush();
    last().receive(ready);
    last().sent = [];
    const first = conn.sendEvent(STREAM, event);
    const second = conn.sendEvent(STREAM, event);
    const third = conn.sendEvent(STREAM, event);
    const refs = (last().sent as { ref: string }[]).map((m) => m.ref);
    expect(last().sent[0]).toEqual({ type: 'send', channel: STREAM, ref: refs[0], event });
    expect(new Set(refs).size).toBe(3);
    last().receive({
      type: 'error',
      channel: STREAM,
      ref: refs[1],
      error: { type: 'camera_control_locked', message: 'The pilot has locked camera control.' },
    });
    last().receive({ type: 'ack', ref: refs[0] });
    expect(await first).toEqual({ ok: true });
    expect(await second).toEqual({
      ok: false,
      type: 'camera_control_locked',
      message: 'The pilot has locked camera control.',
    });
    // A drop settles what is still waiting.
    last().drop(1006);
    expect(await third).toMatchObject({ ok: false, type: 'offline' });
  });

  it('subscribes and unsubscribes the difference when the workspace changes', async () => {
    const conn = createRealtimeConnection(deps);
    conn.setChannels([COMPANY_A]);
    conn.start();
    last().open();
    await flush();
    last().receive(ready);
    last().sent = [];
    conn.setChannels([COMPANY_B]);
    expect(last().sent).toEqual([
      { type: 'unsubscribe', channel: COMPANY_A },
      { type: 'subscribe', channel: COMPANY_B },
    ]);
  });

  it('reconnects with growing delays, refreshes a refused token, and says it reconnected', async () => {
    const conn = createRealtimeConnection(deps);
    conn.setChannels([COMPANY_A]);
    conn.start();
    last().open();
    await flush();
    last().receive(ready);

    last().drop(1006);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoffDelay(0, 1));
    expect(sockets).toHaveLength(2);
    last().drop(REALTIME_CLOSE.sessionEnded);
    await vi.advanceTimersByTimeAsync(backoffDelay(1, 1) - 1);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    deps.getToken.mockResolvedValueOnce('token-2');
    last().open();
    await flush();
    expect(deps.getToken).toHaveBeenLastCalledWith(true);
    expect(last().sent).toEqual([{ type: 'auth', token: 'token-2' }]);
    last().receive(ready);
    expect(last().sent).toContainEqual({ type: 'subscribe', channel: COMPANY_A });
    expect(deps.onReconnected).toHaveBeenCalledOnce();
  });

  it('stops for good when signed out, and when stopped', async () => {
    const conn = createRealtimeConnection(deps);
    conn.start();
    deps.getToken.mockResolvedValueOnce(null);
    last().open();
    await flush();
    expect(last().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(1);

    conn.start();
    last().open();
    await flush();
    conn.stop();
    last().drop(1000);
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS * 2);
    expect(sockets).toHaveLength(2);
  });

  it('hands a refreshed token to the open socket once', async () => {
    const conn = createRealtimeConnection(deps);
    conn.start();
    last().open();
    await flush();
    last().receive(ready);
    conn.renewToken('token-1');
    conn.renewToken('token-2');
    conn.renewToken('token-2');
    expect(last().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'auth', token: 'token-2' },
    ]);
  });

  it('caps the backoff and jitters it between half and all of the step', () => {
    expect(backoffDelay(0, 0)).toBe(500);
    expect(backoffDelay(0, 0.999_999)).toBe(1000);
    expect(backoffDelay(3, 1)).toBe(8000);
    expect(backoffDelay(50, 1)).toBe(BACKOFF_MAX_MS);
  });
});
