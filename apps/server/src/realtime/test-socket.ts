// A realtime client for the integration tests: a real WebSocket (the `ws` package, as a
// browser would speak it) that records every server message and waits for the ones asked for.
import type { TRealtimeServerMessage } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export type TestSocket = {
  /** Every message received so far, in order. */
  readonly messages: TRealtimeServerMessage[];
  send(message: unknown): void;
  /**
   * The first message not yet taken that matches; waits for it if it has not arrived. `since`
   * (a `messages.length` read earlier) skips what came before it, such as the state a channel
   * sends on subscribing, so "the next new event" is a plain call.
   */
  next(
    match: (m: TRealtimeServerMessage) => boolean,
    label: string,
    since?: number,
  ): Promise<TRealtimeServerMessage>;
  /** Resolves with the close code and reason once the server (or we) closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};

/** Guards a wait that would otherwise hang until the test's own timeout, with a clear label. */
const WAIT_LIMIT_MS = 15_000;

/** The ws:// URL of a listening app. */
export function realtimeUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/api/v1/realtime`;
}

export async function openSocket(url: string): Promise<TestSocket> {
  const ws = new WebSocket(url);
  const messages: TRealtimeServerMessage[] = [];
  const taken = new Set<number>();
  const waiters: { match: (m: TRealtimeServerMessage) => boolean; take: () => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

  const scan = () => {
    for (const waiter of [...waiters]) waiter.take();
  };
  ws.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as TRealtimeServerMessage);
    scan();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // Later errors (a reset connection) show up as `closed`; an unheard 'error' would throw.
  ws.on('error', () => undefined);

  return {
    messages,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match, label, since = 0) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no ${label} message; got ${JSON.stringify(messages)}`));
        }, WAIT_LIMIT_MS);
        const waiter = {
          match,
          take: () => {
            const index = messages.findIndex((m, i) => i >= since && !taken.has(i) && match(m));
            if (index < 0) return;
            taken.add(index);
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(waiter), 1);
            resolve(messages[index]!);
          },
        };
        waiters.push(waiter);
        waiter.take();
      });
    },
    closed,
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

/** Opens a socket and signs in with `token`; resolves after the server's `ready`. */
export async function signedInSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(url);
  socket.send({ type: 'auth', token });
  await socket.next((m) => m.type === 'ready', 'ready');
  return socket;
}
