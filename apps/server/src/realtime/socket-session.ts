// One browser's realtime socket, from `auth` to close (protocol: @sortie/domain contracts/
// realtime.ts). Messages are handled one at a time, in order, so a `subscribe` sent right after
// `auth` waits for the sign-in. Every `recheckMs` the socket is pinged (a dead peer is dropped)
// and its session and workspace memberships are checked again: a logout, an expired token or a
// removal from the workspace ends the matching stream within one period.
import {
  parseRealtimeChannel,
  realtimeChannel,
  REALTIME_CLOSE,
  REALTIME_SEND_RATE,
  ZRealtimeClientMessage,
  type TRealtimeClientMessage,
  type TRealtimeEvent,
  type TRealtimeServerMessage,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeBus } from './bus.ts';
import { createTokenBucket, type ChannelHandlers } from './channel-handlers.ts';
import { isBrowserEvent } from './internal-events.ts';

export type RealtimeAccess = {
  /** The user of a live session, or throws (any error ends the socket with 4401). */
  verifyToken(token: string): Promise<{ userId: string }>;
  /** Whether the user is an active member of the workspace (reuses the workspaces module). */
  isMember(companyId: string, userId: string): Promise<boolean>;
  /** Whether the user is an active member whose role may see the workspace's docks. */
  maySeeDocks(companyId: string, userId: string): Promise<boolean>;
};

export type SocketSessionOptions = {
  bus: RealtimeBus;
  access: RealtimeAccess;
  logger: FastifyBaseLogger;
  recheckMs: number;
  authTimeoutMs: number;
  /** Channel kinds that take client events (`send`, decision 324). */
  channels?: ChannelHandlers;
};

/** Enough for every workspace a user is likely to watch at once; stops a loop from flooding. */
const MAX_SUBSCRIPTIONS = 100;
/** A reader this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * The JSON frame of an event, made once for all sockets of its channel: the bus hands every
 * listener the same event object, and dock states go to hundreds of viewers several times a
 * second, so stringifying (and ws's string → bytes copy) per socket would cost more than the
 * sending. Kept as bytes, sent as a text frame.
 */
const frames = new WeakMap<object, { channel: string; bytes: Buffer }>();
function eventFrame(channel: string, event: TRealtimeEvent): Buffer {
  const cached = frames.get(event);
  if (cached?.channel === channel) return cached.bytes;
  const message: TRealtimeServerMessage = { type: 'event', channel, event };
  const bytes = Buffer.from(JSON.stringify(message));
  frames.set(event, { channel, bytes });
  return bytes;
}

const isSend = (json: unknown): json is { type: 'send'; ref?: unknown } =>
  typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'send';

export function runSocketSession(socket: WebSocket, options: SocketSessionOptions): void {
  const { bus, access, logger } = options;
  let token: string | null = null;
  let userId: string | null = null;
  let closed = false;
  let alive = true;
  let checking = false;
  const subscriptions = new Map<string, () => Promise<void>>();
  let queue: Promise<void> = Promise.resolve();
  const sendBudget = createTokenBucket(REALTIME_SEND_RATE.perSecond, REALTIME_SEND_RATE.burst);

  const authTimer = setTimeout(
    () => end(REALTIME_CLOSE.authTimeout, 'no auth message'),
    options.authTimeoutMs,
  );
  const recheckTimer = setInterval(() => {
    if (!alive) {
      // No pong since the last ping: the peer is gone (a closed laptop, a dropped proxy).
      socket.terminate();
      cleanup();
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    alive = false;
    socket.ping();
    if (checking) return;
    checking = true;
    recheck()
      .catch((error: unknown) => logger.warn({ err: error }, 'realtime: recheck failed'))
      .finally(() => {
        checking = false;
      });
  }, options.recheckMs);

  const sendText = (text: string | Buffer) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      end(1013, 'too far behind');
      return;
    }
    socket.send(text, { binary: false });
  };
  const send = (message: TRealtimeServerMessage) => sendText(JSON.stringify(message));

  function end(code: number, reason: string): void {
    if (closed) return;
    socket.close(code, reason);
    cleanup();
  }

  function cleanup(): void {
    if (closed) return;
    closed = true;
    clearTimeout(authTimer);
    clearInterval(recheckTimer);
    const drops = [...subscriptions.values()];
    subscriptions.clear();
    for (const drop of drops) {
      drop().catch((error: unknown) => logger.warn({ err: error }, 'realtime: unsubscribe failed'));
    }
  }

  async function subscribe(channel: string): Promise<void> {
    if (subscriptions.has(channel)) return;
    const unsubscribe = await bus.subscribe(channel, (event) => {
      if (isBrowserEvent(event)) sendText(eventFrame(channel, event));
    });
    // The socket may have closed while Redis answered.
    if (closed) await unsubscribe();
    else subscriptions.set(channel, unsubscribe);
  }

  async function unsubscribe(channel: string): Promise<void> {
    const drop = subscriptions.get(channel);
    subscriptions.delete(channel);
    await drop?.();
  }

  function refuse(channel: string, type: string, message: string): void {
    send({ type: 'error', channel, error: { type, message } });
  }

  /** Whether the signed-in user may listen to `channel` right now. */
  async function mayListen(channel: string): Promise<'ok' | 'forbidden' | 'not_member'> {
    const parsed = parseRealtimeChannel(channel);
    if (!parsed || !userId) return 'forbidden';
    if (parsed.kind === 'user') return parsed.id === userId.toLowerCase() ? 'ok' : 'forbidden';
    if (parsed.kind === 'docks') {
      if (!(await access.isMember(parsed.id, userId))) return 'not_member';
      return (await access.maySeeDocks(parsed.id, userId)) ? 'ok' : 'forbidden';
    }
    if (parsed.kind === 'stream') {
      const handler = options.channels?.stream;
      return handler ? handler.mayListen(parsed.id, userId) : 'forbidden';
    }
    return (await access.isMember(parsed.id, userId)) ? 'ok' : 'not_member';
  }

  async function handle(json: unknown): Promise<void> {
    const parsed = ZRealtimeClientMessage.safeParse(json);
    if (!parsed.success) return end(REALTIME_CLOSE.badMessage, 'unknown message');
    const message = parsed.data;

    if (message.type === 'auth') {
      const who = await access.verifyToken(message.token).catch(() => null);
      // A second `auth` renews the token of the same user (after a refresh), nothing else.
      if (!who || (userId !== null && who.userId !== userId)) {
        return end(REALTIME_CLOSE.sessionEnded, 'session ended');
      }
      token = message.token;
      if (userId === null) {
        userId = who.userId;
        clearTimeout(authTimer);
        const own = realtimeChannel.user(userId);
        await subscribe(own);
        send({ type: 'ready', user_id: userId, channels: [own] });
      }
      return;
    }
    if (userId === null) return end(REALTIME_CLOSE.sessionEnded, 'sign in first');
    if (message.type === 'send') return handleSend(message, userId);

    const channel = message.channel.toLowerCase();
    if (message.type === 'unsubscribe') {
      await unsubscribe(channel);
      send({ type: 'unsubscribed', channel });
      return;
    }
    if (!subscriptions.has(channel) && subscriptions.size >= MAX_SUBSCRIPTIONS) {
      return refuse(channel, 'too_many_subscriptions', 'Too many channels on one connection.');
    }
    const verdict = await mayListen(channel);
    if (verdict === 'not_member') {
      return refuse(channel, 'user_not_part_of_company', 'You are not part of this workspace.');
    }
    if (verdict === 'forbidden') {
      return refuse(channel, 'forbidden', 'You may not listen to this channel.');
    }
    await subscribe(channel);
    send({ type: 'subscribed', channel });
    // The channel's current state, to this listener only (e.g. a stream's annotations).
    const parsedChannel = parseRealtimeChannel(channel);
    if (parsedChannel?.kind === 'stream' && options.channels?.stream?.onSubscribe) {
      for (const event of await options.channels.stream.onSubscribe(parsedChannel.id, userId)) {
        send({ type: 'event', channel, event });
      }
    }
  }

  /**
   * One client event: within the socket's budget, from a session that is still live (checked on
   * every message, so a logout stops control at once, not at the next recheck), to a channel
   * kind that takes events; the handler checks membership and rights and publishes it.
   */
  async function handleSend(
    message: Extract<TRealtimeClientMessage, { type: 'send' }>,
    sender: string,
  ): Promise<void> {
    const channel = message.channel.toLowerCase();
    const { ref } = message;
    const refuse = (type: string, text: string) =>
      send({ type: 'error', channel, ref, error: { type, message: text } });
    const who = token === null ? null : await access.verifyToken(token).catch(() => null);
    if (!who || who.userId !== sender) return end(REALTIME_CLOSE.sessionEnded, 'session ended');
    const parsed = parseRealtimeChannel(channel);
    const handler = parsed?.kind === 'stream' ? options.channels?.stream : undefined;
    if (!parsed || !handler) return refuse('not_supported', 'This channel takes no events.');
    const result = await handler.receive(parsed.id, sender, message.event);
    if (result.ok) send({ type: 'ack', ref });
    else refuse(result.type, result.message);
  }

  async function recheck(): Promise<void> {
    if (token === null || userId === null) return;
    const who = await access.verifyToken(token).catch(() => null);
    if (!who) return end(REALTIME_CLOSE.sessionEnded, 'session ended');
    for (const channel of [...subscriptions.keys()]) {
      if (closed) return;
      if ((await mayListen(channel)) === 'ok') continue;
      await unsubscribe(channel);
      refuse(channel, 'user_not_part_of_company', 'You are no longer part of this workspace.');
      send({ type: 'unsubscribed', channel });
    }
  }

  socket.on('pong', () => {
    alive = true;
  });
  socket.on('message', (data, isBinary) => {
    if (isBinary) return end(REALTIME_CLOSE.badMessage, 'text frames only');
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    // The send budget is spent on arrival, before queueing: a flood is answered at once and
    // never grows the queue (each queued send reads the database).
    if (isSend(json) && !sendBudget.take()) {
      const ref = typeof json.ref === 'string' ? json.ref.slice(0, 40) : undefined;
      send({
        type: 'error',
        ref,
        error: {
          type: 'rate_limited',
          message: `Too many messages: send at most ${REALTIME_SEND_RATE.perSecond} a second.`,
        },
      });
      return;
    }
    queue = queue
      .then(() => (closed ? undefined : handle(json)))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'realtime: message failed');
        end(1011, 'internal error');
      });
  });
  socket.on('close', cleanup);
  socket.on('error', cleanup);
}
